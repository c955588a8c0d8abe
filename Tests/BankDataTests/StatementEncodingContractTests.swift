import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Statements in the encodings banks write, imported on every backend from one code.
@MainActor
@Suite("Statement encodings contract")
struct StatementEncodingContractTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        try writeFile(name, bytes, in: folder)
    }

    @Test(arguments: StoreBackend.allCases)
    func aWindows1252Statement_importsItsMemosAsWritten_whenNamed_andIsRefusedWhereItBreaksUTF8Otherwise(
        backend: StoreBackend
    ) async throws {
        // Given a statement from a bank that writes Windows-1252: é and a curly apostrophe (0x92)
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = try file(
            "western.csv",
            Array("date,memo,amount\r\n2026-01-03,Caf".utf8) + [0xE9, 0x20, 0x4A, 0x6F, 0x65, 0x92, 0x73]
                + Array(",-4.50\r\n".utf8))
        let before = try await bank.balanceMinor(of: 3)

        // When it is imported without saying so, Then it is refused where the text breaks, and nothing moves
        await #expect(throws: StatementError.notUTF8(path: path, line: 2, column: 15)) {
            _ = try await bank.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }
        }
        #expect(try await bank.balanceMinor(of: 3) == before)

        // When it is imported as Windows-1252, Then the memo is the text the bank meant
        let result = try await bank.stores.statements.importStatement(
            at: path, into: 3, options: .init(encoding: .windows1252)
        ) { _ in }
        #expect(result.imported == 1)
        var query = TransactionQuery(accountID: 3)
        query.text = "cafe joe"
        #expect(try await bank.stores.transactions.newest(5, matching: query).map(\.memo) == ["Café Joe’s"])
        #expect(try await bank.balanceMinor(of: 3) == before - 450)
    }

    @Test(arguments: StoreBackend.allCases)
    func theSameRows_inUTF8_UTF8WithItsMark_andUTF16_importOnce(backend: StoreBackend) async throws {
        // Given one statement written three ways
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let text = "date,memo,amount\n2026-01-03,Crème brûlée,-7.25\n2026-01-04,Salary 💶,1200\n"
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let paths = [
            try file("plain.csv", Array(text.utf8)), try file("marked.csv", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            try file("wide.csv", utf16),
        ]

        // When each is imported in turn
        var imported: [Int] = []
        for path in paths {
            imported.append(
                try await bank.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }.imported)
        }

        // Then the first adds both rows, and the others are the same rows, passed over
        #expect(imported == [2, 0, 0])
        var query = TransactionQuery(accountID: 3)
        for (words, memo) in [("creme brulee", "Crème brûlée"), ("salary", "Salary 💶")] {
            query.text = words
            #expect(try await bank.stores.transactions.newest(5, matching: query).map(\.memo) == [memo])
        }
    }
}
