import BankData
import BankDomain
import Foundation
import GRDB
import Testing
import Vipera

/// Statements that go in as the user meant and come out safe to open: amounts within the bound,
/// formats checked first, exports private, whole, and free of what a spreadsheet or a terminal
/// would run.
@MainActor
@Suite("Statements in and out, safely")
struct StatementSafetyTests {
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
        _ path: String, into account: Int64 = 3, options: StatementImportOptions = .init()
    ) async throws -> StatementImportResult {
        try await bank.stores.statements.importStatement(at: path, into: account, options: options) { _ in }
    }

    private func mode(of path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
    }

    // MARK: - Imports

    @Test func aTypoedStatement_isEveryRowBad_andTheAccountIsAsItWas() async throws {
        // Given the statement of the issue: a hundred rows of a typo'd column
        let rows = String(repeating: "2026-01-03,Hotel,999999999999999\n", count: 100)
        let path = try file("typo.csv", "date,memo,amount\n" + rows)
        let balance = try bank.balanceMinor(of: 3)

        // When
        let result = try await importing(path)

        // Then
        #expect(result.imported == 0 && result.problemCount == 100)
        #expect(
            result.problems.first
                == StatementProblem(
                    line: 2, reason: "'999999999999999' is more than $1,000,000,000.00, the most one amount may be"))
        #expect(try bank.balanceMinor(of: 3) == balance)
        await #expect(throws: StatementError.self) { try await importing(path, options: .init(isStrict: true)) }
    }

    @Test func rowsEachWithinTheBound_thatTakeTheBalanceBeyondIt_importNothing() async throws {
        // Given two rows of the largest amount
        let path = try file("large.csv", "date,memo,amount\n2026-01-03,A,1000000000\n2026-01-04,B,1000000000\n")
        let count = try bank.ledgerCount()

        // When / Then
        await #expect(throws: StatementError.balanceTooLarge(account: "Travel", maximum: 1_000_000_000)) {
            try await importing(path)
        }
        #expect(try bank.ledgerCount() == count)
        #expect(try bank.balanceMinor(of: 3) == 325_075)
    }

    @Test func aDateFormatNoDateCanBeReadWith_isRefusedBeforeTheFileIsRead() async throws {
        await #expect(throws: StatementError.badDateFormat("garbage")) {
            try await importing(folder + "/none.csv", options: .init(dateFormat: "garbage"))
        }
    }

    // MARK: - Exports

    @Test func anExport_isPrivate_endsInALineBreak_andReplacesAFileWholeWhenToldTo() async throws {
        // Given a file anyone may read where the export goes
        let path = try file("out.csv", "old text\n")
        chmod(path, 0o644)

        // When it is exported there without --replace, Then the file is kept
        await #expect(throws: FileDestinationError.exists(path)) {
            try await bank.stores.statements.exportStatement(matching: TransactionQuery(accountID: 4), to: path)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old text\n")

        // When it is exported there with --replace
        let written = try await bank.stores.statements.exportStatement(
            matching: TransactionQuery(accountID: 4), to: path, replacing: true)

        // Then
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(try mode(of: path) == 0o600)
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        #expect(text.split(separator: "\n").count == written + 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.csv"])
    }

    @Test func memosThatWouldRunInASpreadsheetOrATerminal_goOutHarmless_andReadBackAsTheyWere() async throws {
        // Given memos with a formula and with escape sequences, as a version before cleaning kept them
        try await bank.database.write { db in
            try db.execute(
                sql: """
                    UPDATE ledgerEntry SET memo = CASE id % 3
                        WHEN 0 THEN '=HYPERLINK("http://x","y")' WHEN 1 THEN '-cmd|calc' ELSE char(27) || '[31mRED' END
                    WHERE accountId = 4
                    """)
        }
        let path = folder + "/memos.csv"

        // When
        _ = try await bank.stores.statements.exportStatement(matching: TransactionQuery(accountID: 4), to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let other = try TestBank()
        let result = try await other.stores.statements.importStatement(
            at: path, into: 5, options: .init(), progress: { _ in })

        // Then no cell starts a formula and no escape character is left
        #expect(text.contains("\n2"))
        #expect(!text.contains("\u{1B}"))
        for line in text.split(separator: "\n").dropFirst() {
            // The cell as a spreadsheet reads it: inside its quotes, if it has them.
            let memo = line.split(separator: ",", maxSplits: 1)[1].drop { $0 == "\"" }
            #expect(!["=", "+", "-", "@"].contains(memo.first.map(String.init) ?? ""), "\(line)")
        }
        #expect(text.contains(",\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\","))
        #expect(text.contains(",'-cmd|calc,"))
        #expect(text.contains(",RED,"))
        // And an import into another bank reads the memos back without the guard
        #expect(result.problemCount == 0)
        let memos = try await other.stores.transactions.newest(500, matching: TransactionQuery(accountID: 5))
            .map(\.memo)
        #expect(memos.contains("=HYPERLINK(\"http://x\",\"y\")") && memos.contains("-cmd|calc"))
    }

    @Test func aDryRunExport_checksThePath_andMakesNoFileAtAll() async throws {
        let dryRun = bank.sqliteBank.session(timeZone: utc, writesFiles: false).stores
        let path = folder + "/dry.csv"

        let count = try await dryRun.statements.exportStatement(matching: TransactionQuery(accountID: 1), to: path)

        #expect(count > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        await #expect(throws: FileDestinationError.noFolder(folder + "/no/x.csv", folder: folder + "/no")) {
            try await dryRun.statements.exportStatement(
                matching: TransactionQuery(accountID: 1), to: folder + "/no/x.csv")
        }
        // A dry run refuses a file already there as the export would
        #expect(FileManager.default.createFile(atPath: folder + "/there.csv", contents: Data("keep".utf8)))
        await #expect(throws: FileDestinationError.exists(folder + "/there.csv")) {
            try await dryRun.statements.exportStatement(
                matching: TransactionQuery(accountID: 1), to: folder + "/there.csv")
        }
    }
}
