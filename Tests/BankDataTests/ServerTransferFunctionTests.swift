import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// A transfer is kept with its key on both backends, and the same key again answers with the
/// first outcome. On a server bank a transfer is one call of the bank's own function (schema
/// v14), which holds every person to their share whatever client calls it.
@Suite("Transfers through the server's function")
struct ServerTransferFunctionTests {
    // MARK: - Keys

    @Test(arguments: StoreBackend.allCases)
    @MainActor func aKeySentTwice_movesTheMoneyOnce_andAnswersWithTheFirstOutcome(backend: StoreBackend) async throws {
        // Given a bank and a transfer order with its key
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let total = try await bank.totalMinor()
        let rows = try await bank.ledgerCount()
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Rent", date: testNow)

        // When it is sent, then sent again with the same key
        let first = try await bank.stores.transfers.transfer(order)
        let again = try await bank.stores.transfers.transfer(order)

        // Then the money moved once, and both answers say where it went
        #expect(try await bank.ledgerCount() == rows + 2)
        #expect(try await bank.totalMinor() == total)
        #expect(again.source.balanceMinor == first.source.balanceMinor)
        #expect(again.destination.balanceMinor == first.destination.balanceMinor)
    }

    @Test(arguments: StoreBackend.allCases)
    @MainActor func aKeyGivenToAnotherTransfer_isRefused_andMovesNothing(backend: StoreBackend) async throws {
        // Given a transfer made with a key
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Rent", date: testNow)
        _ = try await bank.stores.transfers.transfer(order)
        let balances = try await (bank.balanceMinor(of: 1), bank.balanceMinor(of: 3))

        // When another transfer comes with the same key
        let other = TransferOrder(
            sourceID: 1, destinationID: 3, amount: 9, memo: "Other", date: testNow, key: order.key)

        // Then the key is refused, and nothing moved
        await #expect(throws: BankError.requestKeyReused(order.key)) {
            try await bank.stores.transfers.transfer(other)
        }
        #expect(try await (bank.balanceMinor(of: 1), bank.balanceMinor(of: 3)) == balances)
    }

    @Test(arguments: StoreBackend.allCases)
    @MainActor func aTransfersKey_searched_findsBothItsRows_andTheirDetailShowsIt(backend: StoreBackend) async throws {
        // Given a transfer made with a key, and another made with a key of its own
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Rent", date: testNow)
        _ = try await bank.stores.transfers.transfer(order)
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 9, memo: "Rent", date: testNow))

        // When each account is searched for the key, typed in capitals with spaces around it
        let typed = " \(order.key.text.uppercased()) "
        var found: [Transaction] = []
        for account in [Account.ID(1), 2, 3] {
            let query = TransactionQuery(accountID: account, text: typed)
            found += try await bank.stores.transactions.transactions(
                matching: query, page: TransactionPageRequest(.newest(skipping: 0), limit: 20))
            #expect(
                try await bank.stores.transactions.count(matching: query, upTo: nil) == .exactly(account == 3 ? 0 : 1))
        }

        // Then it finds the transfer's two rows and no other, and their detail carries the key
        #expect(found.map(\.accountID).sorted() == [1, 2])
        #expect(found.allSatisfy { $0.amountMinor == 700 && $0.memo.contains("Rent") })
        for row in found {
            #expect(try await bank.stores.transactions.authoredTransaction(id: row.id).requestKey == order.key)
        }
    }

    @Test(arguments: StoreBackend.allCases)
    @MainActor func aReferenceOfTwentyDigits_isLookedForInMemos_notAsAKey(backend: StoreBackend) async throws {
        // Given a payment whose memo carries the bank's reference of twenty digits
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let reference = "12345678901234567890"
        _ = try await bank.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 1_250, payee: "Water board", category: .utilities,
                day: CalendarDay(year: 2026, month: 1, day: 14), memo: "Invoice \(reference)"))

        // When the reference is searched for
        let found = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 1, text: reference),
            page: TransactionPageRequest(.newest(skipping: 0), limit: 20))

        // Then the payment is found by its memo
        #expect(found.map(\.amountMinor) == [1_250])
    }

    @Test(arguments: StoreBackend.allCases)
    @MainActor func aRowWrittenWithoutAKey_hasNoneInItsDetail(backend: StoreBackend) async throws {
        // Given a bank's opening rows, written without a key
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let rows = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 1), page: TransactionPageRequest(.newest(skipping: 0), limit: 5))

        // When their detail is read, then none carries a key
        for row in rows {
            #expect(try await bank.stores.transactions.authoredTransaction(id: row.id).requestKey == nil)
        }
        #expect(!rows.isEmpty)
    }

    // MARK: - Refusals

    @Test @MainActor func aRefusalTheServerMakes_isWordedAsVbanksOwnCheck() async throws {
        // Given a session that read the accounts, and then another that emptied account 1
        let bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let other = try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: bank.address ?? "")
        bank.commandWillRun()
        let available = try await bank.stores.accounts.account(id: 1).available
        _ = try await other.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: available, memo: "All", date: testNow))

        // When the first session, without reading again, transfers what it saw
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 1, memo: "Late", date: testNow)

        // Then the server's refusal is said as vbank says it
        await #expect(throws: BankError.insufficientFunds(available: 0, currency: "USD")) {
            try await bank.stores.transfers.transfer(order)
        }
    }

    // MARK: - People at psql

    @Test @MainActor func atPsql_eachPerson_movesMoneyOnlyAsTheirShareAllows_whateverRoleTheySet() async throws {
        // Given a bank whose owner is not a superuser, and people with each kind of share
        let people = try PeopleAtPsql()
        let total = try people.totalMinor()

        // When each calls the function on the owner's accounts 1 and 2
        let outsider = people.transfer(as: people.outsider)
        let unshared = people.transfer(as: people.unshared)
        let viewer = people.transfer(as: people.viewer)
        let viewerAsGroup = people.transfer(as: people.viewer, settingRole: SharingRules.peopleRole)
        let mover = people.transfer(as: people.mover)
        let moverAsGroup = people.transfer(as: people.mover, settingRole: SharingRules.peopleRole)

        // Then only the person who may move money on both moved it, as themselves
        #expect(outsider.contains("permission denied"))
        #expect(unshared.contains("there is no account 1"))
        #expect(viewer.contains("shared") && viewer.contains("to view only"))
        #expect(viewerAsGroup.contains("to view only"))
        #expect(mover == "t" && moverAsGroup == "t")
        #expect(try people.authorsOfKeyedRows() == [people.mover])
        #expect(try people.totalMinor() == total)
        #expect(try people.balancesMatchTheirLedgers())
    }

    @Test @MainActor func atPsql_anotherPersonsKey_isRefused() async throws {
        // Given a transfer the mover made with a key
        let people = try PeopleAtPsql()
        let key = RequestKey.random()
        #expect(people.transfer(as: people.mover, key: key) == "t")

        // When the owner sends the same key for the same transfer
        let reused = people.transfer(as: people.owner, key: key)

        // Then it is refused: a key is its sender's
        #expect(reused.contains("was given to another request"))
        #expect(try people.authorsOfKeyedRows() == [people.mover])
    }
}

