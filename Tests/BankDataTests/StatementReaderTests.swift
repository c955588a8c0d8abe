import BankDomain
import Foundation
import Testing

@testable import BankData

/// The statement reader: records cut nowhere but between records, whatever the chunks.
@Suite("Statement reader")
struct StatementReaderTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func records(_ path: String) throws -> [[String]] {
        let reader = try StatementReader(path: path)
        var records = [reader.header]
        while let fields = try reader.next() {
            records.append(fields)
        }
        return records
    }

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
        let read = try records(try file("big.csv", Array(text.utf8)))

        // Then every row is whole, the long one too
        #expect(read.count == count + 3)
        #expect(read[read.count - 2] == ["2026-01-03", "Salary, and\nbonus", "100"])
        #expect(read.last == ["2026-01-04", "Last", "-2"])
    }

    @Test func aByteOrderMark_crlfLineEnds_andNoFinalLineBreak_areRead() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("date,memo,amount\r\n2026-01-02,Tea,-1\r\n2026-01-03,Cake,-2".utf8)

        let read = try records(try file("bom.csv", bytes))

        #expect(read == [["date", "memo", "amount"], ["2026-01-02", "Tea", "-1"], ["2026-01-03", "Cake", "-2"]])
    }

    @Test func bytesThatAreNotUTF8_areRefusedWithTheReason() throws {
        let path = try file("latin1.csv", Array("date,memo,amount\n2026-01-02,Caf".utf8) + [0xE9] + Array(",-1\n".utf8))

        #expect(
            throws: StatementError.unreadable(path: path, reason: "the file is not valid CSV (it is not UTF-8 text)")
        ) {
            _ = try records(path)
        }
    }

    @Test func anEmptyFile_hasNoHeader() throws {
        let path = try file("empty.csv", [])

        #expect(
            throws: StatementError.unreadable(path: path, reason: "the file is not valid CSV (there is no header row)")
        ) {
            _ = try StatementReader(path: path)
        }
    }
}
