public import BankDomain

/// The stores over one open database, and what a session tells them as it runs commands.
///
/// ```swift
/// let connection = BankDatabase.connection(to: database)
/// launcher.run(commandWillRun: connection.commandWillRun) { … connection.stores … }
/// ```
public struct BankConnection: Sendable {
    // MARK: - Properties

    /// The stores, for the scenes.
    public let stores: BankStores
    private let access: StoreDatabase

    // MARK: - Initialization

    init(access: StoreDatabase, stores: BankStores) {
        self.access = access
        self.stores = stores
    }

    /// A feed of what other sessions write to the bank from now on, for notices.
    public func changeFeed() -> any LedgerChangeFeed {
        SQLiteLedgerChangeFeed(database: access)
    }

    // MARK: - Commands

    /// A command starts. Its first read asks the database whether anything changed since the
    /// last command, from any connection in any process; its other reads trust that answer until
    /// the command writes. A session that never calls this gets a question per read.
    public func commandWillRun() {
        access.commandWillRun()
    }
}
