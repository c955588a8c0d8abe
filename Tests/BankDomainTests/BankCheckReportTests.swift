import BankDomain
import Testing

@Suite("Bank check report")
struct BankCheckReportTests {
    private static let everyday = BankCheckReport.AccountBalance(
        name: "Everyday", number: "1234567890", currency: "USD", balanceMinor: 543_250, ledgerMinor: 543_250)
    private static let savings = BankCheckReport.AccountBalance(
        name: "Rainy day", number: "9876543210", currency: "USD", balanceMinor: 1_200_000, ledgerMinor: 1_190_000)

    private func report(
        condition: BankCheckReport.Condition = .intact, version: BankCheckReport.Version = .current(5),
        money: BankCheckReport.Money = .checked(accounts: [everyday], transactions: 520), tallies: Bool? = true
    ) -> BankCheckReport {
        BankCheckReport(
            file: "bank.sqlite", condition: condition, version: version, money: money, talliesAgree: tallies)
    }

    @Test func aWholeCurrentBankWhoseBalancesAgree_isSound() {
        #expect(report().isSound)
        #expect(report().problemCount == 0)
    }

    @Test func anOlderBank_withoutOpeningBalances_isStillSound() {
        #expect(report(version: .older(4, current: 5), money: .notRecorded).isSound)
    }

    @Test func eachThingWrong_countsOnce() {
        #expect(report(condition: .damaged(problems: 7)).problemCount == 1)
        #expect(report(version: .newer(known: 5), money: .skipped, tallies: nil).problemCount == 1)
        #expect(
            report(money: .checked(accounts: [Self.everyday, Self.savings], transactions: 1_040)).problemCount == 1)
        #expect(report(tallies: false).problemCount == 1)
        #expect(
            report(
                condition: .damaged(problems: 2),
                money: .checked(accounts: [Self.savings, Self.savings], transactions: 9), tallies: false
            ).problemCount == 4)
    }

    @Test func anAccount_agreesOnlyWhenItsBalanceIsItsLedger() {
        #expect(Self.everyday.agrees)
        #expect(!Self.savings.agrees)
    }
}
