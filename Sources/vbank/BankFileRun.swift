import BankData
import BankDomain
import BankPostgres
import BankScenes
import Foundation
import Logging
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
        let console = options.reportConsole()
        defer { console.flush() }
        let location = options.bankLocation(environment: environment)
        let clock = location.clock()
        let logger = options.storageLogger()
        let stores: BankStores
        do {
            stores = try self.stores(at: location, clock: clock, logger: logger)
        } catch {
            console.reportError(ErrorViewModel(error))
            return ExitStatus.commandFailed.rawValue
        }
        let navigator = Navigator()
        let factory = BankSceneFactory(
            stores: stores, clock: clock, timeZone: .current, console: console, navigator: navigator)
        let outcome = await factory.runSettingsCommand(command.settingsCommand)
        return outcome.isFailure ? ExitStatus.commandFailed.rawValue : ExitStatus.success.rawValue
    }

    // MARK: - Private

    /// The bank's stores: on its server, or over its file as it is.
    private func stores(at location: BankLocation, clock: any BankClock, logger: Logger) throws -> BankStores {
        if let address = try location.serverAddress() {
            return try PostgresBank.open(address, clock: clock, environment: environment, logger: logger).stores
        }
        let path = try location.databasePath(creatingFolder: command.writesBank)
        return SQLiteBank.maintenanceStores(path: path, clock: clock, logger: logger)
    }
}
