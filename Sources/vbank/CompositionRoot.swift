import BankData
import BankDomain
import Foundation
import Logging
import Vipera
import ViperaREPL

/// Builds vbank from its command line: the clock and the bank (a file, memory or a server), then
/// hands them to the one session runner. Transcripts get a fresh demo bank each, a fixed clock
/// and UTC, so they read the same on every machine.
@MainActor
struct CompositionRoot {
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
        let bank: SessionBank
        do {
            bank = try await openForSession(clock: clock, logger: logger)
        } catch {
            return runner.report(ErrorViewModel(error))
        }
        return await runner.run(on: bank, clock: clock)
    }

    // MARK: - Private

    private var runner: BankSessionRunner {
        BankSessionRunner(command: command, environment: environment)
    }

    private var location: BankLocation {
        BankLocation(db: command.db, now: command.now, environment: environment)
    }

    /// Checks or records transcripts, each on a fresh demo bank: in memory, or in a schema of its
    /// own when `--db` names a server.
    private func runTranscripts() async -> Int32 {
        let clock = FixedClock(now: location.fixedMoment() ?? VBankCommand.transcriptMoment)
        let timeZone = TimeZone(identifier: "UTC") ?? .current
        let banks: any TranscriptBanks
        do {
            banks =
                try serverBank()?.transcriptBanks(clock: clock, timeZone: timeZone)
                ?? MemoryTranscriptBanks(clock: clock)
        } catch {
            return runner.report(ErrorViewModel(error))
        }
        return await runner.runTranscripts(on: banks, clock: clock, timeZone: timeZone)
    }

    /// The bank on the server `--db` or `VBANK_DATABASE_URL` names, if either does.
    private func serverBank() throws(BankError) -> ServerBank? {
        try location.serverAddress().map { ServerBank(address: $0, environment: environment) }
    }

    /// The bank for the session: the server's; for a dry run, a copy in memory, which writes
    /// nothing; otherwise the file, or a copy the session only reads when the file cannot be
    /// written.
    private func openForSession(clock: any BankClock, logger: Logger) async throws -> SessionBank {
        if let server = try serverBank() {
            return try await server.openForSession(isDryRun: command.repl.isDryRun, clock: clock, logger: logger)
        }
        let bank = try openFile(clock: clock, logger: logger)
        let session = bank.session(clock: clock, writesFiles: !command.repl.isDryRun, logger: logger)
        return SessionBank(
            session: session,
            usesColour: bank.savedSettings()?.usesColour ?? true,
            openingNotices: openingNotices(of: bank)
        )
    }

    private func openFile(clock: any BankClock, logger: Logger) throws -> SQLiteBank {
        let isDryRun = command.repl.isDryRun
        let path = try location.sessionPath(creatingFolder: !isDryRun, makesDemo: command.demo)
        // A dry run makes no file: a path with none yet is checked against a demo bank in memory.
        return isDryRun
            ? try SQLiteBank.openCopy(of: path, clock: clock, logger: logger)
            : try SQLiteBank.openForSession(path: path, clock: clock, logger: logger)
    }

    /// A file the session can only read, and a bank file just made (or that a dry run would make).
    private func openingNotices(of bank: SQLiteBank) -> [Notice] {
        var notices: [Notice] = []
        if let fault = bank.readOnlyBecause {
            notices.append(Notice(.warning, Strings.readingOnly(fault)))
        }
        if bank.wasCreated, let file = bank.file {
            let note = command.repl.isDryRun ? Strings.checkingNewBank(file) : Strings.createdBank(file)
            notices.append(Notice(.info, note))
        }
        return notices
    }
}
