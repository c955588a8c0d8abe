import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// The statements in `Tests/Statements`, written the way banks export them (a US bank's export
/// with a trailing comma, a German bank's Latin-1 with semicolons and money in and out as two
/// columns, a card whose purchases are positive, a spreadsheet's UTF-16 with tabs and a bank's own
/// categories), each imported with its rules into an account of its own and compared with the
/// ledger it should make (`NAME.expected`: the account's currency, then a row a line).
@MainActor
@Suite("A folder of banks' statements")
struct StatementFolderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Statements").path

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".csv") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func theFolder_holdsAStatementOfEveryShape() {
        #expect(Self.names.count >= 4)
    }

    @Test(arguments: StoreBackend.allCases)
    func eachStatement_importsThroughItsRules_asTheLedgerItShouldMake_once(backend: StoreBackend) async throws {
        for name in Self.names {
            // Given a bank, and an account of the statement's currency
            let base = Self.folder + "/" + name
            let expected = try String(contentsOfFile: base + ".expected", encoding: .utf8)
                .split(separator: "\n").map(String.init)
            let currency = String(expected.first?.dropFirst("currency ".count) ?? "USD")
            let bank = try ContractBank(backend, now: testNow, timeZone: utc)
            let account = try await bank.stores.accountManagement.open(
                try AccountRules.newAccount(
                    name: "Statement", type: .checking, currency: currency, openingMinor: 0, today: testToday,
                    among: try await bank.stores.accounts.allAccounts()))
            let options = StatementImportOptions(rulesPath: base + ".rules")

            // When it is imported through its rules, twice
            let first = try await bank.stores.statements.importStatement(
                at: base + ".csv", into: account.id, options: options
            ) { _ in }
            let again = try await bank.stores.statements.importStatement(
                at: base + ".csv", into: account.id, options: options
            ) { _ in }

            // Then the account holds exactly the rows it should, once, and its balance is their sum
            #expect(first.problemCount == 0, "\(name): \(first.problems)")
            #expect(again.imported == 0, "\(name)")
            let rows = try await bank.stores.transactions.newest(100, matching: TransactionQuery(accountID: account.id))
            let ledger = rows.map { row in
                [
                    row.day?.isoText ?? "", row.memo, Self.amount(row.signedMinorUnits), row.category.rawValue,
                ].joined(separator: "|")
            }
            #expect(ledger.sorted() == Array(expected.dropFirst()).sorted(), "\(name)")
            #expect(try await bank.balanceMinor(of: account.id) == rows.reduce(0) { $0 + $1.signedMinorUnits })
        }
    }

    private static func amount(_ minor: Int64) -> String {
        let cents = abs(minor) % 100
        return (minor < 0 ? "-" : "") + String(abs(minor) / 100) + "." + (cents < 10 ? "0" : "") + String(cents)
    }
}
