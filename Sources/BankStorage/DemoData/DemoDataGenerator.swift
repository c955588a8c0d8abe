package import BankDomain
package import Foundation

/// Makes the demo bank: five accounts (each type at least once), three cards and over 500
/// transactions per account spread over the 120 days before the clock's date. The same seed and
/// clock give the same data.
package struct DemoDataGenerator {
    // MARK: - Nested Types

    package struct AccountRow {
        package let id: Int64
        package let plan: DemoCatalog.AccountPlan
        package let number: String
        package let iban: String
    }

    package struct LedgerRow {
        package let accountID: Int64
        package let date: Date
        package let memo: String
        package let category: TransactionCategory
        package let amountMinor: Int64
        package let type: TransactionType
        package let counterparty: String
    }

    package struct CardRow {
        package let id: Int64
        package let accountID: Int64
        package let number: String
        package let expiryMonth: Int
        package let expiryYear: Int
        package let status: CardStatus
        package let monthlyLimitMinor: Int64
    }

    // MARK: - Constants

    package static let seed: UInt64 = 0x5649_5045_5241  // "VIPERA"
    private static let secondsPerDay: Double = 86_400

    // MARK: - Properties

    private var random = SeededGenerator(seed: seed)
    private let now: Date

    // MARK: - Initialization

    package init(now: Date) {
        self.now = now
    }

    // MARK: - Generating

    /// The ledger of every account, oldest first per account.
    package mutating func ledger() -> [LedgerRow] {
        DemoCatalog.accounts.enumerated().flatMap { offset, plan in
            ledger(forAccount: Int64(offset + 1), patterns: DemoCatalog.patterns(for: plan.type))
        }
    }

    /// The accounts, with their numbers. Each account's balance is its plan's final balance: the
    /// ledger is the history that led there from an opening balance before the window.
    package mutating func accounts() -> [AccountRow] {
        DemoCatalog.accounts.enumerated().map { offset, plan in
            let number = digits(10)
            return AccountRow(
                id: Int64(offset + 1),
                plan: plan,
                number: number,
                iban: IBAN.german(bankCode: AccountNumber.bankCode, accountNumber: number)
            )
        }
    }

    /// Three cards: on the first checking account, the credit account (both active) and the
    /// joint account (frozen).
    package mutating func cards() -> [CardRow] {
        let year = Calendar(identifier: .gregorian).component(.year, from: now)
        return [(1, CardStatus.active, 250_000), (4, .active, 500_000), (5, .frozen, 100_000)].enumerated().map {
            offset, card in
            CardRow(
                id: Int64(offset + 1),
                accountID: Int64(card.0),
                number: LuhnNumber.make(prefix: "4539", length: 16, random: &random),
                expiryMonth: Int.random(in: 1...12, using: &random),
                expiryYear: year + 1 + offset,
                status: card.1,
                monthlyLimitMinor: Int64(card.2)
            )
        }
    }

    // MARK: - Private

    private mutating func ledger(forAccount id: Int64, patterns: [DemoCatalog.Pattern]) -> [LedgerRow] {
        let totalWeight = patterns.reduce(0) { $0 + $1.weight }
        let window = Double(DemoCatalog.days) * Self.secondsPerDay
        var offsets = (0..<DemoCatalog.transactionsPerAccount).map { _ in Double.random(in: 60..<window, using: &random)
        }
        offsets.sort(by: >)
        return offsets.map { offset in
            let pattern = pick(weight: Int.random(in: 0..<totalWeight, using: &random), from: patterns)
            let counterparty = pattern.counterparties[Int.random(in: 0..<pattern.counterparties.count, using: &random)]
            return LedgerRow(
                accountID: id,
                date: now.addingTimeInterval(-offset.rounded()),
                memo: memo(for: pattern, counterparty: counterparty),
                category: pattern.category,
                amountMinor: Int64.random(in: pattern.minorRange, using: &random),
                type: pattern.type,
                counterparty: counterparty
            )
        }
    }

    private func pick(weight: Int, from patterns: [DemoCatalog.Pattern]) -> DemoCatalog.Pattern {
        var remaining = weight
        for pattern in patterns {
            if remaining < pattern.weight {
                return pattern
            }
            remaining -= pattern.weight
        }
        return patterns[patterns.count - 1]
    }

    private func memo(for pattern: DemoCatalog.Pattern, counterparty: String) -> String {
        switch pattern.category {
        case .salary: "Salary"
        case .interest: "Interest"
        case .fees: "Account fee"
        default: counterparty
        }
    }

    private mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }
}
