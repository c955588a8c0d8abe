import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank cards change only through the bank's functions (schema v16): a card is its
/// account owner's to add, and those who may move money on its account freeze it and set its
/// limit; nobody writes the card table at psql.
@Suite("Cards through the server's functions")
struct ServerCardFunctionTests {
    @Test @MainActor func atPsql_nobodyWritesCards_andTheFunctionsHoldEachToTheirShare() async throws {
        // Given a bank whose owner is not a superuser, people with each kind of share, and a
        // card on account 1
        let people = try PeopleAtPsql()
        let card = try people.cardOnAccountOne()
        let before = try people.cards()

        // When each person but the owner (who owns the tables, and administers the bank) writes the
        // card table at psql, and each calls the functions on the card
        var written: [String] = []
        for person in [people.mover, people.viewer, people.unshared, people.outsider] {
            written += Self.tableWrites.map { people.run($0.replacingOccurrences(of: "CARD", with: card), as: person) }
        }
        let viewerFreezes = people.run("SELECT vbank_set_card_status(\(card), 'frozen')", as: people.viewer)
        let unsharedFreezes = people.run("SELECT vbank_set_card_status(\(card), 'frozen')", as: people.unshared)
        let outsiderFreezes = people.run("SELECT vbank_set_card_status(\(card), 'frozen')", as: people.outsider)
        let moverAdds = people.run(Self.addition(ending: "4321"), as: people.mover)
        let moverRaises = people.run("SELECT vbank_set_card_limit(\(card), 999999999999)", as: people.mover)

        // Then no write went through, and each call was refused in the server's words
        #expect(written.allSatisfy { $0.contains("permission denied") }, "\(written)")
        #expect(viewerFreezes.contains("to view only"), "\(viewerFreezes)")
        #expect(unsharedFreezes.contains("there is no card \(card)"), "\(unsharedFreezes)")
        #expect(outsiderFreezes.contains("permission denied"), "\(outsiderFreezes)")
        #expect(moverAdds.contains("may change it"), "\(moverAdds)")
        #expect(moverRaises.contains("at most"), "\(moverRaises)")
        #expect(try people.cards() == before)
    }

    @Test @MainActor func atPsql_theMoverFreezesACard_andTheOwnerAddsOne_byTheFunctions() async throws {
        // Given the bank's people and a card on account 1
        let people = try PeopleAtPsql()
        let card = try people.cardOnAccountOne()

        // When the mover freezes it, and the owner adds a card with new digits, then the same again
        let frozen = people.run("SELECT vbank_set_card_status(\(card), 'frozen')", as: people.mover)
        let added = people.run(Self.addition(ending: "4321"), as: people.owner)
        let again = people.run(Self.addition(ending: "4321"), as: people.owner)

        // Then both are made once, and the same digits twice are refused
        #expect(!frozen.contains("ERROR") && !added.contains("ERROR"), "\(frozen) \(added)")
        #expect(again.contains("ending in 4321 already"), "\(again)")
        #expect(try people.cards().contains("\(card) 1 frozen"))
        #expect(try people.cards().split(separator: "\n").filter { $0.hasSuffix(" 4321") }.count == 1)
    }

    // MARK: - Support

    private static let tableWrites = [
        "UPDATE card SET monthly_limit_minor = 1 WHERE id = CARD",
        "UPDATE card SET status = 'frozen' WHERE id = CARD",
        "DELETE FROM card WHERE id = CARD",
        """
        INSERT INTO card (account_id, number, holder, expiry_month, expiry_year, status, monthly_limit_minor)
        VALUES (1, '9999', 'psql', 1, 2040, 'active', 100)
        """,
        "TRUNCATE card",
    ]

    /// A card on account 1 ending in `ending`, expiring at the end of next year.
    private static func addition(ending: String) -> String {
        "SELECT vbank_add_card(1, '\(ending)', 'Ann Owner', 12, extract(year FROM now())::integer + 1, 50000)"
    }
}

extension PeopleAtPsql {
    /// The identifier of a card on account 1, added by the owner when the bank has none there.
    func cardOnAccountOne() throws -> String {
        let found = try server.psql("SELECT min(id) FROM card WHERE account_id = 1", database: database).trimmed
        guard found.isEmpty else { return found }
        return try server.psql(
            "SELECT vbank_add_card(1, '1111', 'Ann Owner', 12, extract(year FROM now())::integer + 1, 50000)",
            database: database, user: owner
        ).trimmed
    }

    /// Every card as the server's superuser reads it, one a line: id, account, status, last digits.
    func cards() throws -> String {
        try server.psql(
            "SELECT id || ' ' || account_id || ' ' || status || ' ' || right(number, 4) FROM card ORDER BY id",
            database: database)
    }
}
