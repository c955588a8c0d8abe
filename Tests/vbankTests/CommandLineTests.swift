import Foundation
import Testing

/// vbank's command line as a user of C tools expects it: a version, each subcommand's own help,
/// variables held to the rules of the options they stand for, errors that name the right file,
/// and `-c` that writes only what its commands display.
@Suite("vbank's command line")
struct CommandLineTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    private func vbank(_ arguments: [String], environment: [String: String] = [:]) throws -> VBankExecutable.Run {
        try VBankExecutable.run(arguments, home: home, environment: environment)
    }

    // MARK: - Version and Help

    @Test func version_isPrinted_andTheHelpShowsTheSame() throws {
        let version = try vbank(["--version"])
        let help = try vbank(["--help"])

        #expect(version.status == 0 && version.errors.isEmpty)
        let printed = version.output.trimmingCharacters(in: .newlines)
        #expect(printed.wholeMatch(of: /vbank \d+\.\d+\.\d+/) != nil, "\(printed)")
        #expect(help.output.contains("Version \(printed.dropFirst("vbank ".count))."))
        #expect(help.output.contains("--version"))
    }

    @Test func version_isTheChangelogsLatestRelease() throws {
        // Given the releases the changelog lists, newest first
        let changelog = try String(contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: /## \[(\d+\.\d+\.\d+)\] - .+/).map { String($0.1) }
        }

        // When vbank is asked its version
        let version = try vbank(["--version"]).output.trimmingCharacters(in: .newlines)

        // Then it is the newest release's
        #expect(released.first.map { "vbank \($0)" } == version, "released: \(released)")
    }

    @Test(arguments: [
        (["restore", "--help"], "restore"), (["help", "backup"], "backup"), (["help", "restore"], "restore"),
        (["verify", "--help"], "verify"), (["backup", "-h"], "backup"),
    ])
    func eachSubcommand_hasItsOwnHelp(arguments: [String], subcommand: String) throws {
        let run = try vbank(arguments)

        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(run.output.contains("USAGE: vbank \(subcommand)"), "\(run.output)")
        #expect(!run.output.contains("A bank in the terminal"))
    }

    @Test func aSubcommandsError_sendsTheUserToItsHelp_whichIsThere() throws {
        let error = try vbank(["verify", "--bogus"])
        let help = try vbank(["verify", "--help"])

        #expect(error.status == 2)
        #expect(error.errors.contains("See 'vbank verify --help' for more information."))
        #expect(help.output.hasPrefix("OVERVIEW: Check the bank"))
    }

    // MARK: - Values

    @Test(arguments: [[], ["verify"]])
    func aMomentInVBANK_NOWThatIsNotOne_isRefusedAsTheOptionIs(arguments: [String]) throws {
        // When the variable holds what --now refuses
        let run = try vbank(
            arguments + ["--demo", "--db", home + "/bank.sqlite"], environment: ["VBANK_NOW": "garbage"])

        // Then it is refused the same way, and no bank is made
        #expect(run.status == 2)
        #expect(run.errors.contains("VBANK_NOW must be an ISO 8601 moment such as 2026-01-15T10:00:00Z, not 'garbage'"))
        #expect(!FileManager.default.fileExists(atPath: home + "/bank.sqlite"))
    }

    @Test func anEmptyVBANK_NOW_isTheSystemsClock() throws {
        let run = try vbank(["--demo", "--db", ":memory:", "-c", "quit"], environment: ["VBANK_NOW": ""])

        #expect(run.status == 0 && run.errors.isEmpty)
    }

    @Test func aNegativeHistorySize_isRefusedAsNegative_notAsMissing() throws {
        let run = try vbank(["--history-size", "-1"])

        #expect(run.status == 2)
        #expect(run.errors.contains("--history-size cannot be negative."))
        #expect(!run.errors.contains("Missing value"))
    }

    // MARK: - Folders

    @Test(arguments: ["verify", "backup", "restore"])
    func aBankThatIsAFolder_isSaidToBeOne_byEverySubcommand(subcommand: String) throws {
        // Given a folder given as the bank, and a backup to restore from
        let folder = home + "/adir"
        let backup = home + "/copy.sqlite"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if subcommand == "restore" {
            _ = try vbank(["--demo", "--db", home + "/bank.sqlite", "-c", "quit"])
            _ = try vbank(["--demo", "--db", home + "/bank.sqlite", "backup", backup])
        }

        // When
        let run = try vbank(["--demo", "--db", folder, subcommand] + (subcommand == "verify" ? [] : [backup]))

        // Then the folder is named, as a session names it, and nothing was written
        #expect(run.status == 1)
        #expect(
            run.errors.hasPrefix("error: '\(folder)' is a folder, not a file: vbank changed nothing\n"), "\(run.errors)"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(FileManager.default.fileExists(atPath: backup) == (subcommand == "restore"))
    }

    // MARK: - Commands From -c

    @Test func commandsFromTheCommandLine_writeOnlyWhatTheyDisplay() throws {
        // When
        let json = try vbank(["--demo", "--db", ":memory:", "--output", "json", "-c", "accounts"])
        let quit = try vbank(["--demo", "--db", ":memory:", "-c", "quit"])
        let linked = try vbank(["--demo", "--db", ":memory:", "--at", "accounts", "-c", "open 1"])
        let piped = try VBankExecutable.run(["--demo", "--db", ":memory:"], input: "quit\n", home: home)

        // Then one document, no Home screen, and the account alone; a script on standard input
        // still opens on Home
        #expect(json.status == 0)
        #expect(json.output.split(separator: "\n").count == 1)
        #expect(json.output.contains(#""scene":"Accounts""#), "\(json.output)")
        #expect(quit.status == 0 && quit.output.isEmpty)
        #expect(linked.output.hasPrefix("Everyday\n"), "\(linked.output)")
        #expect(!linked.output.contains("Accounts"))
        #expect(piped.output.hasPrefix("Home\n"))
    }
}
