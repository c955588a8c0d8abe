import ArgumentParser
import BankData
import BankDomain
import BankPostgres
import BankScenes
import Foundation
import Logging
import Vipera
import ViperaREPL

/// `vbank copy --to postgresql://…`: a bank file moved to a server, where people can share it.
struct CopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a bank file into an empty database on a PostgreSQL server, then verify the copy.",
        discussion: """
            Copies every account (closed ones too), the ledger with its import keys, the cards and the settings \
            in one transaction: all of them or none. The file is only read. You own every account copied. \
            --db PATH chooses the file, before or after 'copy'.
            """
    )

    @ParentCommand var parent: VBankCommand

    @Option(
        name: .long,
        help: ArgumentHelp("The server database to copy into, which must hold no account.", valueName: "ADDRESS"))
    var to: String

    /// Refuses a source that is not a file and a destination that is not a server.
    func validate() throws {
        if parent.db == SQLiteBank.inMemoryPath || parent.db.map(PostgresAddress.isServerAddress) == true {
            throw ValidationError("copy reads a bank file: give its path with --db, not :memory: or a server address.")
        }
        guard PostgresAddress.isServerAddress(to) else {
            throw ValidationError("copy writes to a PostgreSQL server: give --to postgresql://HOST/DATABASE.")
        }
    }
}

/// Runs `vbank copy` and returns the exit status it comes to.
@MainActor
struct BankCopyRun {
    // MARK: - Properties

    let command: CopyCommand
    let environment: [String: String]

    // MARK: - Running

    /// Copies the file, says what went where, and verifies the copy.
    func run() async -> Int32 {
        let options = command.parent
        let console = options.reportConsole()
        defer { console.flush() }
        let source = options.bankLocation(environment: environment)
        let clock = source.clock()
        let logger = options.storageLogger()
        do {
            let path = try source.databasePath(creatingFolder: false)
            let (bank, copied) = try copy(from: path, clock: clock, logger: logger)
            console.display(copied, scene: "copy", kind: "copiedBank") { Notice(.success, copied.message) }
            let factory = BankSceneFactory(
                stores: bank.stores, clock: clock, timeZone: .current, console: console, navigator: Navigator())
            let verified = await factory.runSettingsCommand(.verify)
            return verified.isFailure ? ExitStatus.commandFailed.rawValue : ExitStatus.success.rawValue
        } catch {
            console.reportError(ErrorViewModel(error))
        }
        return ExitStatus.commandFailed.rawValue
    }

    // MARK: - Private

    /// Reads the file whole, then writes it into the server bank; the bank, and what was copied.
    private func copy(from path: String, clock: any BankClock, logger: Logger) throws -> (PostgresBank, CopiedBank) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw BankLocation.Failure(message: Strings.noBankFileToCopy(path), hint: Strings.noBankFileToCopyHint)
        }
        let contents = try SQLiteBank.openCopy(of: path, clock: clock, logger: logger).contents()
        let target = BankLocation(db: command.to, now: nil, environment: environment)
        guard let address = try target.serverAddress() else {
            throw BankLocation.Failure(message: Strings.copyNeedsAServer, hint: nil)
        }
        let bank = try PostgresBank.open(
            address, clock: clock, environment: environment, contents: .empty, logger: logger)
        do {
            try bank.copyIn(contents)
        } catch is BankHoldsAccounts {
            throw BankLocation.Failure(
                message: Strings.copyTargetHoldsAccounts(address.text), hint: Strings.copyTargetHint)
        }
        let message = Strings.copiedBank(
            path, to: address.text, accounts: contents.accounts.count, transactions: contents.ledger.count,
            cards: contents.cards.count)
        return (bank, CopiedBank(from: path, to: address.text, message: message))
    }
}

/// What `vbank copy` copied, for JSON output.
private struct CopiedBank: Encodable, Sendable {
    let from: String
    let to: String
    let message: String
}
