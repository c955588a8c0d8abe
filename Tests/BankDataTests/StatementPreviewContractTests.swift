import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// What an import would do, found without writing, on every backend from one code.
@MainActor
@Suite("Statement preview contract")
struct StatementPreviewContractTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private func file(_ name: String, _ text: String) throws -> String {
        try writeFile(name, Array(text.utf8), in: folder)
    }

    @Test(arguments: StoreBackend.allCases)
    func aPreview_countsWhatWouldComeIn_againstTheLedgerAsItIs_andWritesNothing(backend: StoreBackend) async throws {
        // Given an account that holds two rows of a statement already, and the whole statement:
        // those two, eight new ones, and a bad row
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let rows = (1...10).map { day in
            "2026-01-0\(day % 9 + 1),Row \(day),\(day.isMultiple(of: 2) ? "" : "-")\(day).00,"
                + (day <= 6 ? "groceries" : "dining")
        }
        let earlier = try file("earlier.csv", "date,memo,amount,category\n" + rows.prefix(2).joined(separator: "\n"))
        let statement = try file(
            "statement.csv", "date,memo,amount,category\n" + rows.joined(separator: "\n") + "\n2026-01-02,Bad,lots,\n")
        _ = try await bank.stores.statements.importStatement(at: earlier, into: 3, options: .init()) { _ in }
        let balance = try await bank.balanceMinor(of: 3)
        let count = try await bank.stores.transactions.exactCount(matching: TransactionQuery(accountID: 3))

        // When it is previewed
        let preview = try await bank.stores.statements.previewStatement(at: statement, into: 3, options: .init())

        // Then the eight new rows are counted, in and out, first and last, by category
        #expect(preview.result.imported == 8 && preview.result.duplicates == 2 && preview.result.problemCount == 1)
        #expect(preview.result.problems.map(\.line) == [12])
        #expect(preview.moneyInMinor == (4 + 6 + 8 + 10) * 100 && preview.moneyOutMinor == (3 + 5 + 7 + 9) * 100)
        #expect(preview.result.netMinor == preview.moneyInMinor - preview.moneyOutMinor)
        #expect(preview.first.map(\.memo) == ["Row 3", "Row 4", "Row 5", "Row 6", "Row 7"])
        #expect(preview.last.map(\.memo) == ["Row 8", "Row 9", "Row 10"])
        #expect(
            preview.categories == [.init(category: .groceries, rows: 4), .init(category: .dining, rows: 4)]
                || preview.categories == [.init(category: .dining, rows: 4), .init(category: .groceries, rows: 4)])
        // And nothing was written
        #expect(try await bank.balanceMinor(of: 3) == balance)
        #expect(try await bank.stores.transactions.exactCount(matching: TransactionQuery(accountID: 3)) == count)
        // And the import that follows does what the preview said
        let imported = try await bank.stores.statements.importStatement(at: statement, into: 3, options: .init()) { _ in
        }
        #expect(imported.imported == 8 && imported.netMinor == preview.result.netMinor)
    }
}
