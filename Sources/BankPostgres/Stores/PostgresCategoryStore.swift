import BankDomain
import BankStorage
import Foundation

/// Each person's categories and rules on PostgreSQL, changed only by the bank's own functions
/// (schema v21). A person starts with the built-in categories the first time they read or change
/// theirs; renaming or merging a category moves the rows of the accounts they may move money on,
/// with their tallies. vbank checks each change first, for its words, on the book as the write
/// reads it. Every read names the person's rows itself (`owner = current_user`): row-level
/// security keeps them apart for the bank's people, but a superuser passes through it.
struct PostgresCategoryStore: CategoryStore {
    // MARK: - Constants

    /// Gives the person the built-in categories when they have none yet.
    private static let seeding = PostgresStatement(PostgresSchema.seedCategoriesCall)
    /// Open accounts the person may move money on, as a condition on `account_id`.
    private static let changeable =
        "\(PostgresSchema.movable("account_id")) AND account_id IN (SELECT id FROM account WHERE closed_at IS NULL)"

    // MARK: - Properties

    let database: ServerDatabase
    let session: String

    // MARK: - CategoryStore

    func categoryBook() async throws -> CategoryBook {
        let book = try await database.read(.categoryBook) { connection in try Self.book(on: connection) }
        guard book.definitions.isEmpty else { return book }
        return try await database.write(during: .saving) { transaction in
            _ = try transaction.begin([Self.seeding])
            let book = try Self.book(on: transaction.connection)
            _ = try transaction.commit()
            return book
        }
    }

    func addCategory(_ definition: CategoryDefinition) async throws {
        try await writing { transaction, book in
            try CategoryRules.checkNew(definition, in: book)
            _ = try transaction.commit([
                PostgresStatement(
                    PostgresSchema.addCategoryCall, [definition.category.rawValue, definition.kind.rawValue])
            ])
        }
    }

    func move(_ move: CategoryMove) async throws -> CategoryMoveReceipt {
        try await writing { transaction, book in
            let call: PostgresStatement
            switch move {
            case .rename(let category, let name):
                try CategoryRules.checkRename(category, to: name, in: book)
                call = PostgresStatement(PostgresSchema.moveCategoryCall, [category.rawValue, name.rawValue, "false"])
            case .merge(let category, let target):
                try CategoryRules.checkMerge(category, into: target, in: book)
                call = PostgresStatement(PostgresSchema.moveCategoryCall, [category.rawValue, target.rawValue, "true"])
            }
            let moved = try transaction.commit([call])[0]
            return CategoryMoveReceipt(move: move, rows: try moved.int(0, 0), rules: try moved.int(0, 1))
        }
    }

    func addRule(_ rule: CategoryRule) async throws -> [CategoryRule] {
        try await writing { transaction, book in
            try CategoryRules.checkRule(rule, in: book)
            _ = try transaction.commit([
                PostgresStatement(PostgresSchema.addRuleCall, [rule.pattern, rule.category.rawValue])
            ])
            return book.rules + [rule]
        }
    }

    func removeRule(at position: Int) async throws -> CategoryRule {
        try await writing { transaction, book in
            try CategoryRules.checkRulePosition(position, in: book)
            _ = try transaction.commit([PostgresStatement(PostgresSchema.removeRuleCall, [String(position)])])
            return book.rules[position - 1]
        }
    }

    func recategorise(applying: Bool) async throws -> [RuleCategorisation] {
        try await writing { transaction, book in
            let found = try Self.categorisations(by: book, on: transaction.connection)
            guard applying else {
                _ = try transaction.commit()
                return found
            }
            _ = try transaction.connection.execute(
                PostgresStatement(
                    PostgresSchema.recategoriseCall,
                    [
                        PostgresText.array(found.map { String($0.transaction.id) }),
                        PostgresText.array(found.map(\.category.rawValue)), session,
                    ]))
            _ = try transaction.commit()
            return found
        }
    }

    // MARK: - Private

    /// Runs `work` in a write that gave the person the built-in categories if they had none,
    /// with the person's book as the write reads it.
    private func writing<Value>(_ work: (ServerDatabase.Transaction, CategoryBook) throws -> Value) async throws
        -> Value
    {
        try await database.write(during: .saving) { transaction in
            _ = try transaction.begin([Self.seeding])
            return try work(transaction, try Self.book(on: transaction.connection))
        }
    }

    /// The person's book inside a write that has begun, given the built-in categories first if
    /// they had none.
    static func book(seedingOn connection: PostgresConnection) throws -> CategoryBook {
        try book(on: connection, seeding: true)
    }

    private static func book(on connection: PostgresConnection, seeding: Bool = false) throws -> CategoryBook {
        let results = try connection.pipeline(
            (seeding ? [Self.seeding] : []) + [
                PostgresStatement("SELECT name, kind FROM category WHERE owner = current_user ORDER BY position"),
                PostgresStatement(
                    "SELECT pattern, category FROM category_rule WHERE owner = current_user ORDER BY position"),
            ]
        ).suffix(2).map(\.self)
        let definitions = try (0..<results[0].count).map { row in
            CategoryDefinition(
                try RowDecoding.value(TransactionCategory.self, try results[0].string(row, 0)),
                kind: try RowDecoding.value(CategoryKind.self, try results[0].string(row, 1)))
        }
        let rules = try (0..<results[1].count).map { row in
            CategoryRule(
                pattern: try results[1].string(row, 0),
                category: try RowDecoding.value(TransactionCategory.self, try results[1].string(row, 1)))
        }
        return CategoryBook(definitions: definitions, rules: rules)
    }

    /// The rows in `other` of open accounts the person may change, not categorised by hand,
    /// that a rule of `book` matches.
    private static func categorisations(by book: CategoryBook, on connection: PostgresConnection) throws
        -> [RuleCategorisation]
    {
        guard !book.rules.isEmpty else { return [] }
        let rows = try connection.execute(
            """
            SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry AS e
            WHERE category = $1 AND \(changeable) AND NOT EXISTS (
                SELECT 1 FROM ledger_correction AS c WHERE c.entry_id = e.id AND c.undone_by IS NULL
                    AND (c.kind IN ('category', 'split') OR (c.kind = 'record' AND c.before <> ''))
            )
            ORDER BY id
            """, [TransactionCategory.other.rawValue])
        return try PostgresDecoding.transactions(rows).compactMap { transaction in
            book.categoryByRules(for: transaction.memo).map {
                RuleCategorisation(transaction: transaction, category: $0.category, rule: $0.rule)
            }
        }
    }
}
