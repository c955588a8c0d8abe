import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank each person keeps settings of their own (schema v13): hiding one's balances
/// hides nobody else's, and nobody can read or change another's settings at psql, where settings
/// are written only by the bank's function (schema v16).
@Suite("Settings of each person on a server")
struct ServerSettingsTests {
    @Test @MainActor func eachPerson_keepsSettingsOfTheirOwn_andCannotTouchAnothers() async throws {
        // Given a server bank, its owner and a person admitted to it
        let owner = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let (login, person) = try owner.admittedLogin(sharing: [])

        // When the owner hides balances and the person chooses a page size
        try await owner.stores.settings.save(
            UserSettings(pageSize: 20, showsBalances: false, usesColour: true, showsNotices: true))
        try await person.stores.settings.save(
            UserSettings(pageSize: 5, showsBalances: true, usesColour: false, showsNotices: false))

        // Then each reads their own, from a session of their own
        let ownerAgain = try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: owner.address ?? "")
        #expect(try await ownerAgain.stores.settings.settings().showsBalances == false)
        #expect(try await ownerAgain.stores.settings.settings().pageSize == 20)
        #expect(try await person.stores.settings.settings().pageSize == 5)
        #expect(try await person.stores.settings.settings().showsBalances)

        // And at psql the person sees only their own row, and writes none but through the
        // bank's function, which writes their own (schema v16)
        let server = try TestPostgresServer.shared()
        let database = try server.databaseName(in: owner.address ?? "")
        let seen = try server.psql("SELECT count(*) FROM settings", database: database, user: login)
        #expect(seen.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        #expect(throws: (any Error).self) {
            try server.psql(
                "UPDATE settings SET shows_balances = true WHERE person <> current_user", database: database,
                user: login)
        }
        #expect(throws: (any Error).self) {
            try server.psql("SELECT vbank_save_settings(500, true, true, true)", database: database, user: login)
        }
        _ = try server.psql("SELECT vbank_save_settings(7, true, true, true)", database: database, user: login)
        #expect(try await ownerAgain.stores.settings.settings().showsBalances == false)
        #expect(try await person.stores.settings.settings().pageSize == 7)
    }

    @Test @MainActor func aV12Bank_keepsItsOneRowOfSettings_asItsOwners() async throws {
        // Given a v12 server bank whose one row of settings hides balances
        let server = try TestPostgresServer.shared()
        let (database, url) = try server.freshDatabase()
        try server.psql(PostgresSchema.script(through: 12), database: database)
        try server.psql(
            """
            INSERT INTO settings (id, page_size, shows_balances, uses_colour, shows_notices)
                VALUES (1, 15, false, true, true);
            """, database: database)

        // When vbank opens it
        let bank = try PostgresBank.open(try PostgresAddress(url), clock: FixedClock(now: testNow), timeZone: utc)

        // Then the row is its owner's settings
        let settings = try await bank.stores.settings.settings()
        #expect(settings.pageSize == 15 && !settings.showsBalances)
    }
}
