/// Something a session asks for notices while it waits for a line: a database other sessions write
/// to, say. It keeps its own place, so each call reports only what is new.
public protocol NoticeSource: Sendable {
    /// Notices for what happened since the last call, in the user's words. Called off the main
    /// actor while the session waits for a line, and on it as each command starts, so what
    /// happened before a command is told apart from what the command itself does. Never while a
    /// command runs: a call begun while the session waited ends before the line it read runs, so
    /// a source may share a connection with the commands.
    func collectNotices() async -> [String]
}
