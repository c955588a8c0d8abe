import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank a balance changes only together with its ledger, whoever types what at psql
/// (schema v14), and the people write nothing but through the bank's functions (schema v23): each
/// attack of issue 50 is refused, and the bank's total and its check are as they were.
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
        // And every person was refused the right to write at all; the bank's owner, who owns the
        // tables, was refused by the ledger's rule
        for person in [keeper.login, people.mover, people.viewer, people.unshared, people.outsider] {
            for answer in answers[person] ?? [] {
                #expect(answer.contains("permission denied"), "\(person): \(answer)")
            }
        }
        let owners = Self.attacks.prefix(2).map {
            people.run($0.replacingOccurrences(of: "ACCOUNT", with: "1"), as: people.owner)
        }
        for answer in owners {
            #expect(answer.contains("but its ledger says"), "\(answer)")
        }
        #expect(try people.totalMinor() == total)
    }

    @Test @MainActor func everyTableAndSequence_refusesEveryWrite_ofEveryPerson() async throws {
        // Given a bank and a person of each kind, and every table and sequence of its schema
        let people = try PeopleAtPsql()
        let tables = try people.server.psql(
            """
            SELECT a.attrelid::regclass || ' ' || a.attname FROM pg_attribute AS a JOIN pg_tables AS t
                ON t.schemaname = current_schema() AND a.attrelid = format('%I', t.tablename)::regclass
            WHERE a.attnum = (SELECT min(attnum) FROM pg_attribute WHERE attrelid = a.attrelid AND attnum > 0
                AND NOT attisdropped)
            ORDER BY 1
            """, database: people.database
        ).split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let sequences = try people.server.psql(
            "SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1",
            database: people.database
        ).split(separator: "\n").map(String.init)
        let total = try people.totalMinor()

        // When each of them inserts, updates, deletes and truncates at psql, and draws numbers
        var answers: [String] = []
        for person in [people.mover, people.viewer, people.unshared, people.outsider] {
            for names in tables where names.count == 2 {
                let (table, column) = (names[0], names[1])
                answers += [
                    "INSERT INTO \(table) DEFAULT VALUES", "UPDATE \(table) SET \(column) = \(column)",
                    "DELETE FROM \(table)", "TRUNCATE \(table) CASCADE",
                ].map { people.run($0, as: person) }
            }
            answers += sequences.map { people.run("SELECT nextval('\($0)')", as: person) }
        }

        // Then every one was refused for want of the right, and the money is as it was
        #expect(tables.count >= 15 && sequences.count >= 5, "\(tables) \(sequences)")
        for answer in answers {
            #expect(answer.contains("permission denied"), "\(answer)")
        }
        #expect(try people.totalMinor() == total)
        #expect(try people.balancesMatchTheirLedgers())
    }

    @Test @MainActor func aBalanceMovedWithItsLedgerRow_isKept_asTheOwnerWritesThem_butNoPersonMayWriteEither()
        async throws
    {
        // Given a bank, its owner, who owns its tables, and the mover, who may move money on account 1
        let people = try PeopleAtPsql()
        let balance = try people.balance(of: 1)
        let pair = """
            UPDATE account SET balance_minor = balance_minor - 250 WHERE id = 1;
            INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, words)
            VALUES (1, 0, 0, 'spent', 'other', 250, 'debit', '', '')
            """

        // When each writes a row and its balance together, as a record of spending does
        let byMover = people.run(pair, as: people.mover)
        let byOwner = people.run(pair, as: people.owner)

        // Then the mover may not write at all, and the owner's pair is kept: the rule is about the pair
        #expect(byMover.contains("permission denied"), "\(byMover)")
        #expect(!byOwner.contains("ERROR"), "\(byOwner)")
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
