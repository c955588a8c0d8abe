import ArgumentParser
import BankPostgres
import Foundation
import ViperaREPL

/// `vbank`: the reference banking app. Runs the REPL at a terminal and scripts anywhere else.
struct VBankCommand: ParsableCommand {
    static let appName = "vbank"
    /// The label of the storage's diagnostics (`--log-level debug`).
    static let storageLogLabel = "vbank.storage"

    /// The moment transcripts run at unless `--now` says otherwise: 15 January 2026, 10:00 UTC.
    static let transcriptMoment = Date(timeIntervalSince1970: 1_768_471_200)

    /// vbank's version, in one place: `vbank --version` prints it and `vbank --help` shows it. It is
    /// the package's latest release in CHANGELOG.md, which a test holds it to.
    static let version = "0.4.0"

    static let configuration = CommandConfiguration(
        commandName: appName,
        abstract: "A bank in the terminal, built on Vipera. Version \(version).",
        discussion: """
            Opens the bank in $XDG_DATA_HOME/vbank/bank.sqlite (by default ~/.local/share/vbank), creating it \
            with demo data on first use ('vbank init' makes an empty one instead). A --db PATH with no bank is \
            refused, unless --demo asks for a new demo bank there. Type 'help' in the app to see its commands. \
            'vbank backup FILE', \
            'vbank restore FILE' and 'vbank verify' keep the bank safe; 'vbank copy --to postgresql://…' moves \
            a bank file to a server, where people can share it; 'vbank import FILE --account NAME' and \
            'vbank export FILE --account NAME' read and write statements from the shell.
            """,
        version: "\(appName) \(version)",
        subcommands: [
            InitCommand.self, CopyCommand.self, ScenesCommand.self, BackupCommand.self, RestoreCommand.self,
            VerifyCommand.self, ImportCommand.self, ExportCommand.self,
        ]
    )

    @OptionGroup var repl: REPLOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The database file, :memory: for a throw-away bank, or a postgresql:// address (also VBANK_DATABASE_URL).",
            valueName: "PATH")
    )
    var db: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Stop the clock at this moment, such as 2026-01-15T10:00:00Z (also VBANK_NOW).", valueName: "TIME")
    )
    var now: String?

    @Flag(help: "Make a new bank with demo data at --db PATH when there is none there yet.")
    var demo = false

    func validate() throws {
        if let db, repl.isTranscriptRun, !PostgresAddress.isServerAddress(db) {
            throw ValidationError(
                "--check-transcript and --record use a fresh in-memory bank, or a fresh schema on a server; "
                    + "drop --db, or give a postgresql:// address.")
        }
        if let now, Self.moment(now) == nil {
            throw ValidationError("--now must be an ISO 8601 moment such as 2026-01-15T10:00:00Z, not '\(now)'.")
        }
        // The variable stands in for --now, so it is held to the same rule rather than ignored.
        // getenv, not ProcessInfo's environment: that builds a dictionary of every variable, and
        // main builds it once already.
        if now == nil,
            let variable = Self.fixedMomentVariable(getenv(Self.fixedMomentName).map { String(cString: $0) }),
            Self.moment(variable) == nil
        {
            throw ValidationError(
                "VBANK_NOW must be an ISO 8601 moment such as 2026-01-15T10:00:00Z, not '\(variable)'; "
                    + "unset it for the system's clock.")
        }
    }

    /// The variable that stands in for `--now`.
    static let fixedMomentName = "VBANK_NOW"

    /// The value of `VBANK_NOW`, unless it is unset or empty.
    static func fixedMomentVariable(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Reads an ISO 8601 moment with a time zone.
    static func moment(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }
}

/// `vbank scenes`: the catalogue of scenes that scenes.md holds.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "Print the catalogue of vbank's scenes, as scenes.md holds it."
    )

    @Flag(help: "Write Markdown (the only format; accepted for clarity in scripts).")
    var markdown = false
}
