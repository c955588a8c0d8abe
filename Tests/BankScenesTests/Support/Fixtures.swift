import BankDomain
import Foundation
import Vipera

@testable import BankScenes

/// 15 January 2026, 10:00 UTC: a Thursday.
let fixedNow = Date(timeIntervalSince1970: 1_768_471_200)
let utc = TimeZone(identifier: "UTC") ?? .current
let fixedClock = FixedClock(now: fixedNow)
let formatting = BankFormatting(clock: fixedClock, timeZone: utc)

/// Values the scene tests share.
enum Fixtures {
    static let everyday = Account(
        id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE89370400440532013000",
        currency: "USD", balance: Decimal(string: "5432.50") ?? 0
    )
    static let savings = Account(
        id: 2, name: "Rainy day", type: .savings, number: "9876543210", iban: "DE12500105170648489890",
        currency: "USD", balance: 12_000
    )
    static let visa = Account(
        id: 4, name: "Visa", type: .credit, number: "4000000004", iban: "DE02120300000000202051",
        currency: "USD", balance: Decimal(string: "-1240.30") ?? 0, creditLimit: 5_000
    )
    static let accounts = [everyday, savings, visa]

    static let coffee = Transaction(
        id: 11, accountID: 1, date: fixedNow.addingTimeInterval(-3_600), memo: "Blue Bottle Coffee",
        category: .dining, amount: Decimal(string: "4.50") ?? 0, type: .debit, counterparty: "Blue Bottle Coffee"
    )
    static let salary = Transaction(
        id: 12, accountID: 1, date: fixedNow.addingTimeInterval(-86_400), memo: "Salary", category: .salary,
        amount: 2_100, type: .credit, counterparty: "Acme Corp Payroll"
    )
    static let rent = Transaction(
        id: 13, accountID: 2, date: fixedNow.addingTimeInterval(-30 * 86_400), memo: "Rent", category: .rent,
        amount: 1_250, type: .debit, counterparty: "Landlord"
    )
    static let transactions = [coffee, salary, rent]

    static let debitCard = Card(
        id: 1, accountID: 1, number: "4539148803436467", holder: "Alex Morgan", expiryMonth: 8, expiryYear: 2027,
        status: .active, monthlyLimit: 2_500
    )
    static let frozenCard = Card(
        id: 2, accountID: 4, number: "4539578763621486", holder: "Alex Morgan", expiryMonth: 11, expiryYear: 2028,
        status: .frozen, monthlyLimit: 5_000
    )
    static let cards = [debitCard, frozenCard]

    static let receipt = TransferReceipt(
        order: TransferOrder(sourceID: 1, destinationID: 2, amount: 50, memo: "Savings", date: fixedNow),
        source: everyday,
        destination: savings
    )
}

/// A worker answer that pages through `transactions` and filters them by type, as the store does.
func pages(of transactions: [Transaction]) -> @Sendable (TransactionQuery, Int, Int) async throws -> TransactionPage {
    { query, offset, limit in
        let matching = transactions.filter { query.type == nil || $0.type == query.type }
        return TransactionPage(
            transactions: Array(matching.dropFirst(offset).prefix(limit)), totalCount: matching.count)
    }
}

/// Text built from lines, each ending in a newline.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}

/// A storage failure for "when the store fails" tests.
let storeFailure = BankError.storageFailure("disk I/O error")
