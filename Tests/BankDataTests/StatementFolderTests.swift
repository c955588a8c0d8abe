import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// The statements in `Tests/Statements`, written the way banks export them (a US bank's export
/// with a trailing comma, a German bank's Latin-1 with semicolons and money in and out as two
/// columns, a card whose purchases are positive, a spreadsheet's UTF-16 with tabs and a bank's own
/// categories, a US bank's OFX 1.x download in Windows-1252, a card's OFX 2.x, Quicken's QIF and
/// a German bank's CAMT.053), each imported (a CSV file with its rules) into an account of its
/// own and compared with the ledger it should make (`NAME.expected`: the account's currency, then
/// a row a line). `same-transactions` holds one month in every format.
@MainActor
@Suite("A folder of banks' statements")
struct StatementFolderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Statements").path

    /// The statements' file names.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.contains(".") && !$0.hasSuffix(".rules") && !$0.hasSuffix(".expected") }.sorted()
    }

    @Test func theFolder_holdsAStatementOfEveryShape() {
        let kinds = Set(Self.names.map { $0.split(separator: ".").last.map(String.init) ?? "" })
        #expect(Self.names.count >= 8)
        #expect(kinds.isSuperset(of: ["csv", "qfx", "ofx", "qif", "xml"]))
    }

    @Test(arguments: StoreBackend.allCases)
    func eachStatement_importsThroughItsRules_asTheLedgerItShouldMake_once(backend: StoreBackend) async throws {
        for file in Self.names {
            // Given a bank, and an account of the statement's currency
            let name = String(file.prefix { $0 != "." })
            let base = Self.folder + "/" + name
            let rules = FileManager.default.fileExists(atPath: base + ".rules") ? base + ".rules" : nil
            let expected = try String(contentsOfFile: base + ".expected", encoding: .utf8)
                .split(separator: "\n").map(String.init)
            let currency = String(expected.first?.dropFirst("currency ".count) ?? "USD")
            let bank = try ContractBank(backend, now: testNow, timeZone: utc)
            let account = try await bank.stores.accountManagement.open(
                try AccountRules.newAccount(
                    name: "Statement", type: .checking, currency: currency, openingMinor: 0, today: testToday,
                    among: try await bank.stores.accounts.allAccounts()))
            let options = StatementImportOptions(rulesPath: rules)

            // When it is imported (through its rules, if it has some), twice
            let first = try await bank.stores.statements.importStatement(
                at: Self.folder + "/" + file, into: account.id, options: options
            ) { _ in }
            let again = try await bank.stores.statements.importStatement(
                at: Self.folder + "/" + file, into: account.id, options: options
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

    @Test(arguments: StoreBackend.allCases)
    func oneMonth_inCSV_OFX_QIF_andCAMT_importsAsTheSameRows(backend: StoreBackend) async throws {
        // Given the same month of a German account written as CSV, OFX 1.x and 2.x, QIF and CAMT.053
        let folder = Self.folder + "/same-transactions"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["month-v2.ofx", "month.camt.xml", "month.csv", "month.ofx", "month.qif"])
        var ledgers: [String: [String]] = [:]
        for file in files {
            let bank = try ContractBank(backend, now: testNow, timeZone: utc)
            let account = try await bank.stores.accountManagement.open(
                try AccountRules.newAccount(
                    name: "Giro", type: .checking, currency: "EUR", openingMinor: 0, today: testToday,
                    among: []))

            // When each is imported into an empty account (QIF's dates are day first, as it writes them)
            let result = try await bank.stores.statements.importStatement(
                at: folder + "/" + file, into: account.id, options: .init()
            ) { _ in }

            // Then each gives the same five rows, the two identical rent rows both kept
            #expect(result.imported == 5 && result.problemCount == 0, "\(file): \(result.problems)")
            let rows = try await bank.stores.transactions.newest(100, matching: TransactionQuery(accountID: account.id))
            ledgers[file] = rows.map { row in
                [row.day?.isoText ?? "", row.memo, Self.amount(row.signedMinorUnits), row.category.rawValue]
                    .joined(separator: "|")
            }.sorted()
        }
        let csv = try #require(ledgers["month.csv"])
        #expect(csv.count == 5)
        for (file, ledger) in ledgers {
            #expect(ledger == csv, "\(file)")
        }
    }

    private static func amount(_ minor: Int64) -> String {
        let cents = abs(minor) % 100
        return (minor < 0 ? "-" : "") + String(abs(minor) / 100) + "." + (cents < 10 ? "0" : "") + String(cents)
    }
}
