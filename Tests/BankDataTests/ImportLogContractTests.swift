import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// Imports remembered and taken back, on SQLite and on the server: `imports` lists each with its
/// file and what it added, the same bytes are never imported twice, and `undo-import` takes an
/// import's rows out as a change `undo` can take back, leaving every balance as it was.
@MainActor
@Suite("Imports remembered and taken back")
struct ImportLogContractTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    @Test(arguments: StoreBackend.allCases)
    func anImport_isListed_andTheSameBytesAgain_addNothing_orAreRefusedWhenTheyWouldAddRows(backend: StoreBackend)
        async throws
    {
        // Given a statement imported with US dates
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let account = try await Self.account(in: bank)
        let path = try writeFile(
            "us.csv", Array("date,memo,amount\n01/02/2026,Bakery,-4.50\n01/03/2026,Pay,100.00\n".utf8), in: folder)
        let us = StatementImportOptions(dateFormat: "MM/dd/yyyy")
        _ = try await bank.stores.statements.importStatement(at: path, into: account.id, options: us) { _ in }

        // When it is imported again as it was, and then read day first
        let again = try await bank.stores.statements.importStatement(at: path, into: account.id, options: us) { _ in }
        let dayFirst = StatementImportOptions(dateFormat: "dd/MM/yyyy")
        let refusal = await #expect(throws: StatementError.self) {
            _ = try await bank.stores.statements.importStatement(at: path, into: account.id, options: dayFirst) { _ in }
        }

        // Then the first adds nothing and names the import, the second is refused, and one import is listed
        let imports = try await bank.stores.statements.imports(of: account.id)
        let first = try #require(imports.first)
        #expect(imports.count == 1)
        #expect(first.fileName == "us.csv" && first.format == "CSV" && first.rows == 2 && first.netMinor == 9_550)
        #expect(first.rowsInLedger == 2 && first.netInLedgerMinor == 9_550 && !first.isUndone)
        #expect(again.imported == 0 && again.earlierImport?.importID == first.id)
        // (a server dates an import by its own clock)
        guard case .alreadyImported("us.csv", _, "Imports", first.id)? = refusal else {
            Issue.record("refused as \(String(describing: refusal))")
            return
        }
        #expect(try await bank.balanceMinor(of: account.id) == 10_000 + 9_550)
    }

    @Test(arguments: StoreBackend.allCases)
    func undoImport_takesItsRowsOut_undoPutsThemBack_andTheFileMayComeInAgainOnceItIsOut(backend: StoreBackend)
        async throws
    {
        // Given a row recorded by hand, then a statement imported, one of its rows with a note
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let account = try await Self.account(in: bank)
        let before = try await bank.balanceMinor(of: account.id)
        let path = try writeFile(
            "s.csv", Array("date,memo,amount\n2026-01-02,Bakery,-4.50\n2026-01-03,Pay,100.00\n".utf8), in: folder)
        _ = try await bank.stores.statements.importStatement(at: path, into: account.id, options: .init()) { _ in }
        let rows = try await bank.stores.transactions.newest(10, matching: TransactionQuery(accountID: account.id))
        let pay = try #require(rows.first { $0.memo == "Pay" })
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.note("from the bakery job"), of: pay.id))
        let reviewed = try #require(try await bank.stores.statements.imports(of: account.id).first)

        // When it is taken back
        let receipt = try await bank.stores.corrections.undoImport(reviewed.id, of: account.id, expected: reviewed)

        // Then its rows are gone, the balance is as before, and it is listed as taken back
        #expect(receipt.correction.kind == .importUndone && receipt.accounts.first?.balanceMinor == before)
        #expect(try await bank.balanceMinor(of: account.id) == before)
        let left = try await bank.stores.transactions.newest(10, matching: TransactionQuery(accountID: account.id))
        #expect(left.map(\.category) == [.opening])
        let undone = try #require(try await bank.stores.statements.imports(of: account.id).first)
        #expect(undone.isUndone && undone.rowsInLedger == 0)

        // And undo puts the rows back, with their note, as the import's
        _ = try await bank.stores.corrections.undo(receipt.correction.id)
        #expect(try await bank.balanceMinor(of: account.id) == before + 9_550)
        let back = try #require(try await bank.stores.statements.imports(of: account.id).first)
        #expect(!back.isUndone && back.rowsInLedger == 2)
        let restored = try await bank.stores.transactions.newest(10, matching: TransactionQuery(accountID: account.id))
        let notes = try await bank.stores.corrections.notes(of: try #require(restored.first { $0.memo == "Pay" }).id)
        #expect(notes.note == "from the bakery job")

        // And once taken back again, the same file comes in afresh
        let again = try #require(try await bank.stores.statements.imports(of: account.id).first)
        _ = try await bank.stores.corrections.undoImport(again.id, of: account.id, expected: again)
        let reimported = try await bank.stores.statements.importStatement(at: path, into: account.id, options: .init())
        {
            _ in
        }
        #expect(reimported.imported == 2 && reimported.earlierImport == nil)
    }

    @Test(arguments: StoreBackend.allCases)
    func undoImport_isRefused_forNoSuchImport_oneTakenOut_orOneChangedSinceItWasReviewed(backend: StoreBackend)
        async throws
    {
        // Given an import reviewed, then one of its rows deleted
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let account = try await Self.account(in: bank)
        let path = try writeFile(
            "s.csv", Array("date,memo,amount\n2026-01-02,Bakery,-4.50\n2026-01-03,Pay,100.00\n".utf8), in: folder)
        _ = try await bank.stores.statements.importStatement(at: path, into: account.id, options: .init()) { _ in }
        let reviewed = try #require(try await bank.stores.statements.imports(of: account.id).first)
        let rows = try await bank.stores.transactions.newest(10, matching: TransactionQuery(accountID: account.id))
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.delete, of: rows[0].id))

        // When it is taken back as reviewed, Then it is refused: it changed since
        await #expect(throws: BankError.cannotCorrect(.changedSince)) {
            _ = try await bank.stores.corrections.undoImport(reviewed.id, of: account.id, expected: reviewed)
        }
        // And a number the account has no import by is refused
        await #expect(throws: BankError.cannotCorrect(.noSuchImport(reviewed.id + 7))) {
            _ = try await bank.stores.corrections.undoImport(reviewed.id + 7, of: account.id, expected: reviewed)
        }
        // And once taken back as it is now, a second time is refused
        let now = try #require(try await bank.stores.statements.imports(of: account.id).first)
        _ = try await bank.stores.corrections.undoImport(now.id, of: account.id, expected: now)
        await #expect(throws: BankError.cannotCorrect(.importUndone(now.id))) {
            _ = try await bank.stores.corrections.undoImport(now.id, of: account.id, expected: now)
        }
    }

    @Test func undoImport_restoresEveryBalanceExactly_whateverCameBeforeAndAfter() async {
        let amounts = Gen.int(in: -900_000...900_000).map { $0 == 0 ? 1 : $0 }.array(of: 1...20)
        let folder = self.folder
        await propertyCheck(count: 25, input: amounts, amounts, Gen.int(in: 0...3)) { first, second, recorded in
            // Given two statements imported, with rows recorded by hand between them
            let bank = try ContractBank(.sqlite, now: testNow, timeZone: utc)
            let account = try await Self.account(in: bank)
            let paths = try [first, second].enumerated().map { index, amounts in
                try writeFile(UUID().uuidString + ".csv", Self.statement(amounts, tag: index), in: folder)
            }
            let start = try await bank.balanceMinor(of: account.id)
            _ = try await bank.stores.statements.importStatement(at: paths[0], into: account.id, options: .init()) {
                _ in
            }
            for index in 0..<recorded {
                _ = try await bank.stores.records.record(
                    RecordOrder(
                        accountID: account.id, type: .debit, amountMinor: Int64(index + 1) * 125, payee: "Shop",
                        category: nil, day: testToday, memo: "By hand \(index)"))
            }
            let beforeSecond = try await bank.balanceMinor(of: account.id)
            _ = try await bank.stores.statements.importStatement(at: paths[1], into: account.id, options: .init()) {
                _ in
            }

            // When the first import is taken back, then the second
            let imports = try await bank.stores.statements.imports(of: account.id)
            let (newer, older) = (imports[0], imports[1])
            _ = try await bank.stores.corrections.undoImport(older.id, of: account.id, expected: older)
            let afterFirst = try await bank.balanceMinor(of: account.id)
            _ = try await bank.stores.corrections.undoImport(newer.id, of: account.id, expected: newer)

            // Then each leaves the balance exactly as the rows left say: the hand-recorded ones
            let firstNet = first.reduce(Int64(0)) { $0 + Int64($1) }
            let secondNet = second.reduce(Int64(0)) { $0 + Int64($1) }
            #expect(afterFirst == beforeSecond - firstNet + secondNet)
            #expect(try await bank.balanceMinor(of: account.id) == beforeSecond - firstNet)
            #expect(try await bank.balanceMinor(of: account.id) == start + Self.recordedNet(recorded))
        }
    }

    // MARK: - Helpers

    /// What `count` rows recorded by hand, as the property records them, moved the balance by.
    private static func recordedNet(_ count: Int) -> Int64 {
        -(0..<count).reduce(Int64(0)) { $0 + Int64($1 + 1) * 125 }
    }

    private static func account(in bank: ContractBank) async throws -> Account {
        try await bank.stores.accountManagement.open(
            try AccountRules.newAccount(
                name: "Imports", type: .checking, currency: "USD", openingMinor: 10_000,
                openedOn: CalendarDay(year: 2025, month: 1, day: 1), today: testToday, among: []))
    }

    /// A statement of `amounts` in cents, a row a day, its memos marked with `tag`.
    private static func statement(_ amounts: [Int], tag: Int) -> [UInt8] {
        let rows = amounts.enumerated().map { index, amount in
            let cents = abs(amount) % 100
            let day = CalendarDay(daysSince1970: 20_400 + index).isoText
            return
                "\(day),Row \(tag)-\(index),\(amount < 0 ? "-" : "")\(abs(amount) / 100).\(cents < 10 ? "0" : "")\(cents)"
        }
        return Array(("date,memo,amount\n" + rows.joined(separator: "\n") + "\n").utf8)
    }
}
