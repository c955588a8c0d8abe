import BankDomain
import Foundation
import Testing

@testable import BankScenes

@Suite("Formatting")
struct FormattingTests {
    private let dates = formatting.dates

    private static let hour: TimeInterval = 3_600
    private static let day: TimeInterval = 86_400
    private static let cases: [(TimeInterval, String)] = [
        (0, "Today, 10:00 AM"), (-10 * hour, "Today, 12:00 AM"), (-11 * hour, "Yesterday"), (-2 * day, "Tuesday"),
        (-6 * day, "Friday"), (-7 * day, "Jan 8, 2026"), (-40 * day, "Dec 6, 2025"), (2 * hour, "Today, 12:00 PM"),
        (3 * hour + 300, "Today, 1:05 PM"),
    ]

    @Test(arguments: cases)
    func relative_followsTheSeeds(offset: TimeInterval, expected: String) {
        #expect(dates.relative(fixedNow.addingTimeInterval(offset)) == expected)
    }

    @Test func relative_dependsOnTheTimeZone() {
        let tokyo = RelativeDateFormatter(clock: fixedClock, timeZone: TimeZone(identifier: "Asia/Tokyo") ?? utc)

        #expect(tokyo.relative(fixedNow.addingTimeInterval(-11 * 3_600)) == "Today, 8:00 AM")
    }

    @Test func fullAndISODays() {
        #expect(dates.full(fixedNow) == "January 15, 2026 at 10:00 AM")
        #expect(dates.medium(fixedNow) == "Jan 15, 2026")
        #expect(dates.isoDay(fixedNow) == "2026-01-15")
    }

    @Test func isoTimestamps_areUTCToTheSecond_whateverTheTimeZone() throws {
        let tokyo = RelativeDateFormatter(
            clock: fixedClock, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))

        #expect(dates.isoTimestamp(fixedNow.addingTimeInterval(59)) == "2026-01-15T10:00:59Z")
        #expect(tokyo.isoTimestamp(fixedNow) == "2026-01-15T10:00:00Z")
        #expect(dates.isoTimestamp(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
        #expect(dates.isoTimestamp(Date(timeIntervalSince1970: -2_208_988_800)) == "1900-01-01T00:00:00Z")
    }

    @Test func transactionRows_carryMinorUnitsAndTheMomentForPrograms() {
        let row = TransactionRow(
            number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD", formatting: formatting)

        #expect(row.amount == "-$4.50")
        #expect(row.amountMinor == -450)
        #expect(row.currency == "USD")
        #expect(row.timestamp == "2026-01-15T09:00:00Z")
    }

    @Test(arguments: [
        (0, "Today"), (-1, "Yesterday"), (-2, "Tuesday"), (-6, "Friday"), (-7, "Jan 8, 2026"), (1, "Jan 16, 2026"),
    ])
    func aRowOfADay_isWordedWithoutATime(offset: Int, expected: String) {
        let day = LedgerDate.day(CalendarDay(daysSince1970: fixedToday.daysSince1970 + offset))

        #expect(dates.relative(day, today: dates.today) == expected)
    }

    @Test(arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Santiago", "Asia/Kolkata"])
    func aRowOfADay_isTheSameDay_inEveryTimeZone(zone: String) throws {
        // Given a formatter far ahead of UTC or behind it, on the same moment
        let there = RelativeDateFormatter(clock: fixedClock, timeZone: try #require(TimeZone(identifier: zone)))
        let day = LedgerDate.day(CalendarDay(year: 2025, month: 12, day: 6))

        // Then the day reads the same there as in UTC
        #expect(there.relative(day, today: there.today) == "Dec 6, 2025")
        #expect(there.full(day) == "December 6, 2025")
        #expect(there.isoDay(day) == "2025-12-06")
    }

    @Test func aRowOfADay_carriesItsDayForPrograms_andNoMoment() throws {
        let statementRow = Transaction(
            id: 9, accountID: 1, date: fixedNow, day: CalendarDay(year: 2026, month: 1, day: 14), memo: "Shop",
            category: .shopping, amountMinor: 100, type: .debit, counterparty: "Shop")
        let row = TransactionRow(
            number: 1, transaction: statementRow, accountName: "Everyday", currency: "USD", formatting: formatting)

        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(row)) as? [String: Any]

        #expect(row.date == "Yesterday" && row.day == "2026-01-14" && row.timestamp == nil)
        #expect(json?["day"] as? String == "2026-01-14" && json?["timestamp"] == nil)
    }

    @Test func masking_showsOnlyTheLastFourDigits() {
        #expect(formatting.maskedAccountNumber("1234567890") == "****7890")
        #expect(formatting.maskedAccountNumber("123") == "123")
        #expect(formatting.maskedCardNumber("4539148803433456") == "**** **** **** 3456")
        #expect(formatting.maskedCardNumber("12") == "**")
        #expect(formatting.expiry(month: 8, year: 2027) == "08/27")
        #expect(formatting.expiry(month: 12, year: 2030) == "12/30")
    }

    @Test func balances_hideAsDots() {
        #expect(formatting.balance(Decimal(string: "5432.5") ?? 0, currency: "USD", isVisible: true) == "$5,432.50")
        #expect(formatting.balance(1, currency: "USD", isVisible: false) == "••••")
    }

    @Test func choiceMatch_findsExactOrUniquePrefix() {
        #expect(ChoiceMatch.value("DEB", of: TransactionType.self) == .debit)
        #expect(ChoiceMatch.value("cre", of: TransactionType.self) == .credit)
        #expect(ChoiceMatch.value("", of: TransactionType.self) == nil)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (1_000_000, "1,000,000"), (-12_345, "-12,345")])
    func counts_haveThousandsSeparators(value: Int, text: String) {
        #expect(formatting.count(value) == text)
    }

    @Test(arguments: [(0, "0:00"), (7, "0:07"), (65, "1:05"), (3_723, "1:02:03"), (-5, "0:00")])
    func durations_readAsAClock(seconds: Int, text: String) {
        #expect(formatting.clock(seconds: seconds) == text)
    }
}
