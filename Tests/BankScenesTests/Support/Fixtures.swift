import BankDomain
import Foundation
import Vipera

@testable import BankScenes

/// 15 January 2026, 10:00 UTC: a Thursday.
let fixedNow = Date(timeIntervalSince1970: 1_768_471_200)
/// The day of ``fixedNow``.
let fixedToday = CalendarDay(year: 2026, month: 1, day: 15)
let utc = TimeZone(identifier: "UTC") ?? .current
let fixedClock = FixedClock(now: fixedNow)
let formatting = BankFormatting(clock: fixedClock, timeZone: utc)
let calendar = BankCalendar(clock: fixedClock, timeZone: utc)

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
        category: .dining, amountMinor: 450, type: .debit, counterparty: "Blue Bottle Coffee"
    )
    static let salary = Transaction(
        id: 12, accountID: 1, date: fixedNow.addingTimeInterval(-86_400), memo: "Salary", category: .salary,
        amountMinor: 210_000, type: .credit, counterparty: "Acme Corp Payroll"
    )
    static let rent = Transaction(
        id: 13, accountID: 2, date: fixedNow.addingTimeInterval(-30 * 86_400), memo: "Rent", category: .rent,
        amountMinor: 125_000, type: .debit, counterparty: "Landlord"
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

    /// The bank the fixtures are in.
    static let bank = BankIdentity(id: "bank-1", generation: "first")

    static let receipt = TransferReceipt(
        order: TransferOrder(sourceID: 1, destinationID: 2, amount: 50, memo: "Savings", date: fixedNow),
        source: everyday,
        destination: savings
    )
}

/// `count` transactions of account 1, newest first, an hour apart: every third a credit.
func ledger(count: Int) -> [Transaction] {
    (0..<count).map { index in
        let isCredit = index.isMultiple(of: 3)
        let hoursBack: Double = 3_600 * Double(index + 1)
        return Transaction(
            id: Int64(1_000 + count - index), accountID: 1, date: fixedNow.addingTimeInterval(-hoursBack),
            memo: "Entry \(index + 1)", category: isCredit ? .salary : .dining, amountMinor: Int64(index + 1) * 100,
            type: isCredit ? .credit : .debit, counterparty: "Shop")
    }
}

/// A worker answer that reads windows of `transactions` (newest first) filtered by type, as the
/// store does.
func windows(of transactions: [Transaction])
    -> @Sendable (TransactionQuery, TransactionPageRequest) async throws
    -> [Transaction]
{
    { query, request in
        let matching = transactions.filter { query.type == nil || $0.type == query.type }
        let index = { (cursor: TransactionCursor) in matching.firstIndex { $0.id == cursor.id } ?? matching.count }
        return switch request.position {
        case .newest(let skipping): Array(matching.dropFirst(skipping).prefix(request.limit))
        case .oldest(let skipping): Array(matching.dropLast(skipping).suffix(request.limit))
        case .olderThan(let cursor): Array(matching.dropFirst(index(cursor) + 1).prefix(request.limit))
        case .startingAt(let cursor): Array(matching.dropFirst(index(cursor)).prefix(request.limit))
        case .newerThan(let cursor): Array(matching.prefix(index(cursor)).suffix(request.limit))
        }
    }
}

/// A worker answer that counts `transactions` filtered by type, as the store does: up to the
/// limit, and "more than" it beyond.
func counts(of transactions: [Transaction]) -> @Sendable (TransactionQuery, Int?) async throws -> TransactionCount {
    { query, limit in
        let count = transactions.count { query.type == nil || $0.type == query.type }
        if let limit, count > limit {
            return .moreThan(limit)
        }
        return .exactly(count)
    }
}

/// Text built from lines, each ending in a newline.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}

/// A storage failure for "when the store fails" tests.
let storeFailure = BankError.storage(StorageFault(.diskFailed, during: .reading))

/// Bank checks for the settings scene's tests.
enum Checks {
    static let everyday = BankCheckReport.AccountBalance(
        name: "Everyday", number: "1234567890", currency: "USD", balanceMinor: 543_250, ledgerMinor: 543_250)
    static let visaOff = BankCheckReport.AccountBalance(
        name: "Visa", number: "4000000004", currency: "USD", balanceMinor: -124_030, ledgerMinor: -124_031)

    /// A sound bank file.
    static let sound = BankCheckReport(
        file: "/home/alex/bank.sqlite", condition: .intact, version: .current(5),
        money: .checked(accounts: [everyday], transactions: 2_600), talliesAgree: true)

    /// A damaged file with a balance its ledger does not make.
    static let faulty = BankCheckReport(
        file: "/home/alex/old.sqlite", condition: .damaged(problems: 3), version: .older(4, current: 5),
        money: .checked(accounts: [everyday, visaOff], transactions: 1_040), talliesAgree: true)
}

/// A clock a test moves on, as days pass in a long session.
final class MovableClock: BankClock, @unchecked Sendable {
    private let lock = NSLock()
    private var moment: Date

    init(now: Date) {
        moment = now
    }

    var now: Date {
        get { lock.withLock { moment } }
        set { lock.withLock { moment = newValue } }
    }
}
