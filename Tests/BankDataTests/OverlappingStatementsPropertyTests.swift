import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// A month's statement, then the next one that overlaps it (as banks' exports of "the last 90
/// days" do): every transaction comes in once, whichever file comes first.
@MainActor
@Suite("Overlapping statements")
struct OverlappingStatementsPropertyTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    @Test func twoOverlappingStatements_addEachTransactionOnce_inEitherOrder() async {
        let amounts = Gen.int(in: -500_000...500_000).map { $0 == 0 ? 1 : $0 }.array(of: 2...30)
        let cuts = zip(Gen.int(in: 0...100), Gen.int(in: 0...100))
        let orders = Gen.bool
        let folder = self.folder
        await propertyCheck(count: 30, input: amounts, cuts, orders) { amounts, cuts, newerFirst in
            // Given distinct rows, and two statements that share some of them
            let rows = amounts.enumerated().map { index, amount in
                let cents = abs(amount) % 100
                let day = CalendarDay(daysSince1970: 20_300 + index / 3).isoText
                return
                    "\(day),Row \(index),\(amount < 0 ? "-" : "")\(abs(amount) / 100).\(cents < 10 ? "0" : "")\(cents)"
            }
            let start = cuts.0 % rows.count
            let end = max(start + 1, rows.count - cuts.1 % rows.count)
            let earlier = Array(rows[..<end])
            let later = Array(rows[start...])
            let paths = try [earlier, later].map { part in
                try writeFile(
                    UUID().uuidString + ".csv", Array(("date,memo,amount\n" + part.joined(separator: "\n")).utf8),
                    in: folder)
            }
            let bank = try ContractBank(.sqlite, now: testNow, timeZone: utc)
            let account = try await bank.stores.accountManagement.open(
                try AccountRules.newAccount(
                    name: "Overlap", type: .checking, currency: "USD", openingMinor: 0, today: testToday,
                    among: try await bank.stores.accounts.allAccounts()))

            // When both are imported, in one order or the other
            var imported = 0
            for path in newerFirst ? paths.reversed() : paths {
                imported += try await bank.stores.statements.importStatement(
                    at: path, into: account.id, options: .init()
                ) { _ in }.imported
            }

            // Then every row is there once, and the balance is their sum
            #expect(imported == rows.count)
            let held = try await bank.stores.transactions.newest(100, matching: TransactionQuery(accountID: account.id))
            #expect(Set(held.map(\.memo)).count == rows.count && held.count == rows.count)
            #expect(try await bank.balanceMinor(of: account.id) == amounts.reduce(0) { $0 + Int64($1) })
        }
    }
}
