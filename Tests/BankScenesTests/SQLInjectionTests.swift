import BankData
import BankDomain
import Foundation
import GRDB
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// Text that would end an SQL string and start a statement of its own, typed where the app takes
/// text (a transfer's memo, a search), is stored and searched as text: every query binds it.
@MainActor
@Suite("SQL injection")
struct SQLInjectionTests {
    private nonisolated static let attack = "'); DROP TABLE ledgerEntry; --"

    @Test func memoAndSearchText_thatLookLikeSQL_areJustText() async throws {
        // Given the app over a seeded bank
        let bank = try InMemoryBank()
        let app = await bank.app()

        // When a transfer carries the attack as its memo, and a search looks for it
        let transfer = await app.run(
            "transfer", "from 1", "to 2", "amount 1", "memo \"\(Self.attack)\"", "confirm")
        let search = await app.run("accounts", "open 1", "transactions", "search \"\(Self.attack)\"")

        // Then the ledger is still there, holds the memo as typed, and the search finds exactly it
        #expect(transfer.errors.isEmpty)
        #expect(search.errors.isEmpty)
        let memos = try await bank.database.read { db in
            try String.fetchAll(db, sql: "SELECT memo FROM ledgerEntry WHERE memo = ?", arguments: [Self.attack])
        }
        #expect(memos == [Self.attack, Self.attack])
        #expect(search.output.contains("1 transaction"))
        #expect(search.output.contains("DROP TABLE"))
    }

    @Test func searchSyntax_ofLikeAndFullTextSearch_isNeverObeyed() async throws {
        // Given the app over a seeded bank, whose ledger has coffee in it
        let bank = try InMemoryBank()
        let app = await bank.app()

        // When the search text is LIKE's wildcards, and then full-text search operators
        let wildcards = await app.run("accounts", "open 1", "transactions", "search %_%")
        let operators = await app.run("search \"NEAR(coffee) OR blue*\"")

        // Then the wildcards match nothing and say so, and the operators are words the memos lack
        #expect(wildcards.errors.contains("'%_%' has no letters or digits to search for"))
        #expect(operators.errors.isEmpty)
        #expect(operators.output.contains("No transactions match"))
    }
}
