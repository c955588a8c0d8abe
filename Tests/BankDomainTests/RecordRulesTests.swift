import BankDomain
import Foundation
import PropertyBased
import Testing

@Suite("Recording money spent and received")
struct RecordRulesTests {
    private let today = CalendarDay(year: 2026, month: 1, day: 15)
    private let everyday = Account(
        id: 1, name: "Everyday", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 10_000)
    private let visa = Account(
        id: 2, name: "Visa", type: .credit, number: "2", iban: nil, currency: "USD", balanceMinor: -40_000,
        creditLimitMinor: 50_000)

    private func order(_ type: TransactionType, _ minor: Int64, on day: CalendarDay? = nil) -> RecordOrder {
        RecordOrder(
            accountID: 1, type: type, amountMinor: minor, payee: "Shop", category: .groceries, day: day ?? today,
            memo: "Food")
    }

    @Test func aSpendWithinWhatIsAvailable_givesTheBalanceAfterIt() throws {
        #expect(try RecordRules.check(order(.debit, 10_000), in: everyday, latestDay: today) == 0)
        #expect(try RecordRules.check(order(.credit, 5), in: everyday, latestDay: today) == 10_005)
        #expect(try RecordRules.check(order(.debit, 10_000), in: visa, latestDay: today) == -50_000)
    }

    @Test func aSpendBeyondWhatIsAvailable_isRefusedAsATransferWouldBe() {
        #expect(throws: BankError.insufficientFunds(available: 100, currency: "USD")) {
            try RecordRules.check(order(.debit, 10_001), in: everyday, latestDay: today)
        }
        #expect(throws: BankError.creditLimitExceeded(available: 100, currency: "USD")) {
            try RecordRules.check(order(.debit, 10_001), in: visa, latestDay: today)
        }
    }

    @Test func anAccountSharedToView_orClosed_takesNoRecord() {
        let viewed = Account(
            id: 1, name: "Joint", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 0,
            owner: "ann", access: .shared(.view))
        let closed = Account(
            id: 1, name: "Old", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 0,
            isClosed: true)
        #expect(throws: BankError.mayOnlyView(account: "Joint", owner: "ann")) {
            try RecordRules.check(order(.credit, 1), in: viewed, latestDay: today)
        }
        #expect(throws: BankError.accountClosed("Old")) {
            try RecordRules.check(order(.credit, 1), in: closed, latestDay: today)
        }
    }

    @Test func aDayAfterTheLatestBegun_orOutsideTheLedger_isRefused() {
        #expect(throws: BankError.dayNotYetBegun(today.next)) {
            try RecordRules.check(order(.credit, 1, on: today.next), in: everyday, latestDay: today)
        }
        let ancient = CalendarDay(year: 1899, month: 12, day: 31)
        #expect(throws: BankError.dayOutOfRange(ancient)) {
            try RecordRules.check(order(.credit, 1, on: ancient), in: everyday, latestDay: today)
        }
    }

    @Test func theLatestDayBegun_isTheDayInTheZoneFurthestAhead() async {
        // Kiribati (UTC+14) starts each day 14 hours before UTC does, and no zone starts one earlier
        await propertyCheck(count: 300, input: Gen.int(in: -2_000_000_000...4_000_000_000)) { seconds in
            let moment = Date(timeIntervalSince1970: TimeInterval(seconds))
            let latest = CalendarDay.latestBegun(at: moment)
            #expect(latest.firstMomentAnywhere <= moment)
            #expect(latest.next.firstMomentAnywhere > moment)
        }
    }
}
