/// Why a category or a rule cannot be added, renamed, merged or removed. A refused change
/// changes nothing.
public enum CategoryRefusal: Sendable, Equatable {
    /// A name that is empty, longer than ``TransactionCategory/maximumNameLength`` or holds a
    /// comma or a control character.
    case badName(String)
    /// The book already has a category of this name.
    case nameTaken(TransactionCategory)
    /// The book has no category of this name.
    case noSuchCategory(TransactionCategory)
    /// A category vbank writes itself, which keeps its name and its rows.
    case reserved(TransactionCategory)
    /// A category only vbank gives rows (a transfer's, an opening's): no rule or merge puts rows in it.
    case bankWritten(TransactionCategory)
    /// A category merged into itself.
    case sameCategory(TransactionCategory)
    /// A pattern that is empty, longer than ``CategoryRule/maximumPatternLength`` or holds a
    /// control character.
    case badPattern
    /// A rule's position that is not in the list.
    case noSuchRule(Int, count: Int)
    /// A book with as many categories, or rules, as it may have.
    case full(maximum: Int)
}

/// What the categories and rules of a book must respect, checked by the scene as a change is
/// asked for and by the store again inside the write, on the book as the write reads it.
public enum CategoryRules {
    // MARK: - Constants

    /// The most categories a book may have, and the most rules.
    public static let maximumEntries = 500

    // MARK: - Checking

    /// The category named `name`.
    public static func category(named name: String) throws(BankError) -> TransactionCategory {
        guard let category = TransactionCategory(rawValue: name) else { throw .category(.badName(name)) }
        return category
    }

    /// Refuses a definition of a category the book has, and a full book.
    public static func checkNew(_ definition: CategoryDefinition, in book: CategoryBook) throws(BankError) {
        guard !book.has(definition.category) else { throw .category(.nameTaken(definition.category)) }
        guard book.definitions.count < maximumEntries else { throw .category(.full(maximum: maximumEntries)) }
    }

    /// Refuses renaming a category the book lacks or one vbank writes, and a name the book has.
    public static func checkRename(_ category: TransactionCategory, to name: TransactionCategory, in book: CategoryBook)
        throws(BankError)
    {
        try checkMovable(category, in: book)
        guard !book.has(name) else { throw .category(.nameTaken(name)) }
    }

    /// Refuses merging a category the book lacks or one vbank writes, into itself, into a
    /// category the book lacks, or into one only vbank gives rows.
    public static func checkMerge(
        _ category: TransactionCategory, into target: TransactionCategory, in book: CategoryBook
    )
        throws(BankError)
    {
        try checkMovable(category, in: book)
        guard category != target else { throw .category(.sameCategory(category)) }
        try checkGivable(target, in: book)
    }

    /// Refuses a rule whose pattern is empty, too long or holds a control character, or whose
    /// category the book lacks or only vbank gives, and a full book.
    public static func checkRule(_ rule: CategoryRule, in book: CategoryBook) throws(BankError) {
        guard !rule.pattern.isEmpty, rule.pattern.count <= CategoryRule.maximumPatternLength,
            !rule.pattern.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .category(.badPattern) }
        try checkGivable(rule.category, in: book)
        guard book.rules.count < maximumEntries else { throw .category(.full(maximum: maximumEntries)) }
    }

    /// Refuses a rule's position from 1 that is not in the book's list.
    public static func checkRulePosition(_ position: Int, in book: CategoryBook) throws(BankError) {
        guard book.rules.indices.contains(position - 1) else {
            throw .category(.noSuchRule(position, count: book.rules.count))
        }
    }

    /// Refuses a category the book lacks, and one only vbank gives rows: what a person may give
    /// a row.
    public static func checkGivable(_ category: TransactionCategory, in book: CategoryBook) throws(BankError) {
        guard category != .transfer, category != .opening else { throw .category(.bankWritten(category)) }
        guard book.has(category) else { throw .category(.noSuchCategory(category)) }
    }

    /// Refuses a correction that gives a row, or a part of it, a category `book` lacks.
    public static func check(_ correction: Correction, in book: CategoryBook) throws(BankError) {
        for category in correction.categories {
            try checkGivable(category, in: book)
        }
    }

    // MARK: - Private

    private static func checkMovable(_ category: TransactionCategory, in book: CategoryBook) throws(BankError) {
        guard !TransactionCategory.reserved.contains(category) else { throw .category(.reserved(category)) }
        guard book.has(category) else { throw .category(.noSuchCategory(category)) }
    }
}
