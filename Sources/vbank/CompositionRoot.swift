import BankData
import BankDomain
import BankScenes
import Foundation
import GRDB
import Vipera
import ViperaREPL

/// Builds vbank from its command line: the clock, the database and its stores, and the REPL with
/// the home scene at its root. Transcripts get a fresh in-memory bank each, a fixed clock and UTC,
/// so they read the same on every machine.
@MainActor
struct CompositionRoot {
    // MARK: - Nested Types

    /// Why vbank could not start.
    struct StartFailure: Error {
        let message: String
        let hint: String?
    }

    // MARK: - Constants

    /// Where each scene's commands work, from the catalogue of the scenes' declarations.
    private static let directory = CommandDirectory(BankSceneCatalog.entries)

    // MARK: - Properties

    let command: VBankCommand
    let environment: [String: String]

    // MARK: - Running

    /// Runs the app and returns the process's exit status.
    func run() async -> Int32 {
        if command.repl.isTranscriptRun {
            return await runTranscripts()
        }
        let clock = makeClock()
        let database: any DatabaseWriter
        do {
            database =
                command.repl.isDryRun
                ? try BankDatabase.openCopy(of: try databasePath(creatingFolder: false), clock: clock)
                : try BankDatabase.open(path: try databasePath(creatingFolder: true), clock: clock)
        } catch let failure as StartFailure {
            return report(ErrorViewModel(message: failure.message, hint: failure.hint))
        } catch {
            return report(ErrorViewModel(error))
        }
        let usesColour = Self.savedSettings(in: database)?.usesColour ?? true
        let connection = BankDatabase.connection(to: database, writesFiles: !command.repl.isDryRun)
        let stores = connection.stores
        let launcher = REPLLauncher(appName: VBankCommand.appName, options: command.repl, directory: Self.directory)
        let status = await launcher.run(commandWillRun: connection.commandWillRun) { console, navigator in
            if !usesColour {
                console.colorPreference = .never
            }
            return BankSceneFactory(
                stores: stores, clock: clock, timeZone: .current, console: console, navigator: navigator
            )
            .makeHome()
        }
        return status.rawValue
    }

    // MARK: - Private

    /// Checks or records transcripts, each on a fresh demo bank whose stores fail where the
    /// transcript's `#@fail` lines say.
    private func runTranscripts() async -> Int32 {
        let clock = FixedClock(now: fixedMoment() ?? VBankCommand.transcriptMoment)
        let timeZone = TimeZone(identifier: "UTC") ?? .current
        let status = await REPLLauncher(appName: VBankCommand.appName, options: command.repl, directory: Self.directory)
            .run {
                console, navigator in
                let database = try BankDatabase.open(path: BankDatabase.inMemoryPath, clock: clock)
                let stores = BankDatabase.stores(for: database)
                return BankSceneFactory(
                    stores: FaultInjector.current.map { FaultInjectingStores.wrap(stores, with: $0) } ?? stores,
                    clock: clock, timeZone: timeZone, console: console, navigator: navigator
                )
                .makeHome()
            }
        return status.rawValue
    }

    private func makeClock() -> any BankClock {
        guard let moment = fixedMoment() else { return SystemClock() }
        return FixedClock(now: moment)
    }

    /// `--now`, or `VBANK_NOW`.
    private func fixedMoment() -> Date? {
        (command.now ?? environment["VBANK_NOW"]).flatMap(VBankCommand.moment)
    }

    /// `--db`, or the default file, whose folder is created on first use unless a dry run
    /// asks for nothing to be written.
    private func databasePath(creatingFolder: Bool) throws -> String {
        if let path = command.db {
            return path
        }
        guard let path = BankDatabase.defaultPath(environment: environment) else {
            throw StartFailure(message: Strings.noDefaultDatabase, hint: Strings.noDefaultDatabaseHint)
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard creatingFolder else { return path }
        do {
            try FileManager.default.createDirectory(
                atPath: folder,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw StartFailure(message: Strings.cannotCreateFolder(folder, error.localizedDescription), hint: nil)
        }
        return path
    }

    /// The saved settings, read before the first prompt so the colour setting applies at once.
    private nonisolated static func savedSettings(in database: any DatabaseWriter) -> UserSettings? {
        try? database.read { db in try SQLiteSettingsStore.settings(in: db) }
    }

    private func report(_ error: ErrorViewModel) -> Int32 {
        let console = StandardConsole(colorPreference: command.repl.noColor ? .never : .automatic)
        console.reportError(error)
        console.flush()
        return ExitStatus.commandFailed.rawValue
    }
}
