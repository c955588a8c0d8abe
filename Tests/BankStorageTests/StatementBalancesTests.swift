import BankDomain
import Testing

@testable import BankStorage

@Suite("A statement's balance column")
struct StatementBalancesTests {
    private func day(_ number: Int) -> CalendarDay { CalendarDay(year: 2026, month: 11, day: number) }

    @Test func oldestFirst_aDayEndsAtItsLastRow() {
        var balances = StatementBalances()
        for (line, dayNumber, balance) in [(2, 1, 9_650), (3, 2, 109_650), (4, 2, 59_650), (5, 5, 58_650)] {
            balances.note(line: line, day: day(dayNumber), balanceMinor: Int64(balance))
        }

        #expect(balances.endOfDay.map(\.line) == [2, 4, 5])
        #expect(balances.endOfDay.map(\.balanceMinor) == [9_650, 59_650, 58_650])
    }

    @Test func newestFirst_aDayEndsAtItsFirstRow_andTheDaysComeOldestFirst() {
        var balances = StatementBalances()
        for (line, dayNumber, balance) in [(2, 5, 58_650), (3, 2, 59_650), (4, 2, 109_650), (5, 1, 9_650)] {
            balances.note(line: line, day: day(dayNumber), balanceMinor: Int64(balance))
        }

        #expect(balances.endOfDay.map(\.day) == [day(1), day(2), day(5)])
        #expect(balances.endOfDay.map(\.line) == [5, 3, 2])
    }

    @Test func daysThatRunBothWays_endNoDay() {
        var balances = StatementBalances()
        for (line, dayNumber) in [(2, 1), (3, 5), (4, 2)] {
            balances.note(line: line, day: day(dayNumber), balanceMinor: 100)
        }

        #expect(balances.endOfDay.isEmpty)
    }

    @Test func theParser_readsTheBalanceInTheAccountsCurrency_orNone() throws {
        let parser = try StatementRowParser(
            header: ["date", "memo", "amount", "Balance"], currency: "USD", options: .init())

        #expect(parser.balance(in: ["2026-11-01", "Tea", "-2", "1,096.50"]) == 109_650)
        #expect(parser.balance(in: ["2026-11-01", "Tea", "-2", "-$12"]) == -1_200)
        #expect(parser.balance(in: ["2026-11-01", "Tea", "-2", "€12"]) == nil)
        #expect(parser.balance(in: ["2026-11-01", "Tea", "-2", ""]) == nil)
        #expect(parser.balance(in: ["2026-11-01", "Tea", "-2"]) == nil)
    }
}
