import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank an import carries its key (schema v17): the same key again answers with the
/// first import and imports nothing, and an import whose commit's answer is lost is told as it
/// was, made or not, after the server is asked on a new connection.
@Suite("Imports with their keys")
struct ImportKeyTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    @Test @MainActor func anImportSentTwiceWithItsKey_importsOnce_andAnswersWithTheFirst() async throws {
        // Given a server bank and a statement
        let bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let statement = try writeStatement(rows: 3)
        let key = RequestKey.random()

        // When it is imported, then imported again with the same key
        let first = try await bank.stores.statements.importStatement(
            at: statement, into: 1, options: .init(), key: key
        ) { _ in }
        let rows = try await bank.ledgerCount()
        let again = try await bank.stores.statements.importStatement(
            at: statement, into: 1, options: .init(), key: key
        ) { _ in }

        // Then its rows went in once, and the second answer is the first import's
        #expect(first.imported == 3)
        #expect(again.imported == 3 && again.netMinor == first.netMinor)
        #expect(try await bank.ledgerCount() == rows)
    }

    @Test(arguments: [true, false])
    @MainActor func anImportWhoseCommitsAnswerIsLost_isToldAsMade_once(answerLost: Bool) async throws {
        // Given a bank behind a proxy that loses the commit's answer, or the commit itself
        let bank = try BankBehindProxy()
        let statement = try writeStatement(rows: 4)
        bank.proxy.arm(answerLost ? .dropAnswer(toMessageContaining: "COMMIT") : .dropMessage(containing: "COMMIT"))
        let before = try bank.count("ledger_entry")

        // When the statement is imported
        let outcome: Result<StatementImportResult, any Error>
        do {
            outcome = .success(
                try await bank.session.stores.statements.importStatement(
                    at: statement, into: 1, options: .init(), key: .random()
                ) { _ in })
        } catch {
            outcome = .failure(error)
        }

        // Then what vbank says is what the server holds: made once, or nothing and said so
        #expect(bank.proxy.faultsSprung == 1)
        switch outcome {
        case .success(let result):
            #expect(answerLost && result.imported == 4)
            #expect(try bank.count("ledger_entry") == before + 4)
        case .failure(let error):
            #expect(!answerLost, "\(error)")
            #expect(error as? BankError == .storage(StorageFault(.connectionLost, during: .importStatement)))
            #expect(try bank.count("ledger_entry") == before)
        }
    }

    @Test @MainActor func whileTheServerStaysAway_theImportMayHaveBeenMade_andItsKeyLaterSettlesIt() async throws {
        // Given a bank behind a proxy that loses the commit's answer, then reaches no server
        let bank = try BankBehindProxy()
        let statement = try writeStatement(rows: 2)
        bank.proxy.arm(.dropAnswer(toMessageContaining: "COMMIT"))
        bank.proxy.setReachable(false)
        let key = RequestKey.random()
        let before = try bank.count("ledger_entry")

        // When it is imported, vbank says it may have been, with its key
        await #expect(throws: BankError.storage(StorageFault(.answerLost(key: key), during: .importStatement))) {
            try await bank.session.stores.statements.importStatement(
                at: statement, into: 1, options: .init(), key: key
            ) { _ in }
        }

        // Then once the server is back, the same key answers with the import made, and nothing more
        bank.proxy.setReachable(true)
        let again = try await bank.session.stores.statements.importStatement(
            at: statement, into: 1, options: .init(), key: key
        ) { _ in }
        #expect(again.imported == 2)
        #expect(try bank.count("ledger_entry") == before + 2)
    }

    // MARK: - Support

    /// A statement of `rows` rows in vbank's columns, each of a day of its own.
    private func writeStatement(rows: Int) throws -> String {
        let path = folder + "/statement-\(UUID().uuidString).csv"
        try (["date,memo,amount"] + (1...rows).map { "2026-01-\(String(format: "%02d", $0)),Row \($0),-1.\($0)0" })
            .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
