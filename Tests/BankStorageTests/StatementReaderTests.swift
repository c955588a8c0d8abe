import BankDomain
import Foundation
import PropertyBased
import Testing

@testable import BankStorage

/// The statement reader: CSV as RFC 4180 writes it, fields never altered, and every record whole
/// wherever the chunks end.
@Suite("Statement reader")
struct StatementReaderTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        try writeFile(name, bytes, in: folder)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        try file(name, Array(text.utf8))
    }

    private func records(
        _ path: String, separator: StatementSeparator? = nil, encoding: StatementEncoding? = nil
    ) throws -> [CSVRecord] {
        let reader = try statementReader(path, separator: separator, encoding: encoding)
        var records: [CSVRecord] = [.fields(reader.header, line: 1)]
        while let record = try reader.next(shouldStop: { false }) {
            records.append(record)
        }
        return records
    }

    private func fields(_ path: String) throws -> [[String]] {
        try records(path).map { record in
            guard case .fields(let fields, _) = record else { return ["<malformed>"] }
            return fields
        }
    }

    // MARK: - Records

    @Test func aQuotedLineBreak_acrossAChunkBoundary_staysInItsField() throws {
        // Given a statement whose quoted, two-line memo straddles the end of the first chunk
        var text = "date,memo,amount\n"
        var count = 0
        while text.utf8.count < StatementReader.chunkSize - 10 {
            text += "2026-01-02,Coffee \(count),-1.00\n"
            count += 1
        }
        text += "2026-01-03,\"Salary, and\nbonus\",100\n2026-01-04,Last,-2\n"

        // When it is read
        let read = try records(try file("big.csv", text))

        // Then every row is whole, the long one too, each on its first line
        #expect(read.count == count + 3)
        #expect(read[read.count - 2] == .fields(["2026-01-03", "Salary, and\nbonus", "100"], line: count + 2))
        #expect(read.last == .fields(["2026-01-04", "Last", "-2"], line: count + 4))
    }

    @Test func aByteOrderMark_crlfAndCRLineEnds_andNoFinalLineBreak_areRead() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("date,memo,amount\r\n2026-01-02,Tea,-1\r2026-01-03,Cake,-2".utf8)

        let read = try fields(try file("bom.csv", bytes))

        #expect(read == [["date", "memo", "amount"], ["2026-01-02", "Tea", "-1"], ["2026-01-03", "Cake", "-2"]])
    }

    @Test func quotedFields_keepEveryByte_twoQuotesReadingAsOne() throws {
        let text = "date,memo,amount\n2026-01-02,\"Say \"\"hi\"\", then, go\",-1\n2026-01-03,\"  spaced  \",-2\n"

        let read = try fields(try file("quotes.csv", text))

        #expect(read[1] == ["2026-01-02", "Say \"hi\", then, go", "-1"])
        #expect(read[2] == ["2026-01-03", "  spaced  ", "-2"])
    }

    @Test func aQuoteInsideAFieldThatDoesNotStartWithOne_isKeptAsItIs() throws {
        let read = try fields(try file("pizza.csv", "date,memo,amount\n2026-01-02,12\" pizza,-9\n"))

        #expect(read[1] == ["2026-01-02", "12\" pizza", "-9"])
    }

    @Test func blankLines_areNoRows_anywhere() throws {
        let text = "\ndate,memo,amount\n\n2026-01-02,Tea,-1\n\r\n,,\n2026-01-03,Cake,-2\n\n\n"

        let read = try records(try file("blank.csv", text))

        #expect(
            read == [
                .fields(["date", "memo", "amount"], line: 1), .fields(["2026-01-02", "Tea", "-1"], line: 4),
                .fields(["2026-01-03", "Cake", "-2"], line: 7),
            ])
    }

    // MARK: - Malformed quotes

    @Test(arguments: [
        ("\"ABC \"DEF\" GHI\"", 6, "D"), ("\"Trader Joe\"s\"", 12, "s"), ("\"Café\" x", 6, " "),
    ])
    func aQuoteClosedInTheMiddleOfAField_makesABadRow_atItsLineAndColumn(memo: String, column: Int, next: String)
        throws
    {
        // Given a row whose quoted memo is closed before its end, between two good rows
        let text = "date,memo,amount\n2026-01-01,Before,-1\n2026-01-02,\(memo),-1\n2026-01-03,After,-2\n"

        // When it is read
        let read = try records(try file("closed.csv", text))

        // Then that row is malformed, said where, and the rows around it are whole
        #expect(read.count == 4)
        #expect(read[1] == .fields(["2026-01-01", "Before", "-1"], line: 2))
        #expect(
            read[2]
                == .malformed(
                    line: 3,
                    reason: "the quote at column \(column + 11) closes its field, but '\(next)' follows it: "
                        + "a quote inside a quoted field is written twice (\"\")"))
        #expect(read[3] == .fields(["2026-01-03", "After", "-2"], line: 4))
    }

    @Test func anUnclosedQuote_costsItsOwnRow_andTheRowsItRanOverAreReadAgain() throws {
        // Given a stray quote before 1,000 good rows
        var text = "date,memo,amount\n2026-01-01,\"Stray quote,-1\n"
        for row in 0..<1_000 {
            text += "2026-01-02,Row \(row),-1\n"
        }

        // When it is read
        let read = try records(try file("stray.csv", text))

        // Then the row with the quote is malformed, saying where it opened and what it ran over,
        // and the thousand rows are read
        #expect(read.count == 1_002)
        #expect(
            read[1]
                == .malformed(
                    line: 2,
                    reason: "the quote at column 12 is not closed before the end of the file; "
                        + "the 1000 lines after it were read as rows of their own"))
        #expect(read[2] == .fields(["2026-01-02", "Row 0", "-1"], line: 3))
        #expect(read.last == .fields(["2026-01-02", "Row 999", "-1"], line: 1_002))
    }

    @Test func aQuoteThatRunsPastTheLimit_countsAsUnclosed_soMemoryStaysBounded() throws {
        // Given a quote opened before more than the limit of text without a quote
        let long = String(repeating: "2026-01-02,Row,-1\n", count: CSVRecordScanner.maximumQuotedBytes / 18 + 10)
        let text = "date,memo,amount\n2026-01-01,\"Stray,-1\n" + long

        // When it is read, Then the quote's row is malformed and the rest read as rows
        let read = try records(try file("limit.csv", text))
        guard case .malformed(2, let reason) = read[1] else {
            Issue.record("the stray quote's row is not malformed: \(read[1])")
            return
        }
        #expect(reason.contains("is not closed within 1 MiB"))
        #expect(read.count == 2 + CSVRecordScanner.maximumQuotedBytes / 18 + 10)
    }

    // MARK: - Separators

    @Test(arguments: [
        ("date;memo;amount\n2026-01-02;Tea, hot;-1,50\n", ";"),
        ("date\tmemo\tamount\n2026-01-02\tTea, hot\t-1\n", "\t"),
    ])
    func theSeparator_isFoundByTheHeader(text: String, separator: String) throws {
        let reader = try statementReader(try file("separated.csv", text))

        #expect(reader.header == ["date", "memo", "amount"])
        #expect(reader.separator.byte == UInt8(ascii: Unicode.Scalar(separator) ?? ","))
        #expect(
            try reader.next(shouldStop: { false }).map { record in
                guard case .fields(let fields, _) = record else { return "" }
                return fields[1]
            } == "Tea, hot")
    }

    @Test func aSeparatorGiven_isTheOneUsed() throws {
        let reader = try statementReader(try file("given.csv", "a;b,date;memo;amount\n"), separator: .comma)

        #expect(reader.header == ["a;b", "date;memo;amount"])
    }

    // MARK: - Refusals

    @Test func bytesThatAreNotUTF8_makeTheFileUnreadable_sayingWhere() throws {
        let path = try file("latin1.csv", Array("date,memo,amount\n2026-01-02,Caf".utf8) + [0xE9] + Array(",-1\n".utf8))

        #expect(throws: StatementError.notUTF8(path: path, line: 2, column: 15)) {
            _ = try records(path)
        }
    }

    // MARK: - Encodings

    @Test func aLatin1OrWindows1252File_namedSo_isReadAsTheCharactersItMeans() throws {
        // Given a row with é (both), and € and curly quotes at 0x80, 0x93 and 0x94 (Windows-1252)
        let bytes =
            Array("date,memo,amount\n2026-01-02,Caf".utf8) + [0xE9, 0x20, 0x80, 0x93, 0x78, 0x94]
            + Array(",-1\n".utf8)
        let path = try file("western.csv", bytes)

        // When it is read as each
        let latin1 = try records(path, encoding: .latin1)
        let windows = try records(path, encoding: .windows1252)

        // Then every byte is the character its encoding gives it
        #expect(latin1.last == .fields(["2026-01-02", "Café \u{80}\u{93}x\u{94}", "-1"], line: 2))
        #expect(windows.last == .fields(["2026-01-02", "Café €“x”", "-1"], line: 2))
    }

    @Test(arguments: [false, true])
    func aUTF16FileWithItsMark_isFoundAlone_inEitherByteOrder(bigEndian: Bool) throws {
        // Given a statement in UTF-16 with its mark, with a character outside the first plane
        let text = "date,memo,amount\r\n2026-01-02,Café 🍰,-1\r\n"
        let units = text.utf16.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let path = try file("wide.csv", (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units)

        // When it is read with no encoding given, Then its rows are the text
        #expect(
            try records(path) == [
                .fields(["date", "memo", "amount"], line: 1), .fields(["2026-01-02", "Café 🍰", "-1"], line: 2),
            ])
    }

    @Test func aUTF16FileThatBreaksOff_isUnreadable_sayingWhere() throws {
        let odd = try file("odd.csv", [0xFF, 0xFE] + Array("date,".utf16).flatMap { [UInt8($0), 0] } + [0x61])
        let lone = try file("lone.csv", [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xDC, 0x0A, 0x00])

        #expect(
            throws: StatementError.unreadable(path: odd, reason: "its UTF-16 text breaks off at character 6")
        ) { _ = try records(odd) }
        #expect(
            throws: StatementError.unreadable(path: lone, reason: "its UTF-16 text breaks off at character 2")
        ) { _ = try records(lone) }
    }

    @Test func anEmptyFile_hasNoHeader() throws {
        let path = try file("empty.csv", [])

        #expect(
            throws: StatementError.unreadable(path: path, reason: "the file is not valid CSV (there is no header row)")
        ) {
            _ = try statementReader(path)
        }
    }

    @Test func aFolder_isRefused() throws {
        #expect(throws: StatementError.unreadable(path: folder, reason: "it is not a file")) {
            _ = try StatementInput(path: folder)
        }
    }

    // MARK: - Round trip

    @Test func anyFields_writtenAsAnExportWritesThem_readBackByteForByte() async throws {
        // Given fields of any characters, quotes, separators and line breaks among them
        let pieces = ["a", "é", "\"", ",", ";", "\t", "\n", "\r", "\r\n", " ", "'", "=", "\u{1F600}", "z", "\u{0}"]
        let field = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...12).map { $0.joined() }
        let row = field.array(of: 3...3)
        let folder = self.folder
        await propertyCheck(count: 300, input: row.array(of: 1...8)) { rows in
            // When they are written as CSV rows under a header and read back
            var bytes: [UInt8] = []
            StatementCSV.appendRow(["date", "memo", "amount"], to: &bytes)
            for row in rows {
                StatementCSV.appendRow(row, to: &bytes)
            }
            let path = folder + "/round-\(UUID().uuidString).csv"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let read = try? fields(path)

            // Then every field comes back as it was; rows of empty fields are no rows
            #expect(read?.dropFirst().map { $0 } == rows.filter { $0.contains { !$0.isEmpty } })
        }
    }
}
