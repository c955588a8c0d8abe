public import BankDomain
public import BankStorage
public import Foundation
public import Logging

/// A bank on a PostgreSQL server, opened for a session: its stores, and what the session tells
/// them as it runs commands.
///
/// ```swift
/// let bank = try PostgresBank.open(PostgresAddress("postgresql://teller@db/bank"), clock: SystemClock())
/// launcher.run(commandWillRun: bank.commandWillRun) { … bank.stores … }
/// ```
public struct PostgresBank: Sendable {
    // MARK: - Properties

    /// The stores, for the scenes.
    public let stores: BankStores
    /// Whether opening it made the bank in a database that had none: the demo bank, or an empty
    /// one when it was opened with ``NewBankContents/empty``.
    public let wasCreated: Bool
    /// The schema of its own the bank was opened in, when it was: a throw-away bank's.
    public let schema: String?
    private let logger: Logger
    private let database: ServerDatabase
    /// The session's name in the bank's record of changes: what its undo takes back, and what
    /// its notices leave out as its own.
    private let session: String

    /// The round trips to the server since it was opened: statements, pipelines and copies.
    public var roundTrips: Int { database.connection.roundTrips }

    // MARK: - Opening

    /// Connects to the server at `address`, brings the schema up to date (once, whichever
    /// session gets there first) and writes the demo bank, dated by `clock`, into an empty
    /// database. Statements are read and written in `timeZone`; exports write no file when
    /// `writesFiles` is false. With `schema`, the bank lives in that schema of its own, which is
    /// created first: a transcript's throw-away bank. With `contents` ``NewBankContents/empty``,
    /// a database that had no bank gets one without demo data.
    /// - Throws: ``BankError/storage(_:)`` with a fault that says why it cannot be opened.
    public static func open(
        _ address: PostgresAddress, clock: any BankClock, timeZone: TimeZone = .current, writesFiles: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment, schema: String? = nil,
        contents: NewBankContents = .demo,
        logger: Logger = Logger(label: "vbank.storage", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws(BankError) -> PostgresBank {
        let parameters = address.connectionParameters(environment: environment)
        let connection: PostgresConnection
        do {
            connection = try PostgresConnection(keywords: parameters.keywords, values: parameters.values)
        } catch {
            logger.debug("cannot connect", metadata: ["detail": "\(error.detail)"])
            throw .storage(
                StorageFault(address.openingFault(for: error.detail, environment: environment), during: .opening))
        }
        let database = ServerDatabase(connection: connection, logger: logger)
        let wasCreated: Bool
        do {
            if let schema {
                let quoted = try connection.quotedIdentifier(schema)
                try connection.executeScript("CREATE SCHEMA \(quoted); SET search_path TO \(quoted)")
            }
            let demo: (() throws -> BankContents)? =
                switch contents {
                case .demo: { try BankContents(now: clock.now) }
                case .empty: nil
                }
            wasCreated = try PostgresMigrator(connection: connection).migrate(demo: demo)
        } catch {
            throw Self.openingError(error, faults: PostgresFaults(logger: logger))
        }
        let session = UUID().uuidString
        return PostgresBank(
            stores: stores(
                over: database, address: address, timeZone: timeZone, writesFiles: writesFiles, session: session),
            wasCreated: wasCreated, schema: schema, logger: logger, database: database, session: session)
    }

    // MARK: - Commands

    /// A command starts: its first read asks the server whether the bank changed since the last
    /// command, from any session anywhere.
    public func commandWillRun() {
        database.commandWillRun()
    }

    /// Drops the schema of its own the bank was opened in, with everything in it: a throw-away
    /// bank's end. Does nothing to a bank opened without one.
    public func discardSchema() {
        guard let schema else { return }
        guard let quoted = try? database.connection.quotedIdentifier(schema) else { return }
        try? database.connection.executeScript("DROP SCHEMA \(quoted) CASCADE")
    }

    // MARK: - Copying

    /// Writes a bank's rows (a bank file's, for `vbank copy`) into this bank, which must hold no
    /// account, in one transaction: all of them or none. The person writing owns every account.
    /// - Throws: ``BankHoldsAccounts`` when it holds one; ``BankError`` when the server fails.
    package func copyIn(_ contents: BankContents) throws {
        do {
            try PostgresContentsWriter(connection: database.connection).write(contents)
        } catch is PostgresContentsWriter.NotEmpty {
            throw BankHoldsAccounts()
        } catch {
            throw database.faults.domainError(for: error, during: .saving)
        }
    }

    // MARK: - Private

    private static func stores(
        over database: ServerDatabase, address: PostgresAddress, timeZone: TimeZone, writesFiles: Bool,
        session: String
    ) -> BankStores {
        BankStores(
            accounts: PostgresAccountStore(database: database),
            accountManagement: PostgresAccountManagementStore(database: database),
            transactions: PostgresTransactionStore(database: database),
            transfers: PostgresTransferStore(database: database),
            records: PostgresRecordStore(database: database, session: session),
            corrections: PostgresCorrectionStore(database: database, session: session),
            reconciliations: PostgresReconciliationStore(database: database),
            categories: PostgresCategoryStore(database: database, session: session),
            cards: PostgresCardStore(database: database),
            settings: SessionKeptSettingsStore(base: PostgresSettingsStore(database: database)),
            imports: PostgresImportStore(database: database),
            statements: PostgresStatementStore(database: database, timeZone: timeZone, writesFiles: writesFiles),
            summaries: PostgresLedgerSummaryStore(database: database),
            maintenance: PostgresMaintenanceStore(database: database, address: address.text),
            revisions: database
        )
    }

    // MARK: - Session

    /// The bank as a session of any backend is: its stores, what runs before each command, and
    /// its feed of other sessions' changes.
    public var bankSession: BankSession {
        BankSession(stores: stores, commandWillRun: { commandWillRun() }, changeFeed: { changeFeed() })
    }

    // MARK: - Notices

    /// A feed of what other sessions write to the bank from now on, for notices, heard on the
    /// session's own connection, which listens again when it is opened anew
    /// (``PostgresLedgerChangeFeed``). It hears nothing when the server cannot be asked to listen.
    public func changeFeed() -> any LedgerChangeFeed {
        do {
            return try PostgresLedgerChangeFeed(connection: database.connection, session: session)
        } catch {
            logger.debug("no notices of other sessions' changes", metadata: ["detail": "\(error.detail)"])
            return UnheardChanges()
        }
    }

    private static func openingError(_ error: any Error, faults: PostgresFaults) -> BankError {
        if let error = error as? BankError {
            return error
        }
        if case BankError.storage(let fault) = faults.domainError(for: error, during: .opening) {
            return .storage(fault)
        }
        return .storage(StorageFault(.unexpected, during: .opening))
    }
}

/// The feed of a bank whose changes cannot be listened to: it hears nothing.
private struct UnheardChanges: LedgerChangeFeed {
    func changesByOtherSessions() -> [LedgerChange] { [] }
}

/// A copy was refused: the server bank already holds accounts, and nothing was written.
package struct BankHoldsAccounts: Error {}
