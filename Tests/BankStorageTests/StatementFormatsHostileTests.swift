import BankDomain
import Foundation
import PropertyBased
import Testing

@testable import BankStorage

/// Whatever bytes a statement file in OFX, QIF or CAMT.053 holds, reading it gives rows, bad rows
/// or a refusal with its line: never a crash, and never a memo other than the one written.
@Suite("Hostile statement files")
struct StatementFormatsHostileTests {
    private static let pieces = [
        "a", "Z", "0", "9", "-", "+", ",", ".", "'", " ", "\u{00A0}", "€", "$", "/", ":", "\"", "é", "<", ">", "&",
        "&amp;", "</NAME>", "<TRNAMT>", "^", "!Type:Bank", "\u{1B}", "\u{0}", "\u{202E}", "🍰", "\n", "\r", "\t",
        "2026", "1128", "12", "31", "]]>", "<!--",
    ]
    private static let text = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...10).map { $0.joined() }
    private static let bytes = Gen.int(in: 0...255).map { UInt8($0) }.array(of: 0...300)
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    @Test func anyTextInAnOFX1Field_isRead_asWritten_orRefused() async {
        let folder = self.folder
        await propertyCheck(count: 400, input: Self.text, Self.text, Self.text) { name, amount, date in
            let file = """
                OFXHEADER:100\nENCODING:UTF-8\n\n<OFX><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>1</BANKACCTFROM>
                <BANKTRANLIST><STMTTRN><DTPOSTED>2026112\(date)<TRNAMT>-1\(amount)<FITID>F<NAME>\(name)
                </STMTTRN></BANKTRANLIST></STMTRS></OFX>
                """
            Self.check(try? Self.read(file, in: folder), name: name, isPlain: !name.contains { "<&".contains($0) })
        }
    }

    @Test func anyTextInAnXMLField_isRead_asWritten_orRefused() async {
        let folder = self.folder
        await propertyCheck(count: 400, input: Self.text, Self.text, Gen.bool) { name, amount, isCAMT in
            let escaped = name.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            let file =
                isCAMT
                ? """
                <?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
                <Stmt><Acct><Id><IBAN>DE1</IBAN></Id></Acct><Ntry><Amt Ccy="EUR">1\(amount)</Amt><CdtDbtInd>DBIT</CdtDbtInd>
                <BookgDt><Dt>2026-11-28</Dt></BookgDt><AddtlNtryInf>\(escaped)</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>
                """
                : """
                <?xml version="1.0"?>\n<?OFX OFXHEADER="200"?><OFX><STMTRS><BANKACCTFROM><ACCTID>1</ACCTID></BANKACCTFROM>
                <STMTTRN><DTPOSTED>20261128</DTPOSTED><TRNAMT>-1\(amount)</TRNAMT><NAME>\(escaped)</NAME></STMTTRN></STMTRS></OFX>
                """
            Self.check(try? Self.read(file, in: folder), name: name, isPlain: !name.contains("\r"))
        }
    }

    @Test func anyTextInAQIFField_isRead_asWritten_orRefused() async {
        let folder = self.folder
        await propertyCheck(count: 400, input: Self.text, Self.text, Self.text) { name, amount, date in
            let file = "!Type:Bank\nD11/\(date)/2026\nT-1\(amount)\nP\(name)\n^\n"
            let lineBreaks = (name + amount + date).contains { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            Self.check(try? Self.read(file, in: folder), name: name, isPlain: !lineBreaks)
        }
    }

    @Test func anyBytesAfterAFormatsStart_areReadOrRefused_neverACrash() async {
        let folder = self.folder
        let starts = [
            "OFXHEADER:100\n\n<OFX>", "<?xml version=\"1.0\"?><?OFX OFXHEADER=\"200\"?><OFX>", "!Type:Bank\n",
            "<?xml version=\"1.0\"?><Document xmlns=\"camt.053\"><BkToCstmrStmt><Stmt>",
        ]
        await propertyCheck(count: 800, input: Gen.int(in: 0...3), Self.bytes) { start, bytes in
            let records = try? Self.read(Array(starts[start].utf8) + bytes, in: folder)
            for case .fields(let fields, _) in records ?? [] {
                #expect(fields.count == StatementFileEntry.columns.count)
                #expect(StatementDates.isoDay(fields[0]) != nil)
            }
        }
    }

    // MARK: - Helpers

    /// A row read from a file whose only transaction names `name` has every column, a day, and
    /// the memo as written when `name` is plain text there (text that is not plain, such as a
    /// line break in QIF, may make more records); a bad row or a refusal is fine.
    private static func check(_ records: [CSVRecord]?, name: String, isPlain: Bool) {
        guard let records else { return }
        #expect(!isPlain || records.count <= 1)
        guard case .fields(let fields, _)? = records.first else { return }
        #expect(fields.count == StatementFileEntry.columns.count)
        #expect(StatementDates.isoDay(fields[0]) != nil)
        if isPlain {
            #expect(fields[1] == name.trimmingBlanks, "\(name.debugDescription) read as \(fields[1].debugDescription)")
        }
    }

    private static func read(_ text: String, in folder: String) throws -> [CSVRecord] {
        try read(Array(text.utf8), in: folder)
    }

    private static func read(_ bytes: [UInt8], in folder: String) throws -> [CSVRecord] {
        try StatementFormatsTests.records(try writeFile(UUID().uuidString, bytes, in: folder))
    }
}
