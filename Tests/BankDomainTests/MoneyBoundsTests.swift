import BankDomain
import Foundation
import PropertyBased
import Testing

@Suite("Money bounds")
struct MoneyBoundsTests {
    private func account(balance: Int64, type: AccountType = .savings) -> Account {
        Account(
            id: 1, name: "Travel", type: type, number: "1", iban: "X", currency: "USD", balanceMinor: balance,
            creditLimitMinor: type == .credit ? 500_000 : 0)
    }

    @Test func oneAmount_andOneBalance_mayReachTheBoundButNotPassIt() throws {
        try MoneyBounds.checkAmount(MoneyBounds.maximumMinor)
        try MoneyBounds.checkAmount(-MoneyBounds.maximumMinor)
        #expect(throws: BankError.amountTooLarge(maximum: 1_000_000_000)) {
            try MoneyBounds.checkAmount(MoneyBounds.maximumMinor + 1)
        }
        #expect(try MoneyBounds.balance(of: account(balance: 0), movedBy: MoneyBounds.maximumMinor) == 100_000_000_000)
        #expect(throws: BankError.balanceTooLarge(account: "Travel", maximum: 1_000_000_000)) {
            try MoneyBounds.balance(of: account(balance: 1), movedBy: MoneyBounds.maximumMinor)
        }
    }

    @Test func aBalanceBeyondTheBound_takesPartInNoMove() throws {
        let legacy = account(balance: 5_000_000_000_000_000_000)
        for change: Int64 in [-1, 1, -MoneyBounds.maximumMinor] {
            #expect(throws: BankError.balanceTooLarge(account: "Travel", maximum: 1_000_000_000)) {
                try MoneyBounds.balance(of: legacy, movedBy: change)
            }
        }
        #expect(throws: BankError.balanceTooLarge(account: "Travel", maximum: 1_000_000_000)) {
            try MoneyBounds.balance(of: account(balance: .max), movedBy: MoneyBounds.maximumMinor)
        }
    }

    @Test func theAvailableMoneyOfAHugeCreditBalance_doesNotWrapToTheOtherSign() {
        #expect(account(balance: .max, type: .credit).availableMinor == .max)
        #expect(account(balance: -500, type: .credit).availableMinor == 499_500)
    }

    @Test func sumsOfAnyBalances_areExact_orReportedTooLarge_neverWrappedOrClamped() async {
        let values = Gen.int64(in: Int64.min...Int64.max).array(of: 0...12)
        let small = Gen.int64(in: -MoneyBounds.maximumMinor...MoneyBounds.maximumMinor).array(of: 0...12)
        await propertyCheck(count: 1_000, input: values, small) { huge, bounded in
            for values in [huge, bounded, huge + bounded] {
                let exact = values.reduce(Int128(0)) { $0 + Int128($1) }
                if let fits = Int64(exactly: exact) {
                    let sum = try MinorSum.of(values)
                    #expect(sum == fits)
                } else {
                    #expect(throws: BankError.sumTooLarge) { try MinorSum.of(values) }
                }
            }
        }
    }

    @Test func totalsPerCurrency_areSummedInTheOrderCurrenciesAppear_andOverflowSaysSo() throws {
        let accounts = [
            account(balance: 100),
            Account(
                id: 2, name: "Euro", type: .checking, number: "2", iban: "Y", currency: "EUR", balanceMinor: 7),
            account(balance: 50),
        ]
        #expect(
            try CurrencyTotal.balances(of: accounts)
                == [CurrencyTotal(currency: "USD", minorUnits: 150), CurrencyTotal(currency: "EUR", minorUnits: 7)])
        #expect(throws: BankError.sumTooLarge) {
            try CurrencyTotal.balances(of: [account(balance: .max), account(balance: 1)])
        }
    }

    @Test func aClosedAccountsCurrency_hasNoPlaceAmongTheTotals() throws {
        let closedEuros = Account(
            id: 2, name: "Old euros", type: .savings, number: "2", iban: "Y", currency: "EUR", balanceMinor: 0,
            isClosed: true)
        #expect(
            try CurrencyTotal.balances(of: [account(balance: 100), closedEuros])
                == [CurrencyTotal(currency: "USD", minorUnits: 100)])
    }
}
