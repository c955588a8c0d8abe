/// Tells a session what other sessions wrote to the ledger, never what it wrote itself and never
/// what was rolled back.
public protocol LedgerChangeFeed: Sendable {
    /// The changes other sessions committed since the last call, or since the feed was made,
    /// oldest first. Safe to call from any task.
    func changesByOtherSessions() throws -> [LedgerChange]
}
