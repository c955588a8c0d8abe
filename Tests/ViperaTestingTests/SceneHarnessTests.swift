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

// MARK: - Notices

@MainActor
@Suite("Scene harness notices")
struct SceneHarnessNoticeTests {
    @Test func aNoticeAWorkerPostsWhileACommandRuns_comesAfterTheCommandsOutput() async {
        // Given a todo list whose store posts a notice when it saves
        let notices = NoticeBoard()
        let store = AnnouncingTodoStore(base: InMemoryTodoStore(todos: SampleTodos.all), notices: notices)
        let todos = await SceneHarness(appName: "todo", notices: notices) { console, navigator in
            TodoSceneFactory(store: store, console: console, navigator: navigator).makeTodoList()
        }

        // When a todo is added, and the list shown again
        let added = await todos.run("add Milk")
        let next = await todos.run("list")

        // Then the notice is the last thing the add wrote, and the next command repeats nothing
        #expect(added.notices == ["Milk saved elsewhere too"])
        #expect(added.transcript.hasSuffix("! notice: Milk saved elsewhere too\n"))
        #expect(next.notices.isEmpty)
    }

    @Test func aNoticePostedBetweenCommands_isShownBeforeTheNextOutput() async {
        let todos = await SceneHarness(appName: "todo") { console, navigator in
            TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
                .makeTodoList()
        }

        todos.notices.post("synced")
        let output = await todos.run("where")

        #expect(output.notices == ["synced"])
        #expect(output.transcript.hasPrefix("! notice: synced\n\\#  Scene"))
    }
}

/// Saves through another store and posts that it did.
private struct AnnouncingTodoStore: TodoStore {
    let base: any TodoStore
    let notices: any NoticePosting

    func allTodos() async throws -> [Todo] { try await base.allTodos() }
    func todo(id: Int) async throws -> Todo { try await base.todo(id: id) }
    func update(_ todo: Todo) async throws { try await base.update(todo) }
    func delete(id: Int) async throws { try await base.delete(id: id) }

    func insert(title: String, priority: TodoPriority) async throws -> Todo {
        let todo = try await base.insert(title: title, priority: priority)
        notices.post("\(title) saved elsewhere too")
        return todo
    }
}
