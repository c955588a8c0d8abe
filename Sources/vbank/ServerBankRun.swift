import BankData
import BankDomain
import BankPostgres
import BankScenes
import Foundation
import Logging
import Vipera
import ViperaREPL

/// Runs vbank on a bank kept on a PostgreSQL server: the same scenes over the server's stores.
@MainActor
struct ServerBankRun {
    // MARK: - Properties

    let address: PostgresAddress
    let command: VBankCommand
    let environment: [String: String]
    let directory: CommandDirectory

    // MARK: - Running

    /// Runs the session and returns the process's exit status.
    func run(clock: any BankClock, logger: Logger) async -> Int32 {
        if command.repl.isDryRun {
            return report(ErrorViewModel(message: Strings.dryRunOnServer, hint: Strings.dryRunOnServerHint))
        }
        let bank: PostgresBank
        do {
            bank = try PostgresBank.open(address, clock: clock, environment: environment, logger: logger)
        } catch {
            return report(ErrorViewModel(error))
        }
        let usesColour = (try? await bank.stores.settings.settings().usesColour) ?? true
        let launcher = REPLLauncher(
            appName: VBankCommand.appName, options: command.repl, directory: directory, environment: environment)
        let status = await launcher.run(
            commandWillRun: bank.commandWillRun, notices: BankNotices.board(),
            noticeSources: { [BankNotices.source(bank.changeFeed(), settings: bank.stores.settings, clock: clock)] }
        ) { console, navigator in
            if !usesColour {
                console.colorPreference = .never
            }
            if bank.wasCreated {
                console.render(Notice(.info, Strings.createdServerBank(address.text)), to: .error)
            }
            CompositionRoot(command: command, environment: environment).announceFixedClock(on: console)
            return BankSceneFactory(
                stores: bank.stores, clock: clock, timeZone: .current, console: console, navigator: navigator,
                rulesFolder: RulesFolder.path(environment: environment),
                asksBeforeImporting: CompositionRoot(command: command, environment: environment).isPersonAtTerminal
            )
            .makeHome()
        }
        return status.rawValue
    }

    /// Checks or records transcripts, each on a fresh demo bank in a schema of its own on the
    /// server, dropped when the run ends: the user's bank in the same database is not touched.
    func runTranscripts(clock: any BankClock, timeZone: TimeZone) async -> Int32 {
        var banks: [PostgresBank] = []
        let status = await REPLLauncher(
            appName: VBankCommand.appName, options: command.repl, directory: directory, environment: environment
        )
        .run { console, navigator in
            let schema =
                "vbank_transcript_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            let bank = try PostgresBank.open(
                address, clock: clock, timeZone: timeZone, environment: environment, schema: schema)
            banks.append(bank)
            return BankSceneFactory(
                stores: FaultInjector.current.map { FaultInjectingStores.wrap(bank.stores, with: $0) }
                    ?? bank.stores,
                clock: clock, timeZone: timeZone, console: console, navigator: navigator,
                requestKeys: .transcript()
            )
            .makeHome()
        }
        banks.forEach { $0.discardSchema() }
        return status.rawValue
    }

    // MARK: - Private

    private func report(_ error: ErrorViewModel) -> Int32 {
        let console = StandardConsole(colorPreference: command.repl.noColor ? .never : .automatic)
        console.reportError(error)
        console.flush()
        return ExitStatus.commandFailed.rawValue
    }
}
