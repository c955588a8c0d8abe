import Foundation
import Testing
import ViperaTesting

/// The demo at a (pseudo-)terminal: libedit's editing, history, completion and keys.
@Suite("Demo at a terminal", .serialized)
struct TerminalDemoTests {
    private let directory: String

    init() throws {
        directory = try DemoExecutable.temporaryDirectory()
    }

    private func start() throws -> PseudoTerminal {
        var environment = DemoExecutable.environment(stateDirectory: directory)
        environment["TERM"] = "xterm"
        return try PseudoTerminal(path: DemoExecutable.path, arguments: [], environment: environment)
    }

    @Test func anyApp_getsBashsWordKeys_andWritesASCIIInTheCLocale() throws {
        // Given the demo at a terminal whose locale is not UTF-8
        var environment = DemoExecutable.environment(stateDirectory: directory)
        environment["TERM"] = "xterm"
        environment["LANG"] = "C"
        let terminal = try PseudoTerminal(path: DemoExecutable.path, arguments: [], environment: environment)
        try terminal.waitFor("vipera-demo > Todos > ")

        // When Ctrl-Left goes back over a stray word and Ctrl-K cuts it
        terminal.type("open 2 nonsense\u{1B}[1;5D\u{0B}\r")

        // Then the line ran without it, and the prompt's separators are ASCII
        let screen = try terminal.waitForScreen("the todo opened") { screen in
            screen.shownLines.last?.hasPrefix("vipera-demo > Todos > Book flights to Lisbon >") == true
        }
        #expect(!screen.shownLines.contains { $0.contains(";5D") || $0.contains("error:") }, "\(screen.shownLines)")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func typingCompletingRecallingInterruptingAndQuitting() throws {
        let terminal = try start()
        try terminal.waitFor("vipera-demo › Todos > ")

        // A typed command runs and the prompt follows the stack.
        terminal.type("open 2\r")
        try terminal.waitFor("Book flights to Lisbon")
        try terminal.waitFor("vipera-demo › Todos › Book flights to Lisbon > ")

        // A sensitive command runs but is kept out of history.
        terminal.type("note door code 4711\r")
        try terminal.waitFor("Updated \"Book flights to Lisbon\".")
        try terminal.waitFor("Lisbon > ")

        // Tab completes a command name.
        terminal.type("ba\t")
        try terminal.waitFor("ck ")
        terminal.type("\r")
        try terminal.waitFor("Water the plants")
        try terminal.waitFor("vipera-demo › Todos > ")

        // Non-ASCII text is typed and edited by character.
        terminal.type("add Café 東京 👍x\u{7F}\r")
        try terminal.waitFor("Added \"Café 東京 👍\".")
        try terminal.waitFor("Todos > ")

        // Up-arrow recalls the previous command.
        terminal.type("where\r")
        try terminal.waitFor("1  TodoList  Todos")
        try terminal.waitFor("Todos > ")
        terminal.type("\u{1B}[A\r")
        try terminal.waitFor("1  TodoList  Todos")
        try terminal.waitFor("Todos > ")

        // Ctrl-C drops the line being typed and the session goes on.
        terminal.type("open 1")
        try terminal.waitFor("open 1")
        terminal.type("\u{03}")
        try terminal.waitFor("Todos > ")
        terminal.type("where\r")
        try terminal.waitFor("1  TodoList  Todos")
        try terminal.waitFor("Todos > ")

        // Ctrl-D on an empty line quits cleanly.
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)

        // History was saved, privately, without the sensitive line.
        let historyPath = directory + "/vipera-demo/history"
        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        let attributes = try FileManager.default.attributesOfItem(atPath: historyPath)
        #expect(history == "open 2\nback\nadd Café 東京 👍\nwhere\n")
        #expect(!history.contains("4711"))
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test func historyFromAnEarlierRun_isRecalledAndListed() throws {
        let first = try start()
        try first.waitFor("Todos > ")
        first.type("list --all\r")
        try first.waitFor("Return library books")
        try first.waitFor("Todos > ")
        first.type("quit\r")
        #expect(try first.waitForExit() == 0)

        let second = try start()
        try second.waitFor("Todos > ")
        second.type("\u{1B}[A")
        try second.waitFor("quit")
        second.type("\u{15}history\r")
        try second.waitFor("1  list --all")
        try second.waitFor("2  quit")
        try second.waitFor("3  history")
        try second.waitFor("Todos > ")
        second.type("\u{04}")
        #expect(try second.waitForExit() == 0)
    }

    @Test func ambiguousTabListsCandidates_andEditrcBindingsWork() throws {
        try "bind -s ^T where\n".write(toFile: directory + "/.editrc", atomically: true, encoding: .utf8)
        let terminal = try start()
        try terminal.waitFor("Todos > ")

        terminal.type("h\t")
        let listing = try terminal.waitFor("home")
        #expect(listing.contains("help") && listing.contains("history"))
        try terminal.waitFor("Todos > ")

        terminal.type("\u{15}\u{14}\r")
        try terminal.waitFor("1  TodoList  Todos")
        try terminal.waitFor("Todos > ")
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func resizingTheTerminal_changesTheWidthOutputIsLaidOutFor() throws {
        let terminal = try start()
        try terminal.waitFor("Todos > ")
        terminal.type("help\r")
        try terminal.waitFor("Type 'help COMMAND' for details. Any unambiguous start of a command works too;")
        try terminal.waitFor("Todos > ")

        terminal.resize(columns: 40)
        terminal.type("help\r")

        try terminal.waitFor("Type 'help COMMAND' for details. Any\r\nunambiguous start of a command works")
        try terminal.waitFor("Todos > ")
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func questionMark_listsWhatMayComeNext_andLeavesTheLineAsTyped() throws {
        // Given a half-typed command
        let terminal = try start()
        try terminal.waitFor("Todos > ")
        terminal.type("open ?")

        // Then the todos are listed under it, with what the argument is, and the line is back
        let listing = try terminal.waitFor("3   Buy milk")
        #expect(listing.contains("TODO  The todo's number"))
        #expect(listing.contains("1   Water the plants"))
        try terminal.waitFor("Todos > open ")

        // When the line is finished, it runs as typed, with no `?` in it
        terminal.type("2\r")
        try terminal.waitFor("Title:    Book flights to Lisbon")

        // And inside quotes `?` is text
        terminal.type("rename \"Why?\"\r")
        try terminal.waitFor("Updated \"Why?\".")
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func whatIsTyped_showsInTheTerminalsColour_notThePrompts() throws {
        // Given a prompt in colour
        let terminal = try start()
        let prompt = try terminal.waitFor("Todos > ")

        // When the user types
        terminal.type("wher")
        let typed = try terminal.waitFor("wher")

        // Then the last style before the typed letters is a reset, so they are not in the prompt's cyan
        let written = prompt + typed
        let styles = written.matches(of: /\u{1B}\[[0-9;]*m/).map { String(written[$0.range]) }
        #expect(styles.contains("\u{1B}[36m"))
        #expect(styles.last == "\u{1B}[0m")
        terminal.type("\u{15}\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }
}
