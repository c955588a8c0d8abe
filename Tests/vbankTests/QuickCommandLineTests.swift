import ArgumentParser
import Foundation
import PropertyBased
import Testing

@testable import vbank

/// The command lines vbank reads by hand read exactly as ArgumentParser reads them, and every
/// other one is left to ArgumentParser.
@Suite("vbank's command line read by hand")
struct QuickCommandLineTests {
    // MARK: - Fixtures

    /// Each option and flag of vbank's command with values it takes; nil for a flag.
    private static let wellFormed: [(name: String, values: [String?])] = [
        ("--db", ["bank.sqlite", ":memory:", "postgresql://host/bank", "a b"]),
        ("--now", ["2026-01-15T10:00:00Z", "2025-06-30T23:59:59+02:00", "yesterday"]),
        ("--demo", [nil]), ("--script", ["run.vbank"]), ("-c", ["accounts; open 1", "where"]),
        ("--at", ["accounts", "accounts; open Everyday"]), ("--check", [nil]), ("--echo", [nil]),
        ("--stop-on-error", [nil]), ("--no-init", [nil]), ("--notices", [nil]), ("--no-color", [nil]),
        ("--no-pager", [nil]), ("--accessible", [nil]), ("--output", ["json", "text", "xml"]),
        ("--history-size", ["0", "12", "+7", "many"]), ("--log-level", ["debug", "critical", "loud"]),
        ("--record", ["out.transcript"]),
    ]

    /// Words a command line may hold, well formed or not.
    private static let words: [String] =
        wellFormed.map(\.name) + wellFormed.flatMap { $0.values.compactMap { $0 } } + [
            "--check-transcript", "--version", "--help", "-h", "--bogus", "-x", "--", "-", "verify", "help", "-cwhere",
            "", "-1", "--db=bank.sqlite", "--output=json", "--output=", "--echo=1", "--history-size=-2",
            "--now=2026-01-15T10:00:00Z", "--log-level=info", "--db==x", "=", "--=x",
        ]

    /// Every field of the command, as text, so that two readings compare whole.
    private static func fields(_ command: VBankCommand) -> [String] {
        let repl = command.repl
        let flags = [
            repl.isDryRun, repl.echo, repl.stopOnError, repl.skipsStartupFile, repl.showsNotices, repl.noColor,
            repl.noPager, repl.accessible, command.demo,
        ]
        return [command.db, command.now, repl.script, repl.commands, repl.at, repl.record].map { $0 ?? "nil" }
            + flags.map(String.init) + [repl.output.rawValue, String(repl.historySize)]
            + [repl.logLevel?.rawValue ?? "nil", repl.checkTranscripts.joined(separator: ",")]
    }

    /// ArgumentParser's reading: the command, or nil for an error, help or a subcommand.
    private static func parsed(_ arguments: [String]) -> VBankCommand? {
        (try? VBankCommand.parseAsRoot(arguments)) as? VBankCommand
    }

    /// Lines of the options above, each at most once, with values each takes or refuses, given
    /// as `--name value` or `--name=value`.
    private static let wellFormedLines = Gen.int(in: 0...Int.max).array(of: 0...6).map { picks in
        var names: Set<String> = []
        return picks.flatMap { pick -> [String] in
            let option = wellFormed[pick % wellFormed.count]
            guard names.insert(option.name).inserted else { return [] }
            guard let value = option.values[(pick / 7) % option.values.count] else { return [option.name] }
            return option.name.hasPrefix("--") && pick % 2 == 0 ? [option.name + "=" + value] : [option.name, value]
        }
    }

    // MARK: - Tests

    @Test func aWellFormedLine_isReadByHand_exactlyWhenArgumentParserTakesIt_andTheSame() async {
        await propertyCheck(count: 800, input: Self.wellFormedLines) { arguments in
            // When both read it
            let quick = QuickCommandLine.command(from: arguments)
            let full = Self.parsed(arguments)

            // Then both take it or both leave it, and what they take is the same
            #expect((quick == nil) == (full == nil), "\(arguments)")
            if let quick, let full {
                #expect(Self.fields(quick) == Self.fields(full), "\(arguments)")
            }
        }
    }

    @Test func anyLine_readByHand_readsAsArgumentParserReadsIt() async {
        let lines = Gen.int(in: 0...(Self.words.count - 1)).map { Self.words[$0] }.array(of: 0...7)
        await propertyCheck(count: 3_000, input: lines) { arguments in
            // When the hand reads it
            guard let quick = QuickCommandLine.command(from: arguments) else { return }

            // Then ArgumentParser takes it too, the same
            let full = Self.parsed(arguments)
            #expect(full != nil, "\(arguments)")
            if let full {
                #expect(Self.fields(full) == Self.fields(quick), "\(arguments)")
            }
        }
    }

    @Test func everyOptionArgumentParserKnows_isReadByHand_butHelpVersionAndTranscriptChecks() throws {
        // Given every name of vbank's command as ArgumentParser describes it
        let names = try Self.describedNames()
        let leftToArgumentParser: Set = ["--help", "-h", "--version", "--check-transcript"]
        let values = [
            "--output": "json", "--history-size": "3", "--log-level": "info", "--now": "2026-01-15T10:00:00Z",
        ]

        // When each is given alone
        for (name, takesValue) in names where !leftToArgumentParser.contains(name) {
            let arguments = takesValue ? [name, values[name] ?? "x"] : [name]

            // Then the hand reads it
            #expect(QuickCommandLine.command(from: arguments) != nil, "\(arguments)")
        }
        #expect(names.count > leftToArgumentParser.count + 15)
    }

    @Test(arguments: [
        ["--help"], ["--version"], ["help"], ["verify"], ["--db"], ["--db", "-c"], ["--demo", "--demo"],
        ["--db", "a", "--db", "b"], ["--echo=yes"], ["--output", "xml"], ["-c", "a", "--script", "b"],
        ["--history-size", "-1"], ["--record", "x", "--db", "bank.sqlite"], ["--check-transcript", "a"],
    ])
    func aLineTheHandIsNotSureOf_isLeftToArgumentParser(arguments: [String]) {
        #expect(QuickCommandLine.command(from: arguments) == nil)
    }

    // MARK: - Private

    /// Each option and flag name ArgumentParser knows for vbank's command, and whether it takes
    /// a value.
    private static func describedNames() throws -> [(String, Bool)] {
        let dump = try JSONSerialization.jsonObject(with: Data(VBankCommand._dumpHelp().utf8))
        let command = (dump as? [String: Any])?["command"] as? [String: Any]
        let arguments = command?["arguments"] as? [[String: Any]] ?? []
        return arguments.flatMap { argument -> [(String, Bool)] in
            let takesValue = argument["kind"] as? String == "option"
            let names = argument["names"] as? [[String: Any]] ?? []
            return names.compactMap { name in
                guard let text = name["name"] as? String, let kind = name["kind"] as? String else { return nil }
                return (kind == "short" ? "-" + text : "--" + text, takesValue)
            }
        }
    }
}
