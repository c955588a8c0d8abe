import BankDomain
import Synchronization

/// A feed of other sessions' changes that outlives its connection: when the server restarts or
/// drops the connection it listens on, the next look connects again and listens again, and says
/// once that what was changed in between was not heard (``LedgerChange/unheard``), rather than
/// falling silent for the rest of the session.
final class ResumingChangeFeed: LedgerChangeFeed {
    // MARK: - Properties

    /// Makes a feed on a new connection.
    private let connect: @Sendable () throws(PostgresError) -> PostgresLedgerChangeFeed
    /// The feed listening now; nil while none could be made.
    private let current: Mutex<PostgresLedgerChangeFeed?>

    // MARK: - Initialization

    /// A feed that listens on what `connect` makes, starting with `feed`.
    init(
        _ feed: PostgresLedgerChangeFeed,
        connect: @escaping @Sendable () throws(PostgresError) -> PostgresLedgerChangeFeed
    ) {
        self.connect = connect
        current = Mutex(feed)
    }

    // MARK: - LedgerChangeFeed

    /// The changes heard since the last look; a gap first when the feed had to listen anew.
    /// - Throws: What connecting again threw, while the server cannot be reached.
    func changesByOtherSessions() throws -> [LedgerChange] {
        if let feed = current.withLock({ $0 }) {
            do {
                return try feed.changesByOtherSessions()
            } catch let error as PostgresError where error.connectionLost || error.sqlState?.hasPrefix("57P") == true {
                // Lost, or ended by the server (57P01 an administrator's command, 57P02 a crash,
                // 57P03 a server still starting): a new connection is the way on.
                current.withLock { $0 = nil }
            }
        }
        let feed = try connect()
        current.withLock { $0 = feed }
        return [.unheard] + (try feed.changesByOtherSessions())
    }
}