// MARK: - Support

/// A server bank made by an owner who is not a superuser, with a person of each kind: one never
/// admitted, one admitted without a share, one with a share to view accounts 1 and 2, one with a
/// share to transfer on both. Each types at psql.
@MainActor
struct PeopleAtPsql {
    let server: TestPostgresServer
    let database: String
    let owner: String
    let outsider: String
    let unshared: String
    let viewer: String
    let mover: String

    init() throws {
        server = try TestPostgresServer.shared()
        let suffix = "\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        owner = "owner_\(suffix)"
        database = "owned_\(suffix)"
        try server.psql("CREATE ROLE \(owner) LOGIN CREATEROLE")
        try server.psql("CREATE DATABASE \(database) OWNER \(owner)")
        _ = try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: server.url(of: database, user: owner))
        outsider = "outsider_\(suffix)"
        try server.psql("CREATE ROLE \(outsider) LOGIN")
        (unshared, viewer, mover) = ("unshared_\(suffix)", "viewer_\(suffix)", "mover_\(suffix)")
        for person in [unshared, viewer, mover] {
            try server.admit(person, database: database)
        }
        for (person, level) in [(viewer, "view"), (mover, "transfer")] {
            try server.psql(
                "INSERT INTO account_share (account_id, person, level) VALUES (1, '\(person)', '\(level)'), "
                    + "(2, '\(person)', '\(level)')",
                database: database, user: owner)
        }
    }

    /// What psql printed for `sql` run as `person` in one transaction, or its error.
    func run(_ sql: String, as person: String) -> String {
        do {
            return try server.psql(sql, database: database, user: person).trimmed
        } catch {
            return "\(error)"
        }
    }

    /// What psql printed for `person`'s transfer of $1.00 from account 1 to 2, or its error.
    func transfer(as person: String, settingRole role: String? = nil, key: RequestKey = .random()) -> String {
        let call = "SELECT vbank_transfer('\(key)', 1, 2, 100, 'psql', extract(epoch FROM now()), 'psql', 'psql')"
        do {
            return try server.psql((role.map { "SET ROLE \($0); " } ?? "") + call, database: database, user: person)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            return "\(error)"
        }
    }

    /// The sum of every balance, as the server's superuser reads it.
    func totalMinor() throws -> Int64 {
        Int64(try server.psql("SELECT sum(balance_minor) FROM account", database: database).trimmed) ?? -1
    }

    /// Who wrote the rows that carry keys, each once.
    func authorsOfKeyedRows() throws -> [String] {
        try server.psql(
            "SELECT DISTINCT author FROM ledger_entry WHERE request_key IS NOT NULL", database: database
        ).trimmed.split(separator: "\n").map(String.init)
    }

    /// Whether every balance is its opening balance plus its ledger.
    func balancesMatchTheirLedgers() throws -> Bool {
        try server.psql(
            """
            SELECT count(*) FROM account AS a WHERE balance_minor <> opening_balance_minor + coalesce((SELECT
                sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END) FROM ledger_entry
                WHERE account_id = a.id), 0)
            """, database: database
        ).trimmed == "0"
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
