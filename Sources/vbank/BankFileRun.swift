import BankData
import BankScenes
import Foundation
import Vipera
import ViperaREPL

/// Runs `vbank backup`, `restore` or `verify`: one of the settings scene's commands on the bank
/// file, without a session, and the exit status it comes to (1 when it reported an error).
@MainActor
struct BankFileRun {
    // MARK: - Properties

    let command: any BankFileCommand
    let environment: [String: String]

    // MARK: - Running

    /// Runs the command and returns the process's exit status.
    func run() async -> Int32 {
        let options = command.parent
        let console = StandardConsole(colorPreference: options.repl.noColor ? .never : .automatic)
        console.outputFormat = options.repl.output
        defer { console.flush() }
        let location = BankLocation(db: options.db, now: options.now, environment: environment)
        let path: String
        do {
            path = try location.databasePath(creatingFolder: command.writesBank)
        } catch {
            console.reportError(ErrorViewModel(message: error.message, hint: error.hint))
            return ExitStatus.commandFailed.rawValue
        }
        let clock = location.clock()
        let logger = Diagnostics.logger(label: VBankCommand.storageLogLabel, level: options.repl.logLevel)
        let stores = BankDatabase.maintenanceStores(path: path, clock: clock, logger: logger)
        let navigator = Navigator()
        let factory = BankSceneFactory(
            stores: stores, clock: clock, timeZone: .current, console: console, navigator: navigator)
        await factory.runSettingsCommand(command.settingsCommand)
        return console.reportedErrorCount > 0 ? ExitStatus.commandFailed.rawValue : ExitStatus.success.rawValue
    }
}
