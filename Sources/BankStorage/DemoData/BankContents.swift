package import BankDomain
package import Foundation

/// A bank as rows any backend writes: its accounts, ledger, cards and settings. The demo bank is
/// one (the same identifiers, for the same clock, whether the bank is a file or on a server);
/// a bank file read for `vbank copy` is another.
package struct BankContents: Sendable {
    // MARK: - Nested Types

    /// An account row, with the opening balance its ledger starts from.
    package struct AccountRow: Sendable {
        package let account: Account
        package let position: Int
        package let openingBalanceMinor: Int64
        /// When it was closed; nil while it is open.
        package var closedAt: Date?

        package init(account: Account, position: Int, openingBalanceMinor: Int64, closedAt: Date? = nil) {
            self.account = account
            self.position = position
            self.openingBalanceMinor = openingBalanceMinor
            self.closedAt = closedAt
        }
    }

    /// A card row, with its limit in minor units as stored.
    package struct CardRow: Sendable {
        package let card: Card
        package let monthlyLimitMinor: Int64

        package init(card: Card, monthlyLimitMinor: Int64) {
            self.card = card
            self.monthlyLimitMinor = monthlyLimitMinor
        }
    }

    /// A change to the ledger as a bank file keeps it (``CorrectionLog``): of the row `entryID`
    /// (negated when the row was taken out), with what an undo needs in `removed`.
    package struct CorrectionRow: Sendable, Equatable {
        package let id: Int64
        package let entryID: Int64
        package let partnerID: Int64?
        package let kind: LedgerCorrection.Kind
        package let before: String
        package let after: String
        package let removed: String?
        package let session: String
        package let date: Double
        package let undoneBy: Int64?

        package init(
            id: Int64, entryID: Int64, partnerID: Int64?, kind: LedgerCorrection.Kind, before: String, after: String,
            removed: String?, session: String, date: Double, undoneBy: Int64?
        ) {
            self.id = id
            self.entryID = entryID
            self.partnerID = partnerID
            self.kind = kind
            self.before = before
            self.after = after
            self.removed = removed
            self.session = session
            self.date = date
            self.undoneBy = undoneBy
        }
    }

    // MARK: - Properties

    /// The accounts, in position order.
    package let accounts: [AccountRow]
    /// The ledger, in the order it is recorded: each row's identifier is its place, from 1.
    package let ledger: [LedgerRow]
    /// The cards.
    package let cards: [CardRow]
    /// The settings: for the demo, those a new bank starts with.
    package let settings: UserSettings
    /// The identifier each ledger row has in the bank read, in the ledger's order: what its notes
    /// and changes name it by. Empty for the demo, whose rows are not yet anywhere.
    package var ledgerIDs: [Int64] = []
    /// The notes people keep with rows, by the row's identifier in the bank read.
    package var notes: [Int64: String] = [:]
    /// The ledger's changes, oldest first, as the bank read keeps them.
    package var corrections: [CorrectionRow] = []
    /// The reconciliations, oldest first.
    package var reconciliations: [Reconciliation] = []
    /// The categories and rules: for the demo, those a new bank starts with.
    package var categories = CategoryBook.defaults

    // MARK: - Initialization

    /// A bank of these rows.
    package init(accounts: [AccountRow], ledger: [LedgerRow], cards: [CardRow], settings: UserSettings) {
        self.accounts = accounts
        self.ledger = ledger
        self.cards = cards
        self.settings = settings
    }

    /// The demo bank for `now`.
    /// - Throws: ``BankError`` when a balance would fall outside ``MoneyBounds``, which the
    ///   catalogue's plans never make.
    package init(now: Date) throws(BankError) {
        settings = .defaults
        var generator = DemoDataGenerator(now: now)
        let accountRows = generator.accounts()
        let ledgerRows = generator.ledger()
        ledger = ledgerRows.map { row in
            LedgerRow(
                accountID: row.accountID,
                transaction: NewTransaction(
                    date: row.date, memo: row.memo, category: row.category, amountMinor: row.amountMinor,
                    type: row.type, counterparty: row.counterparty))
        }
        accounts = try Self.accounts(accountRows, openingFrom: ledgerRows)
        cards = generator.cards().map { card in
            CardRow(
                card: Card(
                    id: card.id, accountID: card.accountID, number: card.number, holder: DemoCatalog.holder,
                    expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, status: card.status,
                    monthlyLimit: MinorUnits.amount(of: card.monthlyLimitMinor, currency: Currency.bankDefault)),
                monthlyLimitMinor: card.monthlyLimitMinor)
        }
    }

    // MARK: - Private

    /// The plans give each account's final balance; the ledger is the history that led there
    /// from its opening balance, which is the final one less what the ledger adds up to. Both are
    /// held to ``MoneyBounds`` like any other balance (the rows, by the ledger's insert).
    private static func accounts(
        _ rows: [DemoDataGenerator.AccountRow], openingFrom ledger: [DemoDataGenerator.LedgerRow]
    ) throws(BankError) -> [AccountRow] {
        var net: [Int64: MinorSum] = [:]
        for row in ledger {
            try net[row.accountID, default: MinorSum()].add(row.type == .credit ? row.amountMinor : -row.amountMinor)
        }
        return try rows.map { row throws(BankError) in
            let final = row.plan.finalBalanceMinor
            var opening = MinorSum(final)
            try opening.subtract(net[row.id, default: MinorSum()].value)
            for balance in [final, opening.value, row.plan.creditLimitMinor] {
                try MoneyBounds.checkAmount(balance)
            }
            return AccountRow(
                account: Account(
                    id: row.id, name: row.plan.name, type: row.plan.type, number: row.number, iban: row.iban,
                    ibanIsExample: true, currency: DemoCatalog.currency, balanceMinor: final,
                    creditLimitMinor: row.plan.creditLimitMinor),
                position: Int(row.id), openingBalanceMinor: opening.value)
        }
    }
}
