/// A notification a connection received on a channel it listens to.
struct PostgresNotification: Sendable, Equatable {
    /// The channel it was sent on.
    let channel: String
    /// The server process of the session whose transaction sent it.
    let sender: Int32
    /// What the sender said.
    let payload: String
    /// Whether the session of the connection that heard it sent it: a session hears its own.
    let isOwn: Bool
}
