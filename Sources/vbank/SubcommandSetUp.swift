import Logging
import Vipera
import ViperaREPL

/// What the subcommands that report once and exit (init, copy, backup, restore, verify) start
/// from: a console as vbank's options ask, where the bank is, and the storage's diagnostics.
extension VBankCommand {
    /// A console for a subcommand's report: colour and output format as the options say.
    @MainActor
    func reportConsole() -> StandardConsole {
        let console = StandardConsole(colorPreference: repl.noColor ? .never : .automatic)
        console.outputFormat = repl.output
        return console
    }

    /// Where `--db` and `--now` (or the environment) put the bank, and its clock.
    func bankLocation(environment: [String: String]) -> BankLocation {
        BankLocation(db: db, now: now, environment: environment)
    }

    /// The storage's diagnostics, at `--log-level`.
    func storageLogger() -> Logger {
        Diagnostics.logger(label: Self.storageLogLabel, level: repl.logLevel)
    }
}
