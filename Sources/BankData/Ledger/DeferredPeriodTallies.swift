import BankStorage
import GRDB
import Synchronization

/// Whether a bank's tallies by period (``LedgerPeriodTally``) still wait to be summed from its
/// ledger. Only a bank made in memory waits: its demo ledger goes in without them, because
/// summing 2,600 rows into three tallies was half of a start on `:memory:` (81 M of 176 M
/// instructions), and a session that only looks at Home or a list never reads them. The first
/// read of a sum, a check or a backup sums them, once. A bank in memory is this process's alone,
/// so the flag it keeps here is the whole truth about it; a bank file is always tallied as it
/// is written.
final class DeferredPeriodTallies: Sendable {
    // MARK: - Properties

    private let isPending: Mutex<Bool>

    // MARK: - Initialization

    /// Tallies that wait when `pending` says so.
    init(pending: Bool) {
        isPending = Mutex(pending)
    }

    /// Tallies that are kept as the ledger is written: a file's, or a copy of one.
    static var current: DeferredPeriodTallies { DeferredPeriodTallies(pending: false) }

    // MARK: - Catching Up

    /// Sums the tallies from the ledger through `write` if they wait. Rows written meanwhile are
    /// in the ledger too: the tallies are summed afresh, so none is counted twice.
    func bringUpToDate(through write: (@escaping (Database) throws -> Void) throws -> Void) throws {
        guard isPending.withLock({ $0 }) else { return }
        try write(LedgerPeriodTally.rebuild)
        isPending.withLock { $0 = false }
    }

    /// The bank was replaced by a backup, which is whole: backups are taken once the tallies
    /// are summed.
    func bankWasReplaced() {
        isPending.withLock { $0 = false }
    }
}
