/// What a person may do with an account another person owns.
public enum ShareLevel: String, Sendable, CaseIterable {
    /// See the account, its history and its cards, and move no money.
    case view
    /// See the account and move money to and from it, as its owner can.
    case transfer
}

/// What the person at the bank may do with an account: everything as its owner, or what its
/// owner shared it for. On a bank file the one person owns every account.
public enum AccountAccess: Sendable, Equatable {
    /// The person owns the account, or administers the bank.
    case own
    /// The owner shared the account with the person at `level`.
    case shared(ShareLevel)

    /// Whether money may move to and from the account.
    public var movesMoney: Bool { self != .shared(.view) }
}

/// One account shared with one person, as the account's owner or that person sees it.
public struct AccountShare: Sendable, Equatable {
    /// The account shared.
    public let accountID: Account.ID
    /// The account's name.
    public let accountName: String
    /// The person who owns the account, and shared it.
    public let owner: String
    /// The person it is shared with.
    public let person: String
    /// What that person may do with it.
    public let level: ShareLevel

    /// Creates a share.
    /// - Parameters:
    ///   - accountID: The account shared.
    ///   - accountName: The account's name.
    ///   - owner: The person who owns the account.
    ///   - person: The person it is shared with.
    ///   - level: What that person may do with it.
    public init(accountID: Account.ID, accountName: String, owner: String, person: String, level: ShareLevel) {
        self.accountID = accountID
        self.accountName = accountName
        self.owner = owner
        self.person = person
        self.level = level
    }
}
