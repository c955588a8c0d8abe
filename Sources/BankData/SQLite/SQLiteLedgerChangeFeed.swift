import BankDomain
import BankStorage
import GRDB
import Synchronization

/// What other sessions wrote to a bank file, found on the session's own connection.
///
/// SQLite's `data_version` on a connection moves only when another connection commits, and the
/// connection's count of changed rows only when it writes itself. The feed compares both with
/// what it saw last time: a commit by another connection alone is announced (the ledger rows
/// added since), the session's own writes alone are passed over, and when both happened between
/// two looks (another session wrote while a command of this one ran) nothing is announced rather
/// than the session's own writes. A rolled-back write commits nothing and moves nothing.
final class SQLiteLedgerChangeFeed: LedgerChangeFeed {
    // MARK: - Nested Types

    /// Where the feed stands: the revision it saw last, the last ledger row by then, and which
    /// life of the bank it was (``BankIdentity/generation``) after how many restores of this
    /// session's own.
    private struct Mark {
        let revision: Revision
        let lastEntryID: Int64
        let lastCorrectionID: Int64
        let generation: String?
        let ownRestores: Int
    }

    // MARK: - Constants

    /// The most single transactions one look reports; more are a burst shown as one line anyway.
    static let maximumTransactions = 100

    // MARK: - Properties

    private let database: StoreDatabase
    private let mark: Mutex<Mark?>

    // MARK: - Initialization

    /// Creates a feed over the session's own access to the bank, which tells what happens from
    /// now on (from its first look, if the bank cannot be read now).
    init(database: StoreDatabase) {
        self.database = database
        mark = Mutex(try? database.readUncached { db in try Self.mark(db, ownRestores: database.replacementCount) })
    }

    // MARK: - LedgerChangeFeed

    /// The ledger rows other sessions added since the last look.
    func changesByOtherSessions() throws -> [LedgerChange] {
        // Four times a second at an idle prompt: a pragma when nothing changed, which is most often.
        if let previous = mark.withLock({ $0 }), try database.currentRevision() == previous.revision {
            return []
        }
        return try database.readUncached { db in
            let now = try Self.mark(db, ownRestores: database.replacementCount)
            let previous = mark.withLock { $0 }
            if let previous, previous.revision == now.revision {
                return []
            }
            mark.withLock { $0 = now }
            if let previous, now.generation != previous.generation {
                // A restore put another state of a bank in place: rows are not to be compared
                // across it. This session's own restore is not told back to it.
                return now.ownRestores == previous.ownRestores ? [LedgerChange.bankReplaced] : []
            }
            guard let previous, now.revision.dataVersion != previous.revision.dataVersion,
                now.revision.localChanges == previous.revision.localChanges
            else { return [] }
            let rows = now.lastEntryID > previous.lastEntryID ? try Self.changes(db, after: previous.lastEntryID) : []
            let corrections =
                now.lastCorrectionID > previous.lastCorrectionID
                ? try Self.corrections(db, after: previous.lastCorrectionID) : []
            return rows + corrections
        }
    }

    // MARK: - Private

    /// Where the bank stands, inside a read: the last row and the revision belong to the same
    /// snapshot, which the first statement fixes.
    private static func mark(_ db: Database, ownRestores: Int) throws -> Mark {
        let lastEntryID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM ledgerEntry") ?? 0
        let lastCorrectionID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM ledgerCorrection") ?? 0
        let generation = try String.fetchOne(db, sql: "SELECT generation FROM bank WHERE id = 1")
        return Mark(
            revision: try StoreDatabase.revision(db), lastEntryID: lastEntryID, lastCorrectionID: lastCorrectionID,
            generation: generation, ownRestores: ownRestores)
    }

    private static func changes(_ db: Database, after entryID: Int64) throws -> [LedgerChange] {
        let imported = try Row.fetchAll(
            db,
            sql: """
                SELECT a.name, a.currency, count(*) FROM ledgerEntry AS e JOIN account AS a ON a.id = e.accountId
                WHERE e.id > ? AND e.importKey IS NOT NULL GROUP BY e.accountId ORDER BY min(e.id)
                """,
            arguments: [entryID]
        )
        .map { row in LedgerChange(accountName: row[0], currency: row[1], kind: .imported(count: row[2])) }
        let single = try Row.fetchAll(
            db,
            sql: """
                SELECT a.name, a.currency, e.amountMinor, e.type, e.category, e.counterparty, e.memo
                FROM ledgerEntry AS e JOIN account AS a ON a.id = e.accountId
                WHERE e.id > ? AND e.importKey IS NULL AND NOT \(CorrectionLog.isPartOrRestored("e.id"))
                ORDER BY e.id LIMIT ?
                """,
            arguments: [entryID, maximumTransactions]
        )
        .map(transaction)
        return single + imported
    }

    /// The corrections and undos made since `correctionID`, each once: a split's record of its
    /// first part, which the other parts' records repeat.
    private static func corrections(_ db: Database, after correctionID: Int64) throws -> [LedgerChange] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT a.name, a.currency, coalesce(e.memo, ''), c.id
                FROM ledgerCorrection AS c
                LEFT JOIN ledgerEntry AS e ON e.id = c.entryId
                JOIN account AS a ON a.id = coalesce(e.accountId, \(CorrectionLog.removedAccount("c")))
                WHERE c.id > ? AND c.kind <> 'record' AND NOT (c.kind = 'split' AND c.removed IS NULL)
                ORDER BY c.id LIMIT ?
                """,
            arguments: [correctionID, maximumTransactions])
        return try rows.map { row in
            LedgerChange(
                accountName: row[0], currency: row[1],
                kind: .corrected(try CorrectionLog.correction(id: row[3], in: db), memo: row[2]))
        }
    }

    private static func transaction(_ row: Row) -> LedgerChange {
        let amount: Int64 = row[2]
        let category = TransactionCategory(rawValue: row[4]) ?? .other
        return LedgerChange(
            accountName: row[0], currency: row[1],
            kind: .transaction(
                signedMinorUnits: (row[3] as String) == TransactionType.credit.rawValue ? amount : -amount,
                category: category, counterparty: row[5], memo: row[6]))
    }
}
