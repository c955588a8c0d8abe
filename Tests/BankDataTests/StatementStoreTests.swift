import BankData
import BankDomain
import Foundation
import GRDB
import Testing

@MainActor
@Suite("SQLite statement store")
struct StatementStoreTests {
    private let bank: TestBank
    private let folder: String

    init() throws {
        bank = try TestBank()
        folder = try temporaryDirectory()
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func importing(
        _ path: String, into account: Int64 = 3, options: StatementImportOptions = .init(),
        progress: @MainActor (StatementImportProgress) -> Void = { _ in }
    ) async throws -> StatementImportResult {
        try await bank.stores.statements.importStatement(at: path, into: account, options: options, progress: progress)
    }

    @Test func aStatement_withQuotedCommasAndLineBreaks_isImported_andMovesTheBalance() async throws {
        // Given columns in their own order, a memo with a comma, one with a line break, no category
        let path = try file(
            "s.csv",
            """
            Amount,Date,Memo,Category
            -12.50,2026-01-03,"Coffee, beans",dining
            1000,2026-01-04,"Salary
            January",salary
            -3.2,2026-01-05,Bus,

            """)
        let balance = try bank.balanceMinor(of: 3)
        let rows = try bank.ledgerCount(of: 3)

        // When
        let result = try await importing(path)

        // Then
        #expect(result.imported == 3 && result.duplicates == 0 && result.problemCount == 0 && result.rowsRead == 3)
        #expect(try bank.balanceMinor(of: 3) == balance - 1_250 + 100_000 - 320)
        #expect(try bank.ledgerCount(of: 3) == rows + 3)
    }

    @Test func badRows_areSkippedAndReportedWithTheirLines_countingLineBreaksInFields() async throws {
        // Given
        let path = try file(
            "bad.csv",
            """
            date,memo,amount
            2026-01-03,"Two
            lines",-1.00
            2026-13-40,Bad date,-1.00
            2026-01-05,Bad amount,twelve
            2026-01-06,Zero,0
            2026-01-07,Fine,-2.00

            """)

        // When
        let result = try await importing(path)

        // Then
        #expect(result.imported == 2)
        #expect(
            result.problems == [
                StatementProblem(line: 4, reason: "'2026-13-40' is not a date in the format yyyy-MM-dd"),
                StatementProblem(line: 5, reason: "'twelve' is not an amount such as 12.50 or -$1,250.00"),
                StatementProblem(line: 6, reason: "the amount is zero"),
            ])
    }

