import BankDomain
import Foundation
import Testing

@testable import BankStorage

/// OFX 1.x and 2.x, QIF and CAMT.053 read as banks write them: known by their content, each
/// transaction a record in the columns an import reads, and a file that is not its format
/// refused at its line and column, never read in part.
@Suite("Statement formats")
struct StatementFormatsTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    // MARK: - Detecting

    @Test func aFile_isKnownByItsContent_notItsName() {
        let formats = [
            "\u{FEFF}OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>": StatementFileFormat.ofxSGML,
            "<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\"?><OFX>": .ofxXML,
            "<?xml version=\"1.0\"?><Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\">": .camt053,
            "\n\n!Type:Bank\nD1/2/26\n": .qif,
            "!type:CCard\n": .qif,
            "<OFX><SIGNONMSGSRSV1>": .ofxSGML,
            "date,memo,amount\n": .csv,
            "!Important,memo\n": .csv,
            "<b>not a statement</b>": .csv,
        ]
        for (text, format) in formats {
            #expect(StatementFileFormat(prefix: Array(text.utf8)) == format, "\(text)")
        }
    }

    // MARK: - OFX 1.x

    @Test func ofxSGML_leavesUnclosed_andAggregatesClosed_readAsATree() throws {
        // Given OFX 1.x: leaf elements without end tags, one with its end tag, an entity
        let text = "OFXHEADER:100\r\nDATA:OFXSGML\r\n\r\n<OFX><A><B>one<C>two &amp; three</C>\r\n<D>four</A></OFX>"

        // When it is parsed
        let document = try OFXSGMLParser.parse(Array(text.utf8))

        // Then the header and the elements are as written
        #expect(document.header["DATA"] == "OFXSGML")
        let a = try #require(document.root.child("A"))
        #expect(a.elementChildren.map(\.elementName) == ["B", "C", "D"])
        #expect(a.text("C") == "two & three" && a.text("D") == "four")
        #expect(a.child("B")?.line == 4)
    }

    @Test func anEmptyOFXLeaf_holdsNothing_andWhatFollowsIt_isItsParents() throws {
        // Given a transaction whose MEMO is empty and has no end tag
        let text = "OFXHEADER:100\n\n<OFX><STMTTRN><TRNAMT>-1.00<MEMO><FITID>F1<NAME>Bakery</STMTTRN></OFX>"

        // When it is parsed
        let transaction = try #require(try OFXSGMLParser.parse(Array(text.utf8)).root.child("STMTTRN"))

        // Then its name and FITID are the transaction's own, not the empty memo's
        #expect(transaction.elementChildren.map(\.elementName) == ["TRNAMT", "MEMO", "FITID", "NAME"])
        #expect(transaction.text("NAME") == "Bakery" && transaction.text("MEMO") == nil)
    }

    @Test func ofxSGML_cutShort_orClosingWhatIsNotOpen_isRefusedWhereItStops() {
        let cases = [
            ("OFXHEADER:100\n\n<OFX><STMTTRN><TRNAMT>-5.00", "ends inside <STMTTRN>"),
            ("OFXHEADER:100\n\n<OFX><A>x</B></OFX>", "</B> closes an element that is not open"),
            ("OFXHEADER:100\nno colon here\n<OFX></OFX>", "is not NAME:VALUE"),
            ("OFXHEADER:100\n\n<OFX><A><B>x</B>stray</A></OFX>", "outside any element"),
            ("OFXHEADER:100\n\n<OFX><A", "never closes"),
        ]
        for (text, reason) in cases {
            #expect {
                _ = try OFXSGMLParser.parse(Array(text.utf8))
            } throws: { error in
                (error as? OFXSGMLParser.Failure)?.reason.contains(reason) == true
            }
        }
    }

    @Test func anOFXDate_isTheDayTheBankWrote_whateverItsTimeAndZone() {
        #expect(OFXStatementReading.day(of: "20261128") == "2026-11-28")
        #expect(OFXStatementReading.day(of: "20261128235959.000[-8:PST]") == "2026-11-28")
        #expect(OFXStatementReading.day(of: "20261101000000[+13:NZDT]") == "2026-11-01")
        #expect(OFXStatementReading.day(of: "20261131") == nil)
        #expect(OFXStatementReading.day(of: "2026-11-28") == nil)
        #expect(OFXStatementReading.day(of: "202611281") == "2026-11-28")
        #expect(OFXStatementReading.day(of: "20261128x") == nil)
    }

    @Test func ofxInWindows1252_isReadInTheCharsetItsHeaderNames() throws {
        // Given an OFX 1.x file whose header says CHARSET:1252, with é and an en dash as single bytes
        var bytes = Array(
            "OFXHEADER:100\nENCODING:USASCII\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20261102<TRNAMT>-4.50<FITID>A1<NAME>Caf"
                .utf8)
        bytes += [0xE9, 0x20, 0x96, 0x20]
        bytes += Array("Paris</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>".utf8)
        let path = try writeFile("cafe.ofx", bytes, in: folder)

        // When it is read
        let records = try Self.records(path)

        // Then the memo is as the bank wrote it, the amount in its currency and the FITID kept
        #expect(records == [.fields(["2026-11-02", "Café – Paris", "USD -4.50", "", "A1"], line: 5)])
    }

    @Test func aFileOfSeveralAccounts_isRefused_naming_theirLastDigits() throws {
        let statement = { (account: String) in
            "<STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>\(account)</BANKACCTFROM><BANKTRANLIST></BANKTRANLIST></STMTRS>"
        }
        let path = try writeFile(
            "two.ofx",
            Array(("OFXHEADER:100\n\n<OFX>" + statement("000011112222") + statement("000033334444") + "</OFX>").utf8),
            in: folder)
        #expect(throws: StatementError.severalAccounts(path: path, accounts: ["…2222", "…4444"])) {
            _ = try Self.records(path)
        }
    }

    // MARK: - OFX 2.x and CAMT.053

    @Test func xmlThatIsNotWellFormed_isRefusedAtItsLineAndColumn() throws {
        let path = try writeFile(
            "broken.ofx", Array("<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\"?>\n<OFX><STMTRS>\n</OFX>".utf8),
            in: folder)
        #expect {
            _ = try Self.records(path)
        } throws: { error in
            guard case .malformedFile(_, "OFX 2.x", 4, _, let reason)? = error as? StatementError else { return false }
            return reason.contains("not well formed")
        }
    }

    @Test func aCAMTEntry_notBooked_isABadRow_andEveryEntryHasItsLine() throws {
        // Given a camt.053 statement with a booked debit, a pending entry and one without a direction
        let entry = { (status: String, direction: String) in
            """
                <Ntry><AcctSvcrRef>R-\(status)</AcctSvcrRef><Amt Ccy="EUR">1,50</Amt><CdtDbtInd>\(direction)</CdtDbtInd>
                  <Sts>\(status)</Sts><BookgDt><Dt>2026-11-02</Dt></BookgDt><AddtlNtryInf>Kaffee</AddtlNtryInf></Ntry>

            """
        }
        let text =
            "<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\">"
            + "<BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE02</IBAN></Id></Acct>\n"
            + entry("BOOK", "DBIT") + entry("PDNG", "DBIT") + entry("BOOK", "") + "</Stmt></BkToCstmrStmt></Document>"
        let path = try writeFile("camt.xml", Array(text.utf8), in: folder)

        // When it is read
        let records = try Self.records(path)

        // Then the booked entry is a row keyed by the bank's reference, and the others say why not
        #expect(
            records == [
                .fields(["2026-11-02", "Kaffee", "EUR -1.50", "", "R-BOOK"], line: 3),
                .malformed(line: 5, reason: Strings.Formats.notBooked("PDNG")),
                .malformed(line: 7, reason: Strings.Formats.noDirection),
            ])
    }

    @Test func anXMLStatementOverTenMegabytes_isReadWhole_andOneCutShortIsRefused() throws {
        // Given an OFX 2.x statement of 11 MB (libxml2 2.9 ends every push parse past 10 MB with an
        // internal error), and the same cut short in its last transaction
        let transaction =
            "<STMTTRN><TRNTYPE>OTHER</TRNTYPE><DTPOSTED>20261102</DTPOSTED><TRNAMT>-1.00</TRNAMT><NAME>Bakery \(String(repeating: "x", count: 80))</NAME></STMTTRN>\n"
        let count = 11_000_000 / transaction.utf8.count
        let head =
            "<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\"?>\n<OFX><STMTRS><BANKACCTFROM><ACCTID>1</ACCTID></BANKACCTFROM>\n"
        let body = String(repeating: transaction, count: count)
        let whole = try writeFile("big.ofx", Array((head + body + "</STMTRS></OFX>\n").utf8), in: folder)
        let cut = try writeFile("cut.ofx", Array((head + body.dropLast(30)).utf8), in: folder)

        // When both are read
        let records = try Self.records(whole)

        // Then every transaction of the whole one is a row, and the cut one is refused
        #expect(records.count == count)
        #expect(records.allSatisfy { if case .fields = $0 { true } else { false } })
        #expect(throws: StatementError.self) { _ = try Self.records(cut) }
    }

    // MARK: - QIF

    @Test func qifDates_areReadAsQuickenWritesThem_andADayFirstDateIsNamed() throws {
        let days = [
            ("11/28/2026", false, "2026-11-28"), ("11/28'26", false, "2026-11-28"), (" 1/ 5'26", false, "2026-01-05"),
            ("1/5/98", false, "1998-01-05"), ("2026-11-28", false, "2026-11-28"), ("28.11.2026", false, "2026-11-28"),
            ("28/11/2026", true, "2026-11-28"),
        ]
        for (text, dayFirst, day) in days {
            #expect(try QIFDates.day(of: text, dayFirst: dayFirst).get() == day, "\(text)")
        }
        #expect(throws: StatementRowProblem(Strings.Formats.dayFirst("28/11/2026"))) {
            try QIFDates.day(of: "28/11/2026", dayFirst: false).get()
        }
        #expect(throws: StatementRowProblem.self) { try QIFDates.day(of: "2/30/2026", dayFirst: false).get() }
    }

    @Test func qif_categoriesAndTransfers_listsPassedOver_andRecordsWithoutADateNamed() throws {
        // Given a QIF with a category list, a split transaction, a transfer and a record without a date
        let text = """
            !Type:Cat
            NFood
            ^
            !Type:Bank
            D11/02'26
            T-84.12
            PWHOLE FOODS
            LFood:Groceries/Household
            SFood:Groceries
            $-80.00
            SHousehold
            $-4.12
            ^
            D11/03'26
            T-500.00
            PTo savings
            L[Savings]
            ^
            T-1.00
            PNo date
            ^
            """

        // When it is parsed
        let records = try QIFParser.records(in: text, dayFirst: false)

        // Then the list is passed over, a split is its total, a transfer has no category
        #expect(
            records == [
                .fields(["2026-11-02", "WHOLE FOODS", "-84.12", "groceries", ""], line: 5),
                .fields(["2026-11-03", "To savings", "-500.00", "", ""], line: 14),
                .malformed(line: 19, reason: Strings.Formats.noDate),
            ])
    }

    @Test func qif_withWindowsLineEnds_readsAsWithUnixOnes() throws {
        let unix = "!Type:Bank\nD11/02'26\nT-84.12\nPWHOLE FOODS\nMGroceries\n^\nD11/03'26\nT1.00\nPPay\n^\n"
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let records = try QIFParser.records(in: windows, dayFirst: false)
        #expect(records == (try QIFParser.records(in: unix, dayFirst: false)))
        #expect(records.count == 2)
    }

    @Test func qif_ofSeveralAccounts_orOfInvestments_isRefused() {
        let accounts =
            "!Account\nNChecking\n^\n!Type:Bank\nD1/1/26\nT-1\n^\n!Account\nNSavings\n^\n!Type:Bank\nD1/1/26\nT1\n^\n"
        #expect(throws: StatementFileProblem.severalAccounts(["Checking", "Savings"])) {
            _ = try QIFParser.records(in: accounts, dayFirst: false)
        }
        #expect(throws: StatementFileProblem.malformed(line: 1, reason: Strings.Formats.investment)) {
            _ = try QIFParser.records(in: "!Type:Invst\nD1/1/26\n^\n", dayFirst: false)
        }
        #expect(throws: StatementFileProblem.malformed(line: 1, reason: Strings.Formats.noQIFType)) {
            _ = try QIFParser.records(in: "D1/1/26\nT-1\n^\n", dayFirst: false)
        }
    }

    @Test func amounts_ofEveryShapeBanksWrite_areRead_orRefused() {
        #expect(StatementFileAmount.normalised("-1,234.56") == "-1234.56")
        #expect(StatementFileAmount.normalised("-23,45") == "-23.45")
        #expect(StatementFileAmount.normalised("1,234") == "1234")
        #expect(StatementFileAmount.normalised("+5", currency: "EUR") == "EUR 5")
        #expect(StatementFileAmount.normalised("five") == nil)
        #expect(StatementFileMemo.memo(name: "NETFLIX", memo: "NETFLIX") == "NETFLIX")
        #expect(StatementFileMemo.memo(name: nil, memo: "Card") == "Card")
        #expect(StatementFileMemo.memo(name: "SHOP", memo: "Card 1234") == "SHOP — Card 1234")
    }

    // MARK: - Helpers

    /// Every record the import reads from the statement at `path`, in the format it is in.
    static func records(_ path: String) throws -> [CSVRecord] {
        let input = try StatementInput(path: path)
        let format = StatementFileFormat(prefix: try input.prefix(upTo: 4_096, shouldStop: { false }))
        let reader = try StatementReader(
            input: input, format: format, dayFirst: false, encodingGiven: false, shouldStop: { false })
        var records: [CSVRecord] = []
        while let record = try reader.next(shouldStop: { false }) {
            records.append(record)
        }
        return records
    }
}
