import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank accounts and shares change only through the bank's own functions (schema
/// v15): people keep reading both tables and lose every write but the balance, which the ledger
/// holds. Opening an account and sharing one carry their key, so a call whose answer was lost is
/// made once.
@Suite("Accounts and shares through the server's functions")
struct ServerAccountFunctionTests {
    // MARK: - Keys

    @Test @MainActor func anOpeningSentTwiceWithItsKey_opensOneAccount_andAnswersWithIt() async throws {
        // Given a server bank and an account to open
        let bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let before = try await bank.stores.accounts.allAccounts(includingClosed: true).count
        let asked = NewAccount(name: "Pocket", type: .checking, currency: "USD", openingMinor: 2_000, openedOn: day)

        // When it is sent, then sent again with the same key
        let first = try await bank.stores.accountManagement.open(asked)
        let again = try await bank.stores.accountManagement.open(asked)

        // Then one account was opened, with its money once, and both answers name it
        #expect(try await bank.stores.accounts.allAccounts(includingClosed: true).count == before + 1)
        #expect(again == first)
        #expect(first.balanceMinor == 2_000)
    }

    @Test @MainActor func aKeyGivenToAnotherOpeningOrAShare_isRefused_andChangesNothing() async throws {
        // Given an account opened with a key
        let bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let asked = NewAccount(name: "Pocket", type: .checking, currency: "USD", openingMinor: 0, openedOn: nil)
        _ = try await bank.stores.accountManagement.open(asked)
        let count = try await bank.stores.accounts.allAccounts(includingClosed: true).count

        // When another opening, and then a share, come with the same key
        let other = NewAccount(
            name: "Other", type: .savings, currency: "USD", openingMinor: 0, openedOn: nil, key: asked.key)

        // Then both are refused as a key given before, and nothing changed
        await #expect(throws: BankError.requestKeyReused(asked.key)) {
            try await bank.stores.accountManagement.open(other)
        }
        await #expect(throws: BankError.requestKeyReused(asked.key)) {
            try await bank.stores.accountManagement.share(
                accountID: 1, with: SharingRules.peopleRole, level: .view, key: asked.key)
        }
        #expect(try await bank.stores.accounts.allAccounts(includingClosed: true).count == count)
    }

    // MARK: - Lost answers

    @Test(arguments: ["answer", "call"])
    @MainActor func anOpeningWhoseCallOrAnswerIsLost_isSentAgain_andOpensOneAccount(lost: String) async throws {
        // Given a server bank behind a proxy that loses the opening's call or its answer
        let bank = try BankBehindProxy()
        bank.proxy.arm(Self.fault(lost))
        let asked = NewAccount(name: "Lost", type: .savings, currency: "USD", openingMinor: 500, openedOn: day)

        // When the account is opened
        let opened = try await bank.session.stores.accountManagement.open(asked)

        // Then it was opened once, with its opening row once
        #expect(bank.proxy.faultsSprung == 1)
        #expect(try bank.count("account WHERE name = 'Lost'") == 1)
        #expect(try bank.count("ledger_entry WHERE account_id = \(opened.id)") == 1)
    }

    @Test @MainActor func whileTheServerStaysAway_theOpeningMayHaveBeenMade_andTheSameKeyLaterSettlesIt()
        async throws
    {
        // Given a proxy that loses the opening's answer, then reaches no server
        let bank = try BankBehindProxy()
        bank.proxy.arm(Self.fault("answer"))
        bank.proxy.setReachable(false)
        let asked = NewAccount(name: "Away", type: .savings, currency: "USD", openingMinor: 0, openedOn: nil)

        // When the account is opened, vbank says it may have been, with its key
        await #expect(throws: BankError.storage(StorageFault(.answerLost(key: asked.key), during: .saving))) {
            try await bank.session.stores.accountManagement.open(asked)
        }

        // Then once the server is back, the same opening answers with the one account made
        bank.proxy.setReachable(true)
        let opened = try await bank.session.stores.accountManagement.open(asked)
        #expect(opened.name == "Away")
        #expect(try bank.count("account WHERE name = 'Away'") == 1)
    }

    // MARK: - Refusals

    @Test @MainActor func aRenameTheServerRefuses_isWordedAsVbanksOwnCheck() async throws {
        // Given a session that read the accounts, and another that then took a name
        let bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let other = try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: bank.address ?? "")
        bank.commandWillRun()
        _ = try await bank.stores.accounts.allAccounts(includingClosed: true)
        _ = try await other.stores.accountManagement.open(
            NewAccount(name: "Holiday", type: .savings, currency: "USD", openingMinor: 0, openedOn: nil))

        // When the first renames account 2 to that name, without reading again
        let renaming = { try await bank.stores.accountManagement.rename(accountID: 2, to: "holiday") }

        // Then the server's refusal is said as vbank says it
        await #expect(throws: AccountError.nameTaken("Holiday")) { _ = try await renaming() }
    }

    // MARK: - People at psql

    @Test @MainActor func atPsql_nobodyWritesAccountsOrShares_andTheFunctionsHoldEachToTheirOwn() async throws {
        // Given a bank whose owner is not a superuser, and people with each kind of share
        let people = try PeopleAtPsql()
        let before = try people.accountsAndShares()

        // When each tries each write at psql, as themselves and as the people's group, on the
        // owner's account 1, and calls each function on it
        var answers: [String] = []
        for person in [people.mover, people.viewer, people.unshared, people.outsider] {
            for role in ["", "SET ROLE \(SharingRules.peopleRole); "] {
                answers += (Self.tableWrites + Self.functionCalls).map { people.run(role + $0, as: person) }
            }
        }

        // Then nothing changed, each was refused, and no function said it had done anything
        #expect(try people.accountsAndShares() == before)
        #expect(answers.allSatisfy { $0.contains("ERROR") || $0.contains("permission denied") }, "\(answers)")
    }

    @Test @MainActor func atPsql_theOwnerChangesTheirAccount_onlyByTheFunctions() async throws {
        // Given the bank's people, and its owner at psql
        let people = try PeopleAtPsql()

        // When the owner renames account 1 by the function, and shares it by the function
        let renamed = people.run("SELECT vbank_rename_account(1, 'Household')", as: people.owner)
        let shared = people.run(
            "SELECT vbank_share('\(RequestKey.random())', 1, '\(people.unshared)', 'view')", as: people.owner)

        // Then both are made, as the functions hold them
        #expect(!renamed.contains("ERROR") && !shared.contains("ERROR"), "\(renamed) \(shared)")
        #expect(try people.accountsAndShares().contains("Household"))
        #expect(try people.accountsAndShares().contains("\(people.unshared) view"))
    }

    // MARK: - Support

    private static let day = CalendarDay(daysSince1970: Int(testNow.timeIntervalSince1970 / 86_400) - 1)

    private var day: CalendarDay { Self.day }

    /// Writes a person may not make at psql on account 1 and its shares.
    private static let tableWrites = [
        "UPDATE account SET name = 'Mine' WHERE id = 1",
        "UPDATE account SET closed_at = 1 WHERE id = 1",
        "UPDATE account SET credit_limit_minor = 1 WHERE id = 1",
        "UPDATE account SET owner = session_user WHERE id = 1",
        """
        INSERT INTO account (id, position, name, type, number, currency, balance_minor, opening_balance_minor)
        VALUES (nextval('account_id_seq'), 99, 'At psql', 'checking', '99', 'USD', 0, 0)
        """,
        "DELETE FROM account WHERE id = 1",
        "UPDATE account_share SET level = 'transfer'",
        "INSERT INTO account_share (account_id, person, level, granted_by) VALUES (1, session_user, 'transfer', 'x')",
        "DELETE FROM account_share",
        "TRUNCATE account_share",
        "SELECT * FROM request_key",
    ]

    /// Calls of the functions on account 1, which only its owner may change.
    private static let functionCalls = [
        "SELECT vbank_rename_account(1, 'Mine')",
        "SELECT vbank_close_account(1, 0)",
        "SELECT vbank_reopen_account(1)",
        "SELECT vbank_set_credit_limit(1, 1)",
        "SELECT vbank_share('\(RequestKey.random())', 1, session_user, 'transfer')",
        "SELECT vbank_unshare(1, session_user)",
    ]

    private static func fault(_ lost: String) -> PostgresFaultProxy.Fault {
        lost == "answer"
            ? .dropAnswer(toMessageContaining: "vbank_open_account")
            : .dropMessage(containing: "vbank_open_account")
    }
}

extension PeopleAtPsql {
    /// Every account and share as the server's superuser reads them, one a line.
    func accountsAndShares() throws -> String {
        try server.psql(
            """
            SELECT id || ' ' || name || ' ' || owner || ' ' || coalesce(closed_at::text, 'open') || ' '
                || credit_limit_minor FROM account
            UNION ALL SELECT account_id || ' ' || person || ' ' || level || ' ' || granted_by FROM account_share
            ORDER BY 1
            """, database: database)
    }
}

extension BankBehindProxy {
    /// How many rows `table` holds, read straight from the server: `account WHERE …` counts some.
    func count(_ table: String) throws -> Int {
        Int(try server.psql("SELECT count(*) FROM \(table)", database: database).trimmed) ?? -1
    }
}
