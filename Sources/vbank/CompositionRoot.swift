import BankData
import BankDomain
import BankScenes
import Foundation
import Logging
import Vipera
import ViperaREPL

/// Builds vbank from its command line: the clock, the database and its stores, and the REPL with
/// the home scene at its root. Transcripts get a fresh in-memory bank each, a fixed clock and UTC,
/// so they read the same on every machine.
@MainActor
struct CompositionRoot {
    // MARK: - Constants

    /// Where each scene's commands work, from the catalogue of the scenes' declarations.
    private static let directory = CommandDirectory(loading: { BankSceneCatalog.entries })

    // MARK: - Properties

    let command: VBankCommand
    let environment: [String: String]

    // MARK: - Running

    /// Runs the app and returns the process's exit status.
    func run() async -> Int32 {
        if command.repl.isTranscriptRun {
            return await runTranscripts()
        }
        let clock = location.clock()
        let logger = Diagnostics.logger(label: VBankCommand.storageLogLabel, level: command.repl.logLevel)
        switch serverRun() {
        case .success(let server?): return await server.run(clock: clock, logger: logger)
        case .success(nil): break
        case .failure(let error): return report(ErrorViewModel(error))
        }
        let bank: OpenedBank
        do {
            bank = try open(clock: clock, logger: logger)
        } catch let failure as BankLocation.Failure {
            return report(ErrorViewModel(message: failure.message, hint: failure.hint))
        } catch {
            return report(ErrorViewModel(error))
        }
        let usesColour = bank.database.savedSettings()?.usesColour ?? true
        let connection = BankDatabase.connection(
            to: bank, clock: clock, writesFiles: !command.repl.isDryRun, logger: logger)
        let stores = connection.stores
        let launcher = REPLLauncher(
            appName: VBankCommand.appName, options: command.repl, directory: Self.directory, environment: environment)
        let status = await launcher.run(
            commandWillRun: connection.commandWillRun, notices: BankNotices.board(),
            noticeSources: { [BankNotices.source(connection.changeFeed(), settings: stores.settings, clock: clock)] }
        ) { console, navigator in
            if !usesColour {
                console.colorPreference = .never
            }
            if let fault = bank.readOnlyBecause {
                console.render(Notice(.warning, Strings.readingOnly(fault)), to: .error)
            }
            if bank.wasCreated, let file = bank.file {
                let note = command.repl.isDryRun ? Strings.checkingNewBank(file) : Strings.createdBank(file)
                console.render(Notice(.info, note), to: .error)
            }
            announceFixedClock(on: console)
            return BankSceneFactory(
                stores: stores, clock: clock, timeZone: .current, console: console, navigator: navigator,
                isDryRun: command.repl.isDryRun, rulesFolder: RulesFolder.path(environment: environment),
                asksBeforeImporting: isPersonAtTerminal
            )
            .makeHome()
        }
        return status.rawValue
    }

    // MARK: - Private

    /// Whether a person types the commands at a terminal, rather than a script, `-c` or a pipe.
    var isPersonAtTerminal: Bool {
        command.repl.script == nil && command.repl.commands == nil && isatty(STDIN_FILENO) == 1
            && isatty(STDOUT_FILENO) == 1
    }

    /// Says at a terminal that the clock is stopped; scripts and transcripts stop it on purpose.
    func announceFixedClock(on console: any Console) {
        guard let notice = location.fixedClockNotice(), isPersonAtTerminal else { return }
        console.render(Notice(.warning, notice), to: .error)
    }

    /// Checks or records transcripts, each on a fresh demo bank whose stores fail where the
    /// transcript's `#@fail` lines say.
    private func runTranscripts() async -> Int32 {
        let clock = FixedClock(now: location.fixedMoment() ?? VBankCommand.transcriptMoment)
        let timeZone = TimeZone(identifier: "UTC") ?? .current
        switch serverRun() {
        case .success(let server?): return await server.runTranscripts(clock: clock, timeZone: timeZone)
        case .success(nil): break
        case .failure(let error): return report(ErrorViewModel(error))
        }
        let status = await REPLLauncher(
            appName: VBankCommand.appName, options: command.repl, directory: Self.directory, environment: environment
        )
        .run {
            console, navigator in
            let database = try BankDatabase.open(path: BankDatabase.inMemoryPath, clock: clock)
            let stores = BankDatabase.stores(for: database, clock: clock)
            return BankSceneFactory(
                stores: FaultInjector.current.map { FaultInjectingStores.wrap(stores, with: $0) } ?? stores,
                clock: clock, timeZone: timeZone, console: console, navigator: navigator,
                requestKeys: .transcript()
            )
            .makeHome()
        }
        return status.rawValue
    }

    /// The run on a server, when `--db` or `VBANK_DATABASE_URL` names one.
    private func serverRun() -> Result<ServerBankRun?, BankError> {
        Result { () throws(BankError) in
            try location.serverAddress().map {
                ServerBankRun(address: $0, command: command, environment: environment, directory: Self.directory)
            }
        }
    }

    private var location: BankLocation {
        BankLocation(db: command.db, now: command.now, environment: environment)
    }

    /// The bank for the session: a copy in memory for a dry run, which writes nothing; otherwise
    /// the file, or a copy the session only reads when the file cannot be written.
    private func open(clock: any BankClock, logger: Logger) throws -> OpenedBank {
        let isDryRun = command.repl.isDryRun
        let path = try location.sessionPath(creatingFolder: !isDryRun, makesDemo: command.demo)
        guard isDryRun else { return try BankDatabase.openForSession(path: path, clock: clock, logger: logger) }
        let copy = try BankDatabase.openCopy(of: path, clock: clock, logger: logger)
        // A dry run makes no file: a path with none yet is checked against a demo bank in memory.
        return OpenedBank(
            database: copy, file: BankDatabase.file(at: path), wasCreated: !FileManager.default.fileExists(atPath: path)
        )
    }

    private func report(_ error: ErrorViewModel) -> Int32 {
        let console = StandardConsole(colorPreference: command.repl.noColor ? .never : .automatic)
        console.reportError(error)
        console.flush()
        return ExitStatus.commandFailed.rawValue
    }
}
