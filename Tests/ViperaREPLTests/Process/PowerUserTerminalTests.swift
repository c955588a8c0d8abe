import Foundation
import Testing
import ViperaTesting

/// The demo at a (pseudo-)terminal with a startup file, aliases, filters and redirection.
@Suite("Power users at a terminal", .serialized)
struct PowerUserTerminalTests {
    private let directory: String

    init() throws {
        directory = try DemoExecutable.temporaryDirectory()
    }

    private func start(_ arguments: [String] = []) throws -> PseudoTerminal {
        var environment = DemoExecutable.environment(stateDirectory: directory)
        environment["TERM"] = "xterm"
        environment["COLUMNS"] = "200"
        return try PseudoTerminal(
            path: DemoExecutable.path, arguments: arguments, environment: environment, columns: 200)
    }

    @Test func theStartupFile_runsBeforeTheFirstPrompt_andItsErrorsNameItsLine() throws {
        // Given a startup file that defines an alias and has a mistake on its second line
        try DemoExecutable.writeStartupFile("alias highs = list | include high\nbogus\n", stateDirectory: directory)

        // When a terminal session starts
        let terminal = try start()

        // Then the mistake is reported with the file and line, and the alias works at the prompt
        // (the location keeps its end when the temporary folder makes its path long)
        try terminal.waitFor("/.config/vipera-demo/init:2:1: error: unknown command 'bogus'")
        try terminal.waitFor("Todos > ")
        terminal.type("highs\r")
        try terminal.waitFor("2  Book flights to Lisbon  high      open")
        try terminal.waitFor("Todos > ")

        // And a '?' typed inside a pattern is part of it, not a request for help
        terminal.type("list | include (?i)LISBON\r")
        try terminal.waitFor("2  Book flights to Lisbon  high      open")
        try terminal.waitFor("Todos > ")

        // And a redirected command says where its output went, in a private file
        terminal.type("list | include open > \(directory)/open.txt\r")
        try terminal.waitFor("Wrote 4 lines to \(directory)/open.txt.")
        try terminal.waitFor("Todos > ")
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
        let written = try String(contentsOfFile: directory + "/open.txt", encoding: .utf8)
        #expect(written.components(separatedBy: "\n").filter { $0.hasSuffix("open") }.count == 3)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/open.txt")
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test func noInit_skipsTheStartupFile() throws {
        try DemoExecutable.writeStartupFile("alias highs = list\n", stateDirectory: directory)

        let terminal = try start(["--no-init"])

        try terminal.waitFor("Todos > ")
        terminal.type("highs\r")
        try terminal.waitFor("unknown command 'highs'")
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aStartupFileOthersMayWrite_isRefused_andTheSessionStartsWithoutIt() throws {
        try DemoExecutable.writeStartupFile("alias highs = list\n", stateDirectory: directory, mode: 0o664)

        let terminal = try start()

        try terminal.waitFor("others may write it (mode 664), so it could run their commands")
        try terminal.waitFor("Run: chmod go-w")
        try terminal.waitFor("Todos > ")
        terminal.type("highs\r")
        try terminal.waitFor("unknown command 'highs'")
        terminal.type("\u{04}")
        #expect(try terminal.waitForExit() == 0)
    }
}
