/// Which state of the bank a command's reads see: two reads at equal revisions read the same.
///
/// A scene keeps a response it made with the revision it was made at, and shows it again while
/// the revision is unchanged, instead of reading every part of it again.
public struct BankRevision: Equatable, Sendable {
    // MARK: - Properties

    /// Commits of other connections, as the database counts them (SQLite's `data_version`, the
    /// server's revision row).
    public let dataVersion: Int64
    /// Rows this connection changed; 0 where the data version counts them too.
    public let localChanges: Int
    /// How many times the bank was replaced under the session (a restore) or its connection made
    /// again: the counters above start over then, so they are only compared within one.
    public let generation: Int

    // MARK: - Initialization

    /// The revision of those counts.
    public init(dataVersion: Int64, localChanges: Int = 0, generation: Int = 0) {
        self.dataVersion = dataVersion
        self.localChanges = localChanges
        self.generation = generation
    }
}

/// Tells which state of the bank reads see now.
public protocol BankRevisionStore: Sendable {
    /// The revision the current command's reads see, asked of the database once a command; nil
    /// where the stores cannot tell, so nothing is shown again without being read.
    func revision() async throws -> BankRevision?
}

/// The revisions of stores that cannot tell one state from another, such as stores a test
/// makes in memory or stores with faults armed: every read is made afresh.
public struct UntoldBankRevisions: BankRevisionStore {
    /// The stores that never tell.
    public init() {}

    /// Always nil.
    public func revision() async throws -> BankRevision? { nil }
}
