import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank a balance changes only together with its ledger, whoever types what at psql
/// (schema v14): each attack of issue 50 is refused, and the bank's total and its check are as
/// they were.
@Suite("A balance is its ledger, at psql")
struct ServerLedgerInvariantTests {
    /// The attacks, each in one transaction: money from nothing, money into nowhere, a row taken
    /// away, and the server's own sums set by hand.
    private static let attacks = [
        "UPDATE account SET balance_minor = balance_minor + 10000000 WHERE id = ACCOUNT",
        """
        INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, words)
        VALUES (ACCOUNT, 0, 0, 'nowhere', 'other', 40000, 'debit', '', '')
        """,
        "DELETE FROM ledger_entry WHERE id = (SELECT min(id) FROM ledger_entry WHERE account_id = ACCOUNT)",
        "UPDATE account SET ledger_net_minor = ledger_net_minor + 500, balance_minor = balance_minor + 500 WHERE id = ACCOUNT",
        "UPDATE account SET opening_balance_minor = opening_balance_minor + 500, balance_minor = balance_minor + 500 WHERE id = ACCOUNT",
        """
        INSERT INTO account (id, position, name, type, number, currency, balance_minor, opening_balance_minor)
        VALUES (nextval('account_id_seq'), 99, 'From nothing', 'checking', '99', 'USD', 10000000, 10000000)
        """,
        "TRUNCATE ledger_entry CASCADE",
    ]

    @Test @MainActor func everyAttack_byEveryKindOfPerson_leavesTheMoneyAsItWas() async throws {
        // Given a bank whose owner is not a superuser, with a person of each kind, and a person
        // who opened an account of their own with $50.00 in it
        let people = try PeopleAtPsql()
        let keeper = try people.admittedPerson()
        let own = try await keeper.bank.stores.accountManagement.open(
            NewAccount(
                name: "Own", type: .checking, currency: "USD", openingMinor: 5_000,
                openedOn: CalendarDay(daysSince1970: Int(testNow.timeIntervalSince1970 / 86_400) - 1)))
        let total = try people.totalMinor()
        let balances = try (people.balance(of: 1), people.balance(of: Int(own.id)))

        // When each person tries each attack at psql, on their own account or on account 1
        var answers: [String: [String]] = [:]
        let attackers = [
            (keeper.login, own.id), (people.mover, 1), (people.viewer, 1), (people.unshared, 1), (people.outsider, 1),
        ]
        for (person, account) in attackers {
            answers[person] = Self.attacks.map {
                people.run($0.replacingOccurrences(of: "ACCOUNT", with: String(account)), as: person)
            }
        }

        // Then none moved money, and every balance is still its ledger
        #expect(try people.totalMinor() == total)
        #expect(try (people.balance(of: 1), people.balance(of: Int(own.id))) == balances)
        #expect(try people.balancesMatchTheirLedgers())
        // And the account's owner and the mover, who may write, were refused by the ledger's rule
        for person in [keeper.login, people.mover] {
            let refused = answers[person] ?? []
            #expect(refused[0].contains("but its ledger says"), "\(person): \(refused[0])")
            #expect(refused[1].contains("but its ledger says"), "\(person): \(refused[1])")
            #expect(refused[2].contains("but its ledger says") || refused[2].contains("permission denied"))
        }
    }

    @Test @MainActor func aBalanceMovedWithItsLedgerRow_isKept() async throws {
        // Given a bank and the mover, who may move money on account 1
        let people = try PeopleAtPsql()
        let balance = try people.balance(of: 1)

        // When they write a row and its balance together, as a record of spending does
        let written = people.run(
            """
            UPDATE account SET balance_minor = balance_minor - 250 WHERE id = 1;
            INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, words)
            VALUES (1, 0, 0, 'spent', 'other', 250, 'debit', '', '')
            """, as: people.mover)

        // Then it is kept: the rule is about the pair, not about psql
        #expect(!written.contains("ERROR"), "\(written)")
        #expect(try people.balance(of: 1) == balance - 250)
        #expect(try people.balancesMatchTheirLedgers())
    }
}

extension PeopleAtPsql {
    /// A person newly admitted, with their login and their session.
    func admittedPerson() throws -> (login: String, bank: ContractBank) {
        let login = "keeper_\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        try server.admit(login, database: database)
        return (
            login,
            try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: server.url(of: database, user: login))
        )
    }

    /// Account `id`'s balance, as the server's superuser reads it.
    func balance(of id: Int) throws -> Int64 {
        Int64(try server.psql("SELECT balance_minor FROM account WHERE id = \(id)", database: database).trimmed) ?? -1
    }
}
