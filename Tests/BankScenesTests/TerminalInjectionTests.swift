import BankData
import BankDomain
import Foundation
import GRDB
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// Data that carries escape sequences, control characters, carriage returns and bidi overrides
/// (an account name, a card holder, memos, counterparties, an IBAN, as an import could bring
/// them) is shown harmlessly by every scene that shows data.
@MainActor
@Suite("Terminal injection")
struct TerminalInjectionTests {
    /// Clears the screen, sets the window title, rings the bell, returns the cursor, reverses the
    /// text, hides a NUL, and opens an 8-bit CSI: each one visible word apart.
    private nonisolated static let payload =
        "clear\u{1B}[2J title\u{1B}]0;owned\u{7} cr\r bidi\u{202E}evil nul\u{0} csi\u{9B}31m end"

    private let app: SceneHarness

    init() async throws {
        let bank = try InMemoryBank()
        try await bank.database.write { db in
            try db.execute(
                sql: "UPDATE account SET name = ?, iban = ? WHERE id = 1", arguments: [Self.payload, Self.payload])
            try db.execute(sql: "UPDATE card SET holder = ?", arguments: [Self.payload])
            try db.execute(
                sql: "UPDATE ledgerEntry SET memo = ?, counterparty = ?", arguments: [Self.payload, Self.payload])
        }
        app = await bank.app()
    }

    /// The control characters (C0 but the line feed, DEL, C1) and bidi controls in `text`, each once.
    private func unsafeScalars(in text: String) -> [String] {
        let found = text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
        return Set(found.map { "U+" + String($0.value, radix: 16, uppercase: true) }).sorted()
    }

    private func expectHarmless(_ output: SceneHarness.Output, in scene: String) {
        let text = output.output + output.errors
        #expect(unsafeScalars(in: text).isEmpty, "\(scene) wrote \(unsafeScalars(in: text))")
        #expect(text.contains("evil") || text.contains("clear"), "\(scene) did not show the data at all")
    }

    @Test func home_showsHostileNamesAndMemosHarmlessly() {
        expectHarmless(app.startup, in: "Home")
    }

    @Test func accountsAndAccountDetail_showHostileNamesAndIBANsHarmlessly() async {
        expectHarmless(await app.run("accounts"), in: "Accounts")
        expectHarmless(await app.run("open 1"), in: "AccountDetail")
        expectHarmless(await app.run("where"), in: "where")
    }

    @Test func transactionsAndTheirDetail_showHostileMemosHarmlessly() async {
        await app.run("accounts", "open 1")

        expectHarmless(await app.run("transactions"), in: "Transactions")
        expectHarmless(await app.run("search evil"), in: "Transactions search")
        expectHarmless(await app.run("open 1"), in: "TransactionDetail")
    }

    @Test func cardsAndTransfer_showHostileHoldersAndNamesHarmlessly() async {
        expectHarmless(await app.run("cards"), in: "Cards")
        await app.run("home")

        expectHarmless(await app.run("transfer"), in: "Transfer")
        expectHarmless(await app.run("from 1", "to 2", "amount 5", "review"), in: "Transfer review")
        expectHarmless(await app.run("confirm"), in: "Transfer outcome")
    }
}
