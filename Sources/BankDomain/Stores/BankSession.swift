/// A bank opened for one session, whichever backend keeps it: the stores its scenes use, what
/// runs before each command, and the feed of what other sessions changed.
///
/// ```swift
/// let session = bank.session(clock: clock)
/// session.commandWillRun()
/// let feed = session.changeFeed()
/// ```
public struct BankSession: Sendable {
    // MARK: - Properties

    /// The stores, over this session's own connection.
    public let stores: BankStores
    private let beforeCommand: @Sendable () -> Void
    private let makeChangeFeed: @Sendable () -> any LedgerChangeFeed

    // MARK: - Initialization

    /// Creates a session.
    /// - Parameters:
    ///   - stores: The stores, over the session's own connection.
    ///   - commandWillRun: What runs before each command: asking once whether another session
    ///     changed the bank, so the command's reads agree with each other.
    ///   - changeFeed: Makes a feed of the changes other sessions made, for notices.
    public init(
        stores: BankStores,
        commandWillRun: @escaping @Sendable () -> Void,
        changeFeed: @escaping @Sendable () -> any LedgerChangeFeed
    ) {
        self.stores = stores
        self.beforeCommand = commandWillRun
        self.makeChangeFeed = changeFeed
    }

    // MARK: - Commands

    /// Runs before each command, sourced ones included.
    public func commandWillRun() {
        beforeCommand()
    }

    /// A feed of the changes other sessions made, asked while the session waits for a line.
    /// - Returns: A feed that starts from the bank as it is now.
    public func changeFeed() -> any LedgerChangeFeed {
        makeChangeFeed()
    }
}
