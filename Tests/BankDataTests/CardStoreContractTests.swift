import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankPostgres

/// A card of one's own added to the bank, on every backend from one code.
@Suite("Card store contract")
struct CardStoreContractTests {
    private static func card(on account: Account.ID, ending: String = "4821") -> NewCard {
        NewCard(
            accountID: account, ending: ending, holder: "Ann Smith", expiryMonth: 9, expiryYear: 2029,
            monthlyLimit: 1_500)
    }

    @Test(arguments: StoreBackend.allCases)
    func aCard_isAddedByItsLastDigits_andRefusedTwiceWhileItWorks(backend: StoreBackend) async throws {
        // Given the demo bank and its cards
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let cards = bank.stores.cards
        let before = try await cards.allCards()
        let everyday = try await bank.stores.accounts.account(id: 1)

        // When a card is added to Everyday, and added again
        let added = try await cards.addCard(Self.card(on: 1))
        await #expect(throws: BankError.card(.alreadyOnAccount(ending: "4821", account: everyday.name))) {
            _ = try await cards.addCard(Self.card(on: 1))
        }

        // Then it is kept as given, working, with an identifier of its own, after the others
        #expect(!before.map(\.id).contains(added.id))
        #expect(added.accountID == 1 && added.number == "4821" && added.holder == "Ann Smith")
        #expect(added.expiryMonth == 9 && added.expiryYear == 2029 && added.status == .active)
        #expect(added.monthlyLimit == 1_500)
        #expect(try await cards.allCards() == before + [added])

        // And once frozen, the card that replaces it may have its digits
        _ = try await cards.setStatus(.frozen, ofCard: added.id)
        let replacement = try await cards.addCard(Self.card(on: 1))
        #expect(replacement.id != added.id && replacement.status == .active)
    }

    @Test(arguments: StoreBackend.allCases)
    func aCard_onAClosedOrMissingAccount_isRefused_andNothingIsAdded(backend: StoreBackend) async throws {
        // Given an account opened empty and closed
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let accounts = bank.stores.accountManagement
        let jar = try await accounts.open(
            try AccountRules.newAccount(
                name: "Jar", type: .savings, currency: "USD", openingMinor: 0, today: testToday, iban: nil,
                among: try await bank.stores.accounts.allAccounts()))
        _ = try await accounts.close(accountID: jar.id, at: testNow)
        let before = try await bank.stores.cards.allCards()

        // When cards are added to it and to an account that does not exist, Then both are refused
        await #expect(throws: BankError.accountClosed("Jar")) {
            _ = try await bank.stores.cards.addCard(Self.card(on: jar.id))
        }
        await #expect(throws: BankError.accountNotFound(999)) {
            _ = try await bank.stores.cards.addCard(Self.card(on: 999))
        }
        #expect(try await bank.stores.cards.allCards() == before)
    }
}

/// On a server, a card is its account owner's to add, at vbank and at psql alike.
@Suite("Cards on a server", .serialized)
struct ServerCardTests {
    @Test func aPerson_addsCardsToTheirOwnAccounts_only_withIdentifiersNoOtherCardHas() async throws {
        // Given the administrator's bank with its cards, and a person its Visa is shared with for transfer
        let administrator = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let (login, person) = try administrator.admittedLogin(sharing: [(4, .transfer)])
        let demoCards = try await administrator.stores.cards.allCards()
        let own = try await person.stores.accountManagement.open(
            try AccountRules.newAccount(
                name: "Mine", type: .checking, currency: "USD", openingMinor: 0, today: testToday, iban: nil,
                among: try await person.stores.accounts.allAccounts()))

        // When the person adds a card to their own account, and to the shared Visa
        let added = try await person.stores.cards.addCard(
            NewCard(accountID: own.id, ending: "1234", holder: "P", expiryMonth: 1, expiryYear: 2030, monthlyLimit: 50))
        let visaOwner = try await person.stores.accounts.account(id: 4).owner ?? ""
        await #expect(throws: AccountError.notOwner(account: "Visa", owner: visaOwner)) {
            _ = try await person.stores.cards.addCard(
                NewCard(accountID: 4, ending: "9999", holder: "P", expiryMonth: 1, expiryYear: 2030, monthlyLimit: 50))
        }

        // Then theirs has an identifier none of the administrator's cards has, and the Visa no new card
        #expect(!demoCards.map(\.id).contains(added.id))
        #expect(try await administrator.stores.cards.allCards() == demoCards + [added])
        // And at psql the server refuses the same card on the Visa, whatever client writes it
        let server = try TestPostgresServer.shared()
        #expect(throws: (any Error).self) {
            try server.psql(
                """
                INSERT INTO card (account_id, number, holder, expiry_month, expiry_year, status, monthly_limit_minor)
                VALUES (4, '9999', 'P', 1, 2030, 'active', 5000)
                """, database: try server.databaseName(in: administrator.address ?? ""), user: login)
        }
        #expect(try await administrator.stores.cards.allCards() == demoCards + [added])
    }

    @Test func aBankFromBeforeCardsWereAdded_numbersANewCardAfterEveryCard_evenOnesItsOwnerCannotSee() async throws {
        // Given a v10 bank whose tables a login of its own owns, with a card on another person's account
        let server = try TestPostgresServer.shared()
        let owner = "cards_\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        try server.psql(
            "DO $$ BEGIN CREATE ROLE vbank_people NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$")
        try server.psql("CREATE ROLE \(owner) LOGIN")
        try server.psql("CREATE DATABASE \(owner) OWNER \(owner)")
        try server.psql(PostgresSchema.script(through: 10), database: owner, user: owner)
        try server.psql(
            """
            INSERT INTO account (id, position, name, type, number, iban, currency, balance_minor, owner)
                VALUES (1, 1, 'Theirs', 'checking', '1', 'X', 'USD', 0, 'someone'),
                    (2, 2, 'Mine', 'checking', '2', 'Y', 'USD', 0, '\(owner)');
            INSERT INTO card (id, account_id, number, holder, expiry_month, expiry_year, status, monthly_limit_minor)
                VALUES (40, 1, '1111', 'S', 1, 2030, 'active', 100);
            """, database: owner)

        // When the owner opens it with this vbank, and adds a card to their account
        let bank = try PostgresBank.open(
            try PostgresAddress(server.url(of: owner, user: owner)), clock: FixedClock(now: testNow), timeZone: utc)
        #expect(try await bank.stores.cards.allCards().isEmpty)
        let added = try await bank.stores.cards.addCard(
            NewCard(accountID: 2, ending: "2222", holder: "O", expiryMonth: 1, expiryYear: 2030, monthlyLimit: 10))

        // Then it is numbered after the card the owner cannot see
        #expect(added.id == 41)
        #expect(try server.psql("SELECT id FROM card ORDER BY id", database: owner) == "40\n41\n")
    }
}
