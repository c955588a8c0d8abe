import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
private func makeTodos(console: any Console, navigator: Navigator) -> any Scene {
    TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
        .makeTodoList()
}

@MainActor
@Suite("Transcript expectations with Swift Testing")
struct ExpectTranscriptTests {
    @Test func aMatchingInlineTranscript_passes() async {
        await expectTranscript(
            """
            # Opening a todo that is not listed, then one that is.
            /Todos/
            /[0-9]+ open, [0-9]+ done/

            /.*Title.*/
            /[- ]+/
            /1  .*/
            /2  .*/
            /3  .*/

            > open 9
            !      ^
            ! error: TODO must be a number from 1 to 3 or the start of a name, not '9'
            !   usage: open TODO

            > open book
            Title:    Book flights to Lisbon
            Priority: high
            Status:   open
            """,
            appName: "todo",
            makeRoot: makeTodos
        )
    }

    @Test func aDifferingLine_recordsAnIssueWithTheDiff() async {
        await withKnownIssue {
            await expectTranscript("> where\nEntry\n", appName: "todo", makeRoot: makeTodos)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("<transcript>:1: the output of 'where' differs\n--- <transcript>\n")
                && text.contains("\n-Entry\n+\\#  Scene     Title\n")
        }
    }

    @Test func withTheAppsCommandDirectory_aCommandOfAnotherScene_saysWhereItWorks_asTheAppDoes() async {
        // Given the todo app's directory, as its launcher is given it
        let directory = CommandDirectory([
            SceneCatalogEntry(name: "TodoList", purpose: "", commands: TodoListViewController.commandTable.descriptors),
            SceneCatalogEntry(
                name: "TodoDetail", place: "a todo", purpose: "",
                commands: TodoDetailViewController.commandTable.descriptors),
        ])

        // When a transcript types a todo's command in the list, then the transcript passes saying
        // where it works (without the directory the app would call it unknown)
        await expectTranscript(
            """
            /Todos/
            /.*/

            /.*Title.*/
            /[- ]+/
            /[0-9]  .*/
            /[0-9]  .*/
            /[0-9]  .*/

            > toggle
            ! ^~~~~~
            ! error: 'toggle' is not a command in TodoList; it works in a todo
            !   Type 'where' to see the scenes you came through, or 'help' for the commands
            !   here.
            """,
            appName: "todo", directory: directory, makeRoot: makeTodos)
    }

    @Test func aMissingFile_recordsAnIssueSayingWhy() async {
        await withKnownIssue {
            await expectTranscript(at: "/no/such.transcript", appName: "todo", makeRoot: makeTodos)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("cannot read transcript '/no/such.transcript'")
        }
    }
}