    @Test func aStrictImport_stopsAtTheFirstBadRow_andChangesNothing() async throws {
        // Given
        let path = try file("strict.csv", "date,memo,amount\n2026-01-03,Fine,-1.00\n2026-01-04,Bad,abc\n")
        let balance = try bank.balanceMinor(of: 3)
        let rows = try bank.ledgerCount()

        // When / Then
        await #expect(
            throws: StatementError.badRow(line: 3, reason: "'abc' is not an amount such as 12.50 or -$1,250.00")
        ) {
            try await importing(path, options: .init(isStrict: true))
        }
        #expect(try bank.balanceMinor(of: 3) == balance)
        #expect(try bank.ledgerCount() == rows)
    }

    @Test func importingTheSameStatementAgain_addsNothing_butIdenticalRowsInOneFileAllCount() async throws {
        // Given two identical coffees in one statement
        let path = try file("twice.csv", "date,memo,amount\n2026-01-03,Coffee,-3.00\n2026-01-03,Coffee,-3.00\n")
        let first = try await importing(path)
        let balance = try bank.balanceMinor(of: 3)

        // When
        let second = try await importing(path)

        // Then
        #expect(first.imported == 2)
        #expect(second.imported == 0 && second.duplicates == 2)
        #expect(try bank.balanceMinor(of: 3) == balance)
    }

    @Test func anOverlappingStatement_addsOnlyItsNewRows_andMovesTheBalanceByThem() async throws {
        // Given 40 rows imported, and a statement of those 40 and 40 more, a cent apart each
        let lines = (1...80).map {
            "2026-01-\(String(format: "%02d", $0 / 3 + 1)),Row \($0),-0.\(String(format: "%02d", $0))"
        }
        _ = try await importing(
            try file("first.csv", "date,memo,amount\n" + lines.prefix(40).joined(separator: "\n") + "\n"))
        let balance = try bank.balanceMinor(of: 3)
        let rows = try bank.ledgerCount(of: 3)

        // When
        let result = try await importing(
            try file("both.csv", "date,memo,amount\n" + lines.joined(separator: "\n") + "\n"))

        // Then rows 41 to 80 went in, and the balance moved by their amounts alone
        #expect(result.imported == 40 && result.duplicates == 40)
        #expect(try bank.balanceMinor(of: 3) == balance - (41...80).reduce(0) { $0 + Int64($1) })
        #expect(try bank.ledgerCount(of: 3) == rows + 40)
    }

    @Test func afterAnImport_thatWorkedOrFailed_foreignKeysAreCheckedAgain() async throws {
        // Given an import that worked and one that failed
        _ = try await importing(try file("good.csv", "date,memo,amount\n2026-01-03,Fine,-1.00\n"))
        await #expect(throws: StatementError.self) {
            try await importing(
                try file("bad.csv", "date,memo,amount\n2026-01-04,Bad,abc\n"), options: .init(isStrict: true))
        }

        // When a row for no account is written
        let orphan = Result {
            try bank.database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty)
                        VALUES (99, 0, 'x', 'other', 1, 'debit', '')
                        """)
            }
        }

        // Then SQLite refuses it
        #expect(throws: DatabaseError.self) { try orphan.get() }
        #expect(try await bank.database.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") } == true)
    }

    @Test func cancelling_midImport_leavesTheAccountAsItWas() async throws {
        // Given a statement of several batches
        let rows = (0..<10_000).map { "2026-01-\(String(format: "%02d", $0 % 28 + 1)),Row \($0),-1.00" }
        let path = try file("long.csv", "date,memo,amount\n" + rows.joined(separator: "\n") + "\n")
        let balance = try bank.balanceMinor(of: 3)
        let count = try bank.ledgerCount()
        var reports = 0

        // When the task is cancelled after the first batch
        let outcome = await Task { @MainActor in
            do {
                return Result<StatementImportResult, any Error>.success(
                    try await importing(path) { _ in
                        reports += 1
                        withUnsafeCurrentTask { $0?.cancel() }
                    })
            } catch {
                return .failure(error)
            }
        }.value

        // Then
        #expect(throws: StatementError.cancelled) { try outcome.get() }
        #expect(reports == 1)
        #expect(try bank.balanceMinor(of: 3) == balance)
        #expect(try bank.ledgerCount() == count)
    }

    @Test func progress_countsRowsAgainstTheEstimate() async throws {
        let rows = (0..<9_000).map { "2026-01-02,Row \($0),-1.00" }
        let path = try file("progress.csv", "date,memo,amount\n" + rows.joined(separator: "\n") + "\n")
        var seen: [Int] = []

        _ = try await importing(path) { progress in
            seen.append(progress.rowsRead)
            #expect(progress.estimatedRows == 9_000)
        }

        #expect(seen == [4_096, 8_192, 9_000])
    }

    @Test(arguments: [
        ("date,memo\n2026-01-01,x\n", StatementError.missingColumns(["amount"], header: ["date", "memo"])),
        ("when,what,how much\n", .missingColumns(["date", "memo", "amount"], header: ["when", "what", "how much"])),
    ])
    func aHeaderWithoutTheNeededColumns_isRefused(text: String, error: StatementError) async throws {
        let path = try file("header.csv", text)

        await #expect(throws: error) { try await importing(path) }
    }

    @Test func aMissingFileOrAFolder_isUnreadable() async {
        await #expect(throws: StatementError.unreadable(path: folder + "/none.csv", reason: "no such file")) {
            try await importing(folder + "/none.csv")
        }
        await #expect(throws: StatementError.unreadable(path: folder, reason: "it is not a file")) {
            try await importing(folder)
        }
    }

    @Test func anOtherDateFormat_isRead() async throws {
        let path = try file("dmy.csv", "date,memo,amount\n31/12/2025,Party,-50.00\n")

        let result = try await importing(path, options: .init(dateFormat: "dd/MM/yyyy"))

        #expect(result.imported == 1)
    }

    @Test func anExport_isAStatementTheImportReadsBack() async throws {
        // Given account 1's transactions written out
        let path = folder + "/export.csv"
        let query = TransactionQuery(accountID: 1)
        let count = try await bank.stores.transactions.exactCount(matching: query)

        // When
        let written = try await bank.stores.statements.exportStatement(matching: query, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = try await TestBank().stores.statements.importStatement(
            at: path, into: 2, options: .init(), progress: { _ in })

        // Then another bank reads every row back
        #expect(written == count)
        #expect(text.hasPrefix("date,memo,amount,category,reference\n"))
        #expect(result.imported == written && result.problemCount == 0)
    }
}
