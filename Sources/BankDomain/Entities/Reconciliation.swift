public import Foundation

/// The bank's figure for an account at the end of a day, found equal to the ledger's and
/// recorded: the rows on or before that day are reconciled.
public struct Reconciliation: Sendable, Equatable, Identifiable {
    /// The store's identifier.
    public typealias ID = Int64

    /// The store's identifier.
    public let id: ID
    /// The account reconciled.
    public let accountID: Account.ID
    /// The day whose end the balance is of.
    public let day: CalendarDay
    /// Where the day ended for the person who reconciled: the first moment of the next day.
    public let endsAt: Date
    /// The balance the bank gave, and the ledger agreed with, in minor units.
    public let balanceMinor: Int64
    /// The account's newest row when it was reconciled: a row written later, even of an earlier
    /// day, was not part of the balance that agreed.
    public let throughRowID: Transaction.ID
    /// Who reconciled.
    public let author: LedgerAuthor
    /// When.
    public let madeAt: Date

    /// A reconciliation as the store holds it.
    public init(
        id: ID, accountID: Account.ID, day: CalendarDay, endsAt: Date, balanceMinor: Int64,
        throughRowID: Transaction.ID, author: LedgerAuthor, madeAt: Date
    ) {
        self.throughRowID = throughRowID
        self.id = id
        self.accountID = accountID
        self.day = day
        self.endsAt = endsAt
        self.balanceMinor = balanceMinor
        self.author = author
        self.madeAt = madeAt
    }

    /// Where the reconciled stretch ends: rows from it on are not reconciled.
    public var end: LedgerBoundary {
        LedgerBoundary(day: CalendarDay(daysSince1970: day.daysSince1970 + 1), instant: endsAt)
    }

    /// Whether `transaction` is reconciled by this: a row written by then, of a day on or before
    /// its day or of a moment before its day ended.
    public func covers(_ transaction: Transaction) -> Bool {
        guard transaction.id <= throughRowID else { return false }
        if let rowDay = transaction.day { return rowDay <= day }
        return transaction.date < endsAt
    }
}

/// A person's figure from the bank: `reconcile 1,234.56 on 2026-11-30`.
public struct ReconcileOrder: Sendable, Equatable {
    /// The account.
    public let accountID: Account.ID
    /// The day whose end the bank's balance is of.
    public let day: CalendarDay
    /// The bank's balance, in minor units of the account's currency.
    public let balanceMinor: Int64
    /// Where the day ends for the person: rows of moments before it count, as rows of days up to
    /// and including `day` do.
    public let end: LedgerBoundary

    /// An order to check `balanceMinor` at the end of `day`, which ends at `end`.
    public init(accountID: Account.ID, day: CalendarDay, balanceMinor: Int64, end: LedgerBoundary) {
        self.accountID = accountID
        self.day = day
        self.balanceMinor = balanceMinor
        self.end = end
    }
}

/// How a ledger that does not agree with the bank's figure differs: by how much, and the rows
/// since the last reconciliation that could be why.
public struct ReconcileDifference: Sendable, Equatable {
    /// The ledger's balance at the end of the day, in minor units.
    public let ledgerMinor: Int64
    /// The bank's.
    public let statedMinor: Int64
    /// The reconciliation the rows are counted from; nil when there is none before the day.
    public let since: Reconciliation?
    /// How many rows there are after it, up to the end of the day.
    public let rowsSince: Int
    /// Those of them whose amount is the difference (a row the bank does not have, or has not
    /// yet), or half of it (a row the wrong way round), newest first.
    public let suspects: [Transaction]

    /// The ledger less the bank: negative when the ledger holds less.
    public var differenceMinor: Int64 { ledgerMinor &- statedMinor }

    /// A difference as found.
    public init(ledgerMinor: Int64, statedMinor: Int64, since: Reconciliation?, rowsSince: Int, suspects: [Transaction])
    {
        self.ledgerMinor = ledgerMinor
        self.statedMinor = statedMinor
        self.since = since
        self.rowsSince = rowsSince
        self.suspects = suspects
    }
}

/// What a reconciliation found.
public enum ReconcileOutcome: Sendable, Equatable {
    /// The ledger agrees, and the reconciliation is recorded.
    case agrees(Reconciliation)
    /// The ledger does not agree; nothing is recorded.
    case differs(ReconcileDifference)
}
