import ArgumentParser
import Testing

@testable import ViperaREPL

private struct TestApp: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test-app")

    @OptionGroup var repl: REPLOptions
}

private struct AppWithSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tool", abstract: "The whole tool.", version: "tool 1.2.3", subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write the data out.")

        @Argument(help: "Where to.") var file: String
    }
}

@Suite("Command line")
struct CommandLineInvocationTests {
    @Test func options_parseIntoTheSharedGroup() throws {
        guard
            case .run(let app as TestApp) = CommandLineInvocation<TestApp>.parse([
                "--script", "s.txt", "--echo", "--stop-on-error", "--no-color", "--history-size", "50", "--log-level",
                "debug",
            ])
        else {
            Issue.record("expected to run")
            return
        }

        #expect(app.repl.script == "s.txt")
        #expect(app.repl.echo && app.repl.stopOnError && app.repl.noColor)
        #expect(app.repl.historySize == 50)
        #expect(app.repl.logLevel == .debug)
    }

    @Test func defaults_readStandardInputWithAThousandEntryHistory() throws {
        guard case .run(let app as TestApp) = CommandLineInvocation<TestApp>.parse([]) else {
            Issue.record("expected to run")
            return
        }

        #expect(app.repl.script == nil && app.repl.commands == nil)
        #expect(app.repl.historySize == 1_000)
    }

    @Test(arguments: [
        ["--bogus"], ["--script", "a", "-c", "help"], ["--history-size", "-1"], ["--log-level", "loud"],
        ["--check-transcript", "a", "--script", "s"], ["--check-transcript", "a", "--record", "b"],
        ["--record", "b", "--echo"],
    ])
    func badArguments_exitWithStatusTwoAndUsageOnStandardError(arguments: [String]) {
        guard case .exit(let status, let message, let isError) = CommandLineInvocation<TestApp>.parse(arguments) else {
            Issue.record("expected to exit")
            return
        }

        #expect(status == .usage)
        #expect(isError)
        #expect(message.contains("Usage: test-app"))
    }

    @Test func transcriptOptions_takeSeveralFilesToCheck_orOneToRecord() {
        guard
            case .run(let checking as TestApp) = CommandLineInvocation<TestApp>.parse([
                "--check-transcript", "a.transcript", "b.transcript", "--no-color",
            ]),
            case .run(let recording as TestApp) = CommandLineInvocation<TestApp>.parse([
                "--record", "new.transcript", "--script", "s.txt",
            ]),
            case .run(let plain as TestApp) = CommandLineInvocation<TestApp>.parse([])
        else {
            Issue.record("expected to run")
            return
        }

        #expect(checking.repl.checkTranscripts == ["a.transcript", "b.transcript"])
        #expect(checking.repl.noColor && checking.repl.isTranscriptRun)
        #expect(recording.repl.record == "new.transcript" && recording.repl.isTranscriptRun)
        #expect(!plain.repl.isTranscriptRun)
    }

    @Test func help_exitsWithSuccessOnStandardOutput() {
        guard case .exit(let status, let message, let isError) = CommandLineInvocation<TestApp>.parse(["--help"]) else {
            Issue.record("expected to exit")
            return
        }

        #expect(status == .success)
        #expect(!isError)
        #expect(message.contains("--stop-on-error"))
    }

    @Test func aNegativeHistorySize_isReadAsANumber_andRefusedAsNegative() {
        guard case .exit(_, let message, _) = CommandLineInvocation<TestApp>.parse(["--history-size", "-1"]) else {
            Issue.record("expected to exit")
            return
        }

        #expect(message.contains("--history-size cannot be negative."))
    }

    @Test(arguments: [["export", "--help"], ["help", "export"], ["export", "-h"]])
    func aSubcommandsHelp_isItsOwn(arguments: [String]) {
        guard
            case .exit(let status, let message, let isError) = CommandLineInvocation<AppWithSubcommand>.parse(arguments)
        else {
            Issue.record("expected to exit")
            return
        }

        #expect(status == .success && !isError)
        #expect(message.hasPrefix("OVERVIEW: Write the data out."))
        #expect(message.contains("USAGE: tool export <file>"))
    }

    @Test func helpForANameThatIsNoSubcommand_isAUsageError_thatNamesTheSubcommands() {
        guard
            case .exit(let status, let message, let isError) = CommandLineInvocation<AppWithSubcommand>.parse([
                "help", "exprot",
            ])
        else {
            Issue.record("expected to exit")
            return
        }

        #expect(status == .usage && isError)
        #expect(message.hasPrefix("Error: 'exprot' is not a subcommand; help knows 'export'."))
    }

    @Test func theVersion_isPrintedOnStandardOutput() {
        guard
            case .exit(let status, let message, let isError) = CommandLineInvocation<AppWithSubcommand>.parse([
                "--version"
            ])
        else {
            Issue.record("expected to exit")
            return
        }

        #expect(status == .success && !isError)
        #expect(message == "tool 1.2.3")
    }
}
