import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// OFX, QIF and CAMT.053 through a bank's store, on SQLite and on the server: a transaction the
/// bank identifies comes in once however often its statements are downloaded, and the options
/// that say how to read a CSV file are refused for the formats that say it themselves.
@MainActor
@Suite("Statement formats in a bank")
struct StatementFormatsContractTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    @Test(arguments: StoreBackend.allCases)
    func anOFXTransaction_comesInOnce_evenWhenTheBankWritesItsMemoAnew(backend: StoreBackend) async throws {
        // Given an OFX statement imported, and the next download, where the bank renamed a
        // transaction (same FITID) and added one
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let account = try await Self.account(in: bank, currency: "USD")
        let first = try writeFile(
            "first.qfx", Self.ofx([("A1", "20261102", "-4.50", "SQ *CAFE"), ("A2", "20261103", "100.00", "PAYROLL")]),
            in: folder)
        let second = try writeFile(
            "second.qfx",
            Self.ofx([
                ("A1", "20261102", "-4.50", "CAFE LUMIERE"), ("A2", "20261103", "100.00", "PAYROLL"),
                ("A3", "20261104", "-9.99", "MUSIC"),
            ]), in: folder)
        _ = try await bank.stores.statements.importStatement(at: first, into: account.id, options: .init()) { _ in }

        // When the second is imported
        var estimates: [Int?] = []
        let result = try await bank.stores.statements.importStatement(at: second, into: account.id, options: .init()) {
            estimates.append($0.estimatedRows)
        }

        // Then only the new transaction comes in, and the renamed one keeps the memo it came with;
        // progress counted its three transactions, not its lines
        #expect(result.imported == 1 && result.duplicates == 2)
        #expect(!estimates.isEmpty && estimates.allSatisfy { $0 == 3 })
        let rows = try await bank.stores.transactions.newest(10, matching: TransactionQuery(accountID: account.id))
        #expect(rows.map(\.memo).sorted() == ["MUSIC", "PAYROLL", "SQ *CAFE"])
        #expect(try await bank.balanceMinor(of: account.id) == -450 + 10_000 - 999)
    }

    @Test func overlappingOFXDownloads_addEachTransactionOnce_inEitherOrder() async {
        let amounts = Gen.int(in: -500_000...500_000).map { $0 == 0 ? 1 : $0 }.array(of: 2...25)
        let cuts = zip(Gen.int(in: 0...100), Gen.int(in: 0...100))
        let folder = self.folder
        await propertyCheck(count: 25, input: amounts, cuts, Gen.bool) { amounts, cuts, newerFirst in
            // Given transactions with FITIDs, some of them with the same day, memo and amount, and two
            // downloads that share some of them
            let rows = amounts.enumerated().map { index, amount in
                let day = CalendarDay(daysSince1970: 20_300 + index / 3).isoText.replacingOccurrences(of: "-", with: "")
                let cents = abs(amount) % 100
                let text = "\(amount < 0 ? "-" : "")\(abs(amount) / 100).\(cents < 10 ? "0" : "")\(cents)"
                return ("T\(index)", day, text, index % 2 == 0 ? "SAME" : "Row \(index)")
            }
            let start = cuts.0 % rows.count
            let end = max(start + 1, rows.count - cuts.1 % rows.count)
            let paths = try [Array(rows[..<end]), Array(rows[start...])].map { part in
                try writeFile(UUID().uuidString + ".ofx", Self.ofx(part), in: folder)
            }
            let bank = try ContractBank(.sqlite, now: testNow, timeZone: utc)
            let account = try await Self.account(in: bank, currency: "USD")

            // When both are imported, in one order or the other
            var imported = 0
            for path in newerFirst ? paths.reversed() : paths {
                imported += try await bank.stores.statements.importStatement(
                    at: path, into: account.id, options: .init()
                ) { _ in }.imported
            }

            // Then every transaction is there once, and the balance is their sum
            #expect(imported == rows.count)
            #expect(try await bank.balanceMinor(of: account.id) == amounts.reduce(0) { $0 + Int64($1) })
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func optionsForCSV_areRefused_forAFileThatSaysHowToReadIt(backend: StoreBackend) async throws {
        // Given an OFX 2.x statement and a QIF one
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let account = try await Self.account(in: bank, currency: "USD")
        let statements = StatementFolderTests.folder
        let ofx = statements + "/card-ofx2.ofx"
        let qif = statements + "/quicken.qif"
        let refusals: [(String, StatementImportOptions, StatementError)] = [
            (ofx, .init(separator: .semicolon), .optionNotForFormat(option: "--separator", format: "OFX 2.x")),
            (ofx, .init(dateFormat: "dd/MM/yyyy"), .optionNotForFormat(option: "--format", format: "OFX 2.x")),
            (ofx, .init(encoding: .latin1), .optionNotForFormat(option: "--encoding", format: "OFX 2.x")),
            (
                qif, .init(rulesPath: statements + "/us-checking.rules"),
                .optionNotForFormat(option: "--rules", format: "QIF")
            ),
        ]
        for (path, options, refusal) in refusals {
            // When it is imported with an option for CSV, Then it is refused and nothing comes in
            await #expect(throws: refusal) {
                _ = try await bank.stores.statements.importStatement(at: path, into: account.id, options: options) {
                    _ in
                }
            }
        }
        #expect(try await bank.balanceMinor(of: account.id) == 0)

        // And a QIF's dates are read day first when the format says so
        let dayFirst = try writeFile("eu.qif", Array("!Type:Bank\nD28/11/2026\nT-1.00\nPX\n^\n".utf8), in: folder)
        let result = try await bank.stores.statements.importStatement(
            at: dayFirst, into: account.id, options: .init(dateFormat: "dd/MM/yyyy")
        ) { _ in }
        #expect(result.imported == 1)
    }

    // MARK: - Helpers

    private static func account(in bank: ContractBank, currency: String) async throws -> Account {
        try await bank.stores.accountManagement.open(
            try AccountRules.newAccount(
                name: "Formats", type: .checking, currency: currency, openingMinor: 0, today: testToday, among: []))
    }

    /// An OFX 1.x statement of `rows`: FITID, day, amount and name.
    static func ofx(_ rows: [(String, String, String, String)]) -> [UInt8] {
        let transactions = rows.map { id, day, amount, name in
            "<STMTTRN><TRNTYPE>OTHER<DTPOSTED>\(day)<TRNAMT>\(amount)<FITID>\(id)<NAME>\(name)</STMTTRN>\n"
        }
        return Array(
            ("OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD"
                + "<BANKACCTFROM><ACCTID>9</BANKACCTFROM><BANKTRANLIST>\n" + transactions.joined()
                + "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n").utf8)
    }
}
