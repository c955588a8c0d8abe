import Testing
import Vipera
import ViperaExample
import ViperaTesting

@MainActor
@Suite("Scene harness")
struct SceneHarnessTests {
    private func makeTodos() async -> SceneHarness {
        await SceneHarness(appName: "todo") { console, navigator in
            TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
                .makeTodoList()
        }
    }

    @Test func aStory_readsLikeTheStory() async {
        // Given the todo list
        let todos = await makeTodos()

        // When the user opens the second todo, marks it done and goes back
        let opened = await todos.run("open 2")
        await todos.run("toggle")
        let back = await todos.run("back")

        // Then they saw the todo, and the list shows it done
        #expect(opened.output.hasPrefix("Title:    Book flights to Lisbon\n"))
        #expect(back.output.contains("2 open, 2 done"))
        #expect(todos.breadcrumb == ["Todos"])
    }

    @Test func outputs_keepBothStreams_inTheOrderWritten() async {
        let todos = await makeTodos()

        let output = await todos.run("open 9", "where")

        #expect(output.result == .succeeded)
        #expect(output.errors.hasPrefix("     ^\nerror: TODO must be a number from 1 to 3"))
        #expect(output.output.hasPrefix("#  Scene"))
        #expect(output.transcript.hasPrefix("!      ^\n! error: TODO must be"))
        #expect(output.transcript.contains("\n1  TodoList  Todos\n"))
    }

    @Test func startup_andTheTopScene_areThere() async {
        let todos = await makeTodos()

        #expect(todos.startup.output.hasPrefix("Todos\n"))
        #expect(todos.topScene is TodoListViewController)
        #expect(todos.navigator.entries.count == 1)
    }

    @Test func aLineThatRunsNothing_givesAnEmptyOutput() async {
        let todos = await makeTodos()

        let output = await todos.run("# just a comment")

        #expect(output.result == nil && output.lines.isEmpty)
    }
}
