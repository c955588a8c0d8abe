/// What a category counts as: money earned, money spent, or money moved between one's own
/// accounts, which insights count as neither.
public enum CategoryKind: String, Sendable, CaseIterable {
    /// Money earned: pay, interest, a refund.
    case income
    /// Money spent.
    case spending
    /// Money moved between one's own accounts, or an account's opening balance.
    case transfer

    /// The kind of a built-in category.
    public static func builtIn(of category: TransactionCategory) -> CategoryKind {
        switch category {
        case .salary, .interest: .income
        case .transfer, .opening: .transfer
        default: .spending
        }
    }
}

/// A category a bank (or, on a server, a person) keeps, with its kind.
public struct CategoryDefinition: Sendable, Equatable {
    /// The category.
    public let category: TransactionCategory
    /// What it counts as.
    public let kind: CategoryKind

    /// A definition of `category` as `kind`.
    public init(_ category: TransactionCategory, kind: CategoryKind) {
        self.category = category
        self.kind = kind
    }

    /// The categories a new bank starts with, each of its built-in kind.
    public static let defaults = TransactionCategory.defaults.map { CategoryDefinition($0, kind: .builtIn(of: $0)) }
}

/// A rule that categorises a row by its memo: a row whose memo contains the pattern, ignoring
/// case, goes into the rule's category.
public struct CategoryRule: Sendable, Equatable {
    /// The longest pattern a rule may have, in characters.
    public static let maximumPatternLength = 100

    /// What a memo must contain, in lower case.
    public let pattern: String
    /// The category a matching row goes into.
    public let category: TransactionCategory

    /// A rule putting rows whose memo contains `pattern` into `category`.
    public init(pattern: String, category: TransactionCategory) {
        self.pattern = pattern.lowercased()
        self.category = category
    }

    /// Whether `memo` contains the pattern, ignoring case.
    public func matches(_ memo: String) -> Bool {
        memo.lowercased().contains(pattern)
    }
}

/// The categories and rules a row is categorised by: those of the bank, or, on a server, of the
/// person.
public struct CategoryBook: Sendable, Equatable {
    // MARK: - Properties

    /// The categories, in the order they are listed.
    public let definitions: [CategoryDefinition]
    /// The rules, in the order they are tried: the first that matches a memo categorises it.
    public let rules: [CategoryRule]
    private let kinds: [TransactionCategory: CategoryKind]
    /// The categories of each kind, worked out once: insights ask for them at every display.
    private let byKind: [CategoryKind: Set<TransactionCategory>]

    // MARK: - Initialization

    /// A book of `definitions` and `rules`.
    public init(definitions: [CategoryDefinition], rules: [CategoryRule] = []) {
        self.definitions = definitions
        self.rules = rules
        let kinds = Dictionary(definitions.map { ($0.category, $0.kind) }, uniquingKeysWith: { first, _ in first })
        self.kinds = kinds
        byKind = Dictionary(grouping: kinds, by: \.value).mapValues { Set($0.map(\.key)) }
    }

    /// What a new bank starts with: the built-in categories and no rules.
    public static let defaults = CategoryBook(definitions: CategoryDefinition.defaults)

    // MARK: - Reading

    /// Whether the book has `category`.
    public func has(_ category: TransactionCategory) -> Bool {
        kinds[category] != nil
    }

    /// The kind of `category`; nil when the book does not have it.
    public func kind(of category: TransactionCategory) -> CategoryKind? {
        kinds[category]
    }

    /// The categories of a kind.
    public func categories(of kind: CategoryKind) -> Set<TransactionCategory> {
        byKind[kind] ?? []
    }

    /// The category of a row given `category` (nil when the person gave none) that says `memo`:
    /// the one given, else the first matching rule's, with the rule's position from 1, else
    /// `other`.
    public func category(given category: TransactionCategory?, memo: String?) -> (
        category: TransactionCategory, rule: Int?
    ) {
        if let category { return (category, nil) }
        guard let memo, let (category, rule) = categoryByRules(for: memo) else { return (.other, nil) }
        return (category, rule)
    }

    /// The category the first matching rule gives `memo`, and the rule's position from 1; nil
    /// when no rule matches.
    public func categoryByRules(for memo: String) -> (category: TransactionCategory, rule: Int)? {
        guard !rules.isEmpty else { return nil }
        let lowered = memo.lowercased()
        guard let index = rules.firstIndex(where: { lowered.contains($0.pattern) }) else { return nil }
        return (rules[index].category, index + 1)
    }
}
