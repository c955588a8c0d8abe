import Testing
@_spi(Dispatch) import Vipera
import ViperaExample

@testable import ViperaREPL

@MainActor
@Suite("Headless session and transcript checks")
struct HeadlessSessionTests {
    private func makeApp() async -> HeadlessSession {
        await HeadlessSession(appName: "todo") { console, navigator in
            TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
                .makeTodoList()
        }
    }

    @Test func start_keepsWhatTheRootSceneShowed_andCommandsKeepTheirOwnOutput() async throws {
        let app = await makeApp()

        let failed = try #require(await app.run("open 9"))
        let opened = try #require(await app.run("open 1"))

        #expect(CapturedLine.lines(of: app.startup).first == CapturedLine(.output, "Todos"))
        #expect(opened.result == .succeeded)
        #expect(opened.output.hasPrefix("Title:    Water the plants\n"))
        #expect(opened.errors.isEmpty)
        #expect(failed.result.error?.message.hasPrefix("TODO must be") == true)
        #expect(failed.result == .refused(try #require(failed.result.error)))
        #expect(failed.errors.hasPrefix("     ^\nerror: TODO must be"))
        #expect(app.navigator.breadcrumb == ["Todos", "Water the plants"])
    }

    @Test func blankLinesAndComments_runNothing_andNothingRunsAfterQuit() async {
        let app = await makeApp()

        let blank = await app.run("  ")
        let comment = await app.run("# note")
        let quit = await app.run("quit")
        let after = await app.run("where")

        #expect(blank == nil && comment == nil && after == nil)
        #expect(quit?.result == .quit)
        #expect(app.hasQuit)
    }

    @Test func theAppsColourSetting_neverReachesTheCapturedText() async {
        let app = await makeApp()

        app.console.colorPreference = .always

        #expect(!app.console.colorEnabled)
    }

    @Test func aMatchingTranscript_passes() async throws {
        let app = await makeApp()
        let transcript = try TranscriptParser(name: "todo.transcript").parse(
            """
            Todos
            /[0-9]+ open, [0-9]+ done/

            \\#  Title                   Priority  Status
            -  ----------------------  --------  ------
            /1  Water the plants .*/
            /2  .*/
            /3  .*/

            > open 9
            !      ^
            ! error: TODO must be a number from 1 to 3 or the start of a name, not '9'
            !   usage: open TODO
            """)

        let check = await app.check(transcript)

        #expect(check.passed, "\(check.diff.joined(separator: "\n"))")
    }

    @Test func aDifferingLine_namesItsCommandAndShowsADiff_keepingMatchedPatterns() async throws {
        let app = await makeApp()
        let transcript = try TranscriptParser(name: "todo.transcript").parse(
            """
            /Todos/
            /.*/

            /.*/
            /.*/
            /.*/
            /.*/
            /.*/
            > where
            \\#  Scene     Title
            -  --------  -----
            1  TodoList  Tasks
            > open 9
            """)

        let check = await app.check(transcript)

        #expect(
            check.mismatches == [
                .init(
                    location: InputLocation(file: "todo.transcript", line: 9), message: "the output of 'where' differs"),
                .init(
                    location: InputLocation(file: "todo.transcript", line: 13),
                    message: "the output of 'open 9' differs"),
            ])
        #expect(
            check.diff == [
                "--- todo.transcript",
                "+++ todo.transcript (actual)",
                "@@ -9,5 +9,8 @@",
                " > where",
                " \\#  Scene     Title",
                " -  --------  -----",
                "-1  TodoList  Tasks",
                "+1  TodoList  Todos",
                " > open 9",
                "+!      ^",
                "+! error: TODO must be a number from 1 to 3 or the start of a name, not '9'",
                "+!   usage: open TODO",
            ])
    }

    @Test func stepsAfterQuit_areReportedAsNotRun() async throws {
        let app = await makeApp()
        let transcript = try TranscriptParser(name: "t").parse(
            "/.*/\n/.*/\n\n/.*/\n/.*/\n/.*/\n/.*/\n/.*/\n> quit\n> where\nEntry")

        let check = await app.check(transcript)

        #expect(check.mismatches.map(\.message) == ["the output of 'where' differs (not run: the session had ended)"])
    }
}
