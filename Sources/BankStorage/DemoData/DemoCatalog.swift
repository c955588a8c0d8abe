package import BankDomain

/// The fixed parts of the demo data: the accounts, their targets, and what spending looks like.
package enum DemoCatalog {
    /// One demo account and the balance it ends with.
    package struct AccountPlan {
        package let name: String
        package let type: AccountType
        package let finalBalanceMinor: Int64
        package let creditLimitMinor: Int64
    }

    /// One kind of spending or income: its category, direction, who, and the range of amounts.
    package struct Pattern {
        package let category: TransactionCategory
        package let type: TransactionType
        package let counterparties: [String]
        package let minorRange: ClosedRange<Int64>
        package let weight: Int
    }

    package static let currency = "USD"
    package static let holder = "Alex Morgan"
    package static let transactionsPerAccount = 520
    package static let days = 120

    package static let accounts: [AccountPlan] = [
        AccountPlan(name: "Everyday", type: .checking, finalBalanceMinor: 543_250, creditLimitMinor: 0),
        AccountPlan(name: "Rainy day", type: .savings, finalBalanceMinor: 1_200_000, creditLimitMinor: 0),
        AccountPlan(name: "Travel", type: .savings, finalBalanceMinor: 325_075, creditLimitMinor: 0),
        AccountPlan(name: "Visa", type: .credit, finalBalanceMinor: -124_030, creditLimitMinor: 500_000),
        AccountPlan(name: "Joint", type: .checking, finalBalanceMinor: 287_510, creditLimitMinor: 0),
    ]

    /// What the transactions of an account of `type` look like.
    package static func patterns(for type: AccountType) -> [Pattern] {
        switch type {
        case .checking: spending + [salary, refunds]
        case .savings: savings
        case .credit: spending + [cardPayment, refunds]
        }
    }

    private static let spending: [Pattern] = [
        Pattern(
            category: .groceries, type: .debit, counterparties: ["Fresh Market", "Corner Grocer", "Green Basket"],
            minorRange: 1_250...14_800, weight: 6),
        Pattern(
            category: .dining, type: .debit, counterparties: ["Blue Bottle Coffee", "Luigi's Trattoria", "Noodle Bar"],
            minorRange: 450...8_900, weight: 6),
        Pattern(
            category: .transport, type: .debit, counterparties: ["City Transit", "Shell", "RideShare"],
            minorRange: 275...6_400, weight: 4),
        Pattern(
            category: .shopping, type: .debit, counterparties: ["BookNook", "Hardware Hub", "Online Store"],
            minorRange: 999...24_999, weight: 3),
        Pattern(
            category: .utilities, type: .debit, counterparties: ["Power & Light", "City Water", "FiberNet"],
            minorRange: 3_500...18_000, weight: 1),
        Pattern(
            category: .entertainment, type: .debit, counterparties: ["Cinema Paradiso", "StreamFlix", "Arcade"],
            minorRange: 799...4_500, weight: 2),
        Pattern(
            category: .health, type: .debit, counterparties: ["Pharmacy Plus", "Dr. Chen"],
            minorRange: 1_200...9_500, weight: 1),
    ]

    private static let salary = Pattern(
        category: .salary, type: .credit, counterparties: ["Acme Corp Payroll"], minorRange: 180_000...260_000,
        weight: 1
    )

    private static let refunds = Pattern(
        category: .shopping, type: .credit, counterparties: ["Online Store refund", "BookNook refund"],
        minorRange: 999...9_999, weight: 1
    )

    private static let cardPayment = Pattern(
        category: .transfer, type: .credit, counterparties: ["Payment, thank you"], minorRange: 5_000...60_000,
        weight: 2
    )

    private static let savings: [Pattern] = [
        Pattern(category: .interest, type: .credit, counterparties: ["Vipera Bank"], minorRange: 50...2_500, weight: 2),
        Pattern(
            category: .transfer, type: .credit, counterparties: ["Standing order"], minorRange: 2_500...50_000,
            weight: 5),
        Pattern(
            category: .transfer, type: .debit, counterparties: ["Withdrawal"], minorRange: 2_500...40_000, weight: 3),
        Pattern(category: .fees, type: .debit, counterparties: ["Vipera Bank"], minorRange: 100...1_500, weight: 1),
    ]
}
