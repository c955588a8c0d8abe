import Foundation
import Testing

/// The demo executable with standard input from a pipe or a file: no prompt, no colour, errors
/// as `FILE:LINE: error:`, exit status 1 when a command failed.
@Suite("Piped demo executable", .serialized)
struct PipedDemoTests {
    private let directory: String

    init() throws {
        directory = try DemoExecutable.temporaryDirectory()
    }

    @Test func helpAndQuit_printHelpAndExitZero() throws {
        let run = try DemoExecutable.run(input: "help\nquit\n", stateDirectory: directory)

        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("Commands in Todos\n  list [--all]"))
        #expect(run.output.contains("  source FILE         Run the commands in a script file\n"))
        #expect(!run.output.contains("\u{1B}["))
        #expect(!run.output.contains(" > "))
    }

    @Test func failingLines_areReportedWithStdinLineNumbersAndExitOne() throws {
        let run = try DemoExecutable.run(input: "where\n\n# comment\nopne 1\nopen 1\n", stateDirectory: directory)

        #expect(run.status == 1)
        #expect(
            run.errors
                == "<stdin>:4:1: error: unknown command 'opne'\nopne 1\n^~~~\n"
                + "  Did you mean 'open'? Type 'help' to see the commands.\n"
        )
        #expect(run.output.hasSuffix("Title:    Water the plants\nPriority: normal\nStatus:   open\n"))
    }

    @Test func lastLineWithoutNewline_stillRuns() throws {
        let run = try DemoExecutable.run(input: "open 1\nwhere", stateDirectory: directory)

        #expect(run.status == 0)
        #expect(run.output.hasSuffix("2  TodoDetail  Water the plants\n"))
    }

    @Test func invalidUTF8_isAnErrorForThatLineOnly() throws {
        let input = Array("open 1\n".utf8) + [0xFF, 0xFE, 0x0A] + Array("where\n".utf8)

        let run = try DemoExecutable.run(input: input, stateDirectory: directory)

        #expect(run.status == 1)
        #expect(
            run.errors == "<stdin>:2: error: the line is not valid UTF-8; it was skipped\n  Save the script as UTF-8.\n"
        )
        #expect(run.output.hasSuffix("2  TodoDetail  Water the plants\n"))
    }

    @Test func echo_writesEachCommandBeforeItsOutput() throws {
        let run = try DemoExecutable.run(["--echo"], input: "open 1\nquit\n", stateDirectory: directory)

        #expect(run.output.contains("> open 1\nTitle:    Water the plants\n"))
        #expect(run.output.hasSuffix("> quit\n"))
    }

    @Test func script_reportsErrorsWithItsPathAndStopsOnErrorWhenAsked() throws {
        let script = directory + "/script.txt"
        try "open 1\nbogus\nback\n".write(toFile: script, atomically: true, encoding: .utf8)

        let keepGoing = try DemoExecutable.run(["--script", script], stateDirectory: directory)
        let stopping = try DemoExecutable.run(["--script", script, "--stop-on-error"], stateDirectory: directory)

        #expect(keepGoing.status == 1)
        #expect(keepGoing.errors.hasPrefix("\(script):2:1: error: unknown command 'bogus'\nbogus\n^~~~~\n"))
        #expect(keepGoing.output.hasSuffix("3  Buy milk                normal    open\n"))
        #expect(stopping.status == 1)
        #expect(stopping.output.hasSuffix("Status:   open\n"))
    }

    @Test func commandsOption_runsEachCommandSeparatedBySemicolons() throws {
        let run = try DemoExecutable.run(["-c", "open 2; rename \"Fly; then rest\"; bogus"], stateDirectory: directory)

        #expect(run.status == 1)
        #expect(run.output.contains("Updated \"Fly; then rest\".\n"))
        #expect(run.errors.hasPrefix("<command-line>:3:1: error: unknown command 'bogus'\nbogus\n^~~~~\n"))
    }

    @Test func sourceCommand_runsAScriptFromThePipe() throws {
        let script = directory + "/inner.txt"
        try "open 2\nwhere\n".write(toFile: script, atomically: true, encoding: .utf8)

        let run = try DemoExecutable.run(
            input: "source \(script)\nsource \(directory)/missing.txt\n", stateDirectory: directory)

        #expect(run.status == 1)
        #expect(run.output.hasSuffix("2  TodoDetail  Book flights to Lisbon\n"))
        #expect(run.errors.hasPrefix("<stdin>:2: error: cannot read script '\(directory)/missing.txt': No such file"))
    }

    @Test(arguments: [["--bogus"], ["--script", "a", "-c", "b"], ["--history-size", "x"]])
    func badFlags_exitTwoWithUsage(arguments: [String]) throws {
        let run = try DemoExecutable.run(arguments, stateDirectory: directory)

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("Usage: vipera-demo"))
    }

    @Test func unreadableScript_exitsTwoWithAClearError() throws {
        let run = try DemoExecutable.run(["--script", directory + "/none.txt"], stateDirectory: directory)

        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("error: cannot read script '\(directory)/none.txt': No such file or directory\n"))
    }

    @Test func pipedSessions_writeNoHistory() throws {
        _ = try DemoExecutable.run(input: "open 1\n", stateDirectory: directory)

        #expect(!FileManager.default.fileExists(atPath: directory + "/vipera-demo/history"))
    }

    @Test func readerClosingEarly_endsTheProgramWithoutASignal() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c", "yes help | head -n 3000 | \"$0\" | head -n 1 > /dev/null; echo \"${PIPESTATUS[2]}\"",
            DemoExecutable.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(text == "0\n")
    }
}
