public import BankDomain
import BankStorage
import Foundation
import GRDB

/// The categories and rules of a bank file. Each change is checked again on the book as its
/// write reads it, and a recategorisation records every row it changes in the row's history.
public struct SQLiteCategoryStore: CategoryStore {
    // MARK: - Constants

    /// A row someone categorised by hand: with a category or a split that stands, or recorded
    /// with a category the person gave.
    static let categorisedByHand = """
        EXISTS (
            SELECT 1 FROM ledgerCorrection AS c WHERE c.entryId = ledgerEntry.id AND c.undoneBy IS NULL
                AND (c.kind IN ('category', 'split') OR (c.kind = 'record' AND c.before <> ''))
        )
        """

    // MARK: - Properties

    private let database: StoreDatabase
    private let clock: any BankClock
    private let session: String

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database, for `session`.
    init(database: StoreDatabase, clock: any BankClock, session: String) {
        self.database = database
        self.clock = clock
        self.session = session
    }

    // MARK: - CategoryStore

    /// The categories and rules.
    public func categoryBook() async throws -> CategoryBook {
        try database.read(.categoryBook) { db in try CategoryLog.book(in: db) }
    }

    /// Adds a category the book does not have.
    public func addCategory(_ definition: CategoryDefinition) async throws {
        try database.write(during: .saving) { db in
            try CategoryRules.checkNew(definition, in: try CategoryLog.book(in: db))
            try CategoryLog.add(definition, in: db)
        }
    }

    /// Renames a category, or merges it into another, with its rows, tallies and rules.
    public func move(_ move: CategoryMove) async throws -> CategoryMoveReceipt {
        try database.write(during: .saving) { db in
            let book = try CategoryLog.book(in: db)
            switch move {
            case .rename(let category, let name): try CategoryRules.checkRename(category, to: name, in: book)
            case .merge(let category, let target): try CategoryRules.checkMerge(category, into: target, in: book)
            }
            return try CategoryLog.move(move, in: db)
        }
    }

    /// Adds a rule after the others.
    public func addRule(_ rule: CategoryRule) async throws -> [CategoryRule] {
        try database.write(during: .saving) { db in
            try CategoryRules.checkRule(rule, in: try CategoryLog.book(in: db))
            try CategoryLog.add(rule, in: db)
            return try CategoryLog.book(in: db).rules
        }
    }

    /// Takes away the rule at `position` from 1.
    public func removeRule(at position: Int) async throws -> CategoryRule {
        try database.write(during: .saving) { db in
            let book = try CategoryLog.book(in: db)
            try CategoryRules.checkRulePosition(position, in: book)
            try CategoryLog.removeRule(at: position, in: db)
            return book.rules[position - 1]
        }
    }

    /// The rows the rules would categorise, categorised when `applying`.
    public func recategorise(applying: Bool) async throws -> [RuleCategorisation] {
        guard applying else {
            return try database.readUncached { db in try Self.categorisations(in: db) }
        }
        let now = clock.now
        return try database.write(during: .saving) { db in
            let found = try Self.categorisations(in: db)
            let ledger = CorrectedLedger(db: db)
            for change in found {
                try ledger.setCategory(change.category, of: [change.transaction])
                _ = try CorrectionLog.add(
                    .init(
                        rowID: change.transaction.id, kind: .rule, before: change.transaction.category.rawValue,
                        after: change.category.rawValue),
                    session: session, date: now, in: db)
            }
            return found
        }
    }

    // MARK: - Private

    /// The rows of open accounts in `other`, not categorised by hand, that a rule matches.
    private static func categorisations(in db: Database) throws -> [RuleCategorisation] {
        let book = try CategoryLog.book(in: db)
        guard !book.rules.isEmpty else { return [] }
        let sql = """
            SELECT \(RowDecoding.transactionColumns) FROM ledgerEntry
            WHERE accountId = ? AND category = ? AND NOT \(categorisedByHand)
            ORDER BY sortKey, id
            """
        let accounts = try Int64.fetchAll(db.cachedStatement(sql: "SELECT id FROM account WHERE closedAt IS NULL"))
        var found: [RuleCategorisation] = []
        for account in accounts {
            let rows = try Row.fetchAll(
                db.cachedStatement(sql: sql), arguments: [account, TransactionCategory.other.rawValue])
            for row in rows {
                let transaction = try RowDecoding.transaction(row)
                if let (category, rule) = book.categoryByRules(for: transaction.memo) {
                    found.append(RuleCategorisation(transaction: transaction, category: category, rule: rule))
                }
            }
        }
        return found
    }
}
