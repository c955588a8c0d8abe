/// Checks an account's ledger against the bank's figure for a day, and keeps the
/// reconciliations that agreed.
public protocol ReconciliationStore: Sendable {
    /// Compares the ledger's balance at the end of `order`'s day with the bank's, as the write
    /// reads the ledger, and records a reconciliation when they agree (``ReconcileRules``).
    func reconcile(_ order: ReconcileOrder) async throws -> ReconcileOutcome
    /// The account's reconciliation of the latest day, if it has one.
    func latestReconciliation(of accountID: Account.ID) async throws -> Reconciliation?
}
