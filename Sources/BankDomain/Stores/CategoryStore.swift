/// A change of a category's name, or of which category its rows are in.
public enum CategoryMove: Sendable, Equatable {
    /// Gives a category a new name: its rows, tallies and rules follow it.
    case rename(TransactionCategory, to: TransactionCategory)
    /// Puts a category's rows and rules in another category, and takes the first one away.
    case merge(TransactionCategory, into: TransactionCategory)
}

/// What a rename or a merge did: the rows and rules that moved.
public struct CategoryMoveReceipt: Sendable, Equatable {
    /// The change made.
    public let move: CategoryMove
    /// How many ledger rows it moved.
    public let rows: Int
    /// How many rules it moved.
    public let rules: Int

    /// A receipt of `move`, which moved `rows` rows and `rules` rules.
    public init(move: CategoryMove, rows: Int, rules: Int) {
        self.move = move
        self.rows = rows
        self.rules = rules
    }
}

/// A row the rules categorise: it was in `other`, nobody categorised it by hand, and a rule
/// matches its memo.
public struct RuleCategorisation: Sendable, Equatable {
    /// The row, as it was before.
    public let transaction: Transaction
    /// The category the rule gives it.
    public let category: TransactionCategory
    /// The rule's position from 1.
    public let rule: Int

    /// `transaction` put in `category` by rule `rule`.
    public init(transaction: Transaction, category: TransactionCategory, rule: Int) {
        self.transaction = transaction
        self.category = category
        self.rule = rule
    }
}

/// The categories and rules rows are categorised by: a bank file's, or on a server the person's
/// own, which a new bank or person starts with the built-in ones (``CategoryBook/defaults``).
public protocol CategoryStore: Sendable {
    /// The categories and the rules.
    func categoryBook() async throws -> CategoryBook
    /// Adds a category (``CategoryRules/checkNew(_:in:)``).
    func addCategory(_ definition: CategoryDefinition) async throws
    /// Renames a category, or merges it into another, with every row and rule of it the person
    /// may change.
    func move(_ move: CategoryMove) async throws -> CategoryMoveReceipt
    /// Adds a rule after the others.
    /// - Returns: The rules, the new one last.
    func addRule(_ rule: CategoryRule) async throws -> [CategoryRule]
    /// Takes away the rule at `position` from 1.
    /// - Returns: The rule taken away.
    func removeRule(at position: Int) async throws -> CategoryRule
    /// The rows in `other` that no one categorised by hand and a rule matches, with the category
    /// the first matching rule gives each; when `applying`, puts them there, each change recorded
    /// in the row's history.
    func recategorise(applying: Bool) async throws -> [RuleCategorisation]
}
