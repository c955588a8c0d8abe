/// A finished sitting, as the log keeps it.
public struct Session: Sendable, Equatable {
    /// Its place in the log, from 1.
    public let number: Int
    /// How long it lasted.
    public let minutes: Int

    /// Creates a logged sitting.
    public init(number: Int, minutes: Int) {
        self.number = number
        self.minutes = minutes
    }
}

/// Where finished sittings are kept.
public protocol SessionStore: Sendable {
    /// Every sitting, oldest first.
    func sessions() async throws -> [Session]
    /// Logs a sitting of `minutes` and returns it.
    @discardableResult
    func record(minutes: Int) async throws -> Session
    /// Forgets every sitting.
    func removeAll() async throws
}

/// A log kept in memory for the run of the app.
public actor InMemorySessionStore: SessionStore {
    // MARK: - Properties

    private var log: [Session]

    // MARK: - Initialization

    /// Creates a log holding `sessions`.
    public init(sessions: [Session] = []) {
        log = sessions
    }

    // MARK: - SessionStore

    /// Every sitting, oldest first.
    public func sessions() -> [Session] {
        log
    }

    /// Logs a sitting of `minutes` as the next number and returns it.
    @discardableResult
    public func record(minutes: Int) -> Session {
        let session = Session(number: log.count + 1, minutes: minutes)
        log.append(session)
        return session
    }

    /// Forgets every sitting.
    public func removeAll() {
        log.removeAll()
    }
}
