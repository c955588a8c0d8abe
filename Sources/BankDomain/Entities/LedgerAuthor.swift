/// Who wrote a ledger row: the audit trail of a bank shared between people. On a server bank
/// the server records the login of every row's writer, and only an administrator can change it;
/// a bank file has one person, its owner, who wrote every row.
public enum LedgerAuthor: Sendable, Equatable {
    /// The person at the bank.
    case you
    /// Another person, by their login.
    case person(String)
    /// Nobody recorded: the row is older than the server bank's people.
    case unrecorded

    /// The author as a name for a file others read, such as an export: the login of another
    /// person, `you` as `person`, and nothing where nobody was recorded.
    public func name(you person: String) -> String {
        switch self {
        case .you: person
        case .person(let name): name
        case .unrecorded: ""
        }
    }
}

/// A transaction and who wrote it, as its detail shows them.
public struct AuthoredTransaction: Sendable, Equatable {
    /// The transaction.
    public let transaction: Transaction
    /// Who wrote it.
    public let author: LedgerAuthor
    /// The key of the confirmed change that wrote it (a transfer), which a person types back to
    /// `search` to find every row it wrote; nil for rows written without one.
    public let requestKey: RequestKey?

    /// Pairs `transaction` with its `author` and the key of the change that wrote it.
    public init(_ transaction: Transaction, by author: LedgerAuthor, requestKey: RequestKey? = nil) {
        self.transaction = transaction
        self.author = author
        self.requestKey = requestKey
    }
}
