import ArgumentParser
import BankData
import BankDomain
import BankPostgres
import Foundation
import Logging
import Vipera
import ViperaREPL

/// `vbank init`: a new bank with no demo data, for one's own money.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make a new, empty bank: no demo data, no accounts until you open them.",
        discussion: """
            Makes the bank file (mode 0600) or, for a postgresql:// address, the bank in that empty database. \
            Refuses a path or a database that already holds a bank, and changes nothing there. Then start \
            vbank, type 'accounts' and open an account with 'new-account NAME TYPE'. \
            --db PATH chooses the bank, before or after 'init'.
            """
    )

    @ParentCommand var parent: VBankCommand

    /// Refuses a bank in memory, which would be gone when the command ends.
    func validate() throws {
        if parent.db == SQLiteBank.inMemoryPath {
            throw ValidationError("init makes a bank in a file or on a server, not in :memory:, which is gone at exit.")
        }
    }
}

/// Runs `vbank init` and returns the exit status it comes to.
@MainActor
struct BankInitRun {
    // MARK: - Properties

    let command: InitCommand
    let environment: [String: String]

    // MARK: - Running

    /// Makes the bank and says where, or why not.
    func run() -> Int32 {
        let options = command.parent
        let console = options.reportConsole()
        defer { console.flush() }
        let location = options.bankLocation(environment: environment)
        let logger = options.storageLogger()
        do {
            let place = try makeBank(at: location, clock: location.clock(), logger: logger)
            let made = MadeBank(place: place, message: Strings.madeEmptyBank(place), next: Strings.madeEmptyBankNext)
            console.display(made, scene: "init", kind: "madeBank") {
                RenderGroup([Notice(.success, made.message), Paragraph(made.next)], spacing: 0)
            }
            return ExitStatus.success.rawValue
        } catch {
            console.reportError(ErrorViewModel(error))
        }
        return ExitStatus.commandFailed.rawValue
    }

    // MARK: - Private

    /// Makes the bank and returns where it is.
    private func makeBank(at location: BankLocation, clock: any BankClock, logger: Logger) throws -> String {
        if let address = try location.serverAddress() {
            let bank = try PostgresBank.open(
                address, clock: clock, environment: environment, contents: .empty, logger: logger)
            guard bank.wasCreated else {
                throw BankLocation.Failure(
                    message: Strings.serverBankExists(address.text), hint: Strings.bankExistsHint)
            }
            return address.text
        }
        let path = try location.databasePath(creatingFolder: true)
        do {
            _ = try SQLiteBank.create(path: path, clock: clock, logger: logger)
        } catch BankError.storage(let fault) where fault.cause == .fileExists {
            throw BankLocation.Failure(message: Strings.fileBankExists(path), hint: Strings.bankExistsHint)
        }
        return path
    }
}

/// What `vbank init` made, for JSON output.
private struct MadeBank: Encodable, Sendable {
    let place: String
    let message: String
    let next: String
}
