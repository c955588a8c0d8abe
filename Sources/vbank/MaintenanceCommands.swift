import ArgumentParser
import BankData
import BankScenes

/// A command that runs one of the settings scene's commands on a bank file, without a session.
///
/// The bank is vbank's own: `--db`, `--now`, `--output`, `--no-color` and `--log-level` are vbank's
/// options, given before or after the command's name.
protocol BankFileCommand: ParsableCommand {
    /// vbank's options: which bank, and how to report.
    var parent: VBankCommand { get }
    /// What to run.
    var settingsCommand: SettingsCommand { get }
    /// Whether the command writes the bank: a restore.
    var writesBank: Bool { get }
}

extension BankFileCommand {
    /// Refuses a bank in memory, which has no file to back up, restore or check.
    func validate() throws {
        if parent.db == SQLiteBank.inMemoryPath {
            throw ValidationError("backup, restore and verify work on a bank file, not on :memory:.")
        }
    }
}

/// `vbank verify`.
struct VerifyCommand: BankFileCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check the bank: SQLite's integrity check, its version, and that every balance equals its ledger.",
        discussion: """
            Exits with 0 when the bank is sound and 1 when something is wrong. The file is only read. \
            --db PATH chooses the bank, before or after 'verify'.
            """
    )

    @ParentCommand var parent: VBankCommand

    var settingsCommand: SettingsCommand { .verify }
    var writesBank: Bool { false }
}

/// `vbank backup FILE`.
struct BackupCommand: BankFileCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write a consistent copy of the bank to a new file (mode 0600), then check the copy.",
        discussion: """
            Other sessions may go on using the bank meanwhile. FILE must not exist yet, unless \
            --replace is given; a link, a device or the bank itself is always refused. \
            --db PATH chooses the bank, before or after 'backup'.
            """
    )

    @Argument(help: ArgumentHelp("The new file.", valueName: "FILE"))
    var file: String

    @Flag(help: "Write over FILE if it exists (never the bank itself).")
    var replace = false

    @ParentCommand var parent: VBankCommand

    var settingsCommand: SettingsCommand { .backup(path: file, replacing: replace) }
    var writesBank: Bool { false }
}

/// `vbank restore FILE`.
struct RestoreCommand: BankFileCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the bank with a backup, once the backup passes its check.",
        discussion: """
            Checks FILE first (integrity, version, balances against the ledger) and changes nothing if it \
            does not pass. The bank as it was is kept beside it, as BANK.before-restore-TIME. \
            --db PATH chooses the bank, before or after 'restore'.
            """
    )

    @Argument(help: ArgumentHelp("A backup that 'vbank backup' wrote.", valueName: "FILE"))
    var file: String

    @ParentCommand var parent: VBankCommand

    var settingsCommand: SettingsCommand { .restore(path: file, isConfirmed: true) }
    var writesBank: Bool { true }
}
