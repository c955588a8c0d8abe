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
        #expect(run.output.contains("  source FILE               Run the commands in a script file\n"))
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

@Suite("Power users, piped")
struct PipedPowerUserTests {
    private let directory: String

    init() throws {
        directory = try DemoExecutable.temporaryDirectory()
    }

    @Test func pipedRuns_neverReadTheStartupFile() throws {
        try DemoExecutable.writeStartupFile("alias highs = list\n", stateDirectory: directory)

        let run = try DemoExecutable.run(input: "highs\n", stateDirectory: directory)

        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("<stdin>:1:1: error: unknown command 'highs'"))
    }

    @Test func aliasesFiltersAndRedirection_workPiped_andWriteNothingExtraToTheScreen() throws {
        let script = """
            alias highs = list --all | include $1
            highs high | count
            list > \(directory)/list.txt
            list | begin ^2 | head 1 >> \(directory)/list.txt
            """

        let run = try DemoExecutable.run(input: script + "\n", stateDirectory: directory)

        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasSuffix("Buy milk                normal    open\n1\n"))
        let written = try String(contentsOfFile: directory + "/list.txt", encoding: .utf8)
        #expect(written.hasPrefix("Todos\n3 open, 1 done\n"))
        #expect(
            written.hasSuffix("3  Buy milk                normal    open\n2  Book flights to Lisbon  high      open\n"))
    }

    @Test func aFolderThatCannotBeWritten_isAClearError_andLeavesNothingBehind() throws {
        // Given a folder the user may not write: as root, the test runs the demo as 'nobody',
        // because root may write anywhere
        let locked = directory + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
        let isRoot = getuid() == 0
        try #require(!isRoot || FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser"))

        // When output is sent into it
        let process = Process()
        process.executableURL = URL(fileURLWithPath: isRoot ? "/usr/sbin/runuser" : DemoExecutable.path)
        process.arguments =
            (isRoot ? ["-u", "nobody", "--", DemoExecutable.path] : []) + ["-c", "list > \(locked)/x.txt"]
        process.environment = ["HOME": directory, "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // Then it fails with the system's reason, pointing at the path, and nothing is written
        #expect(process.terminationStatus == 1)
        #expect(text.contains("error: cannot write to '\(locked)/x.txt': Permission denied"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
    }
}
