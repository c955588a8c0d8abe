import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank a person keeps the ledger only through the bank's functions (schema v20–v23):
/// corrections, splits, deletes, undo, imports and their undoing, categories and rules all work
/// for a person with a transfer share, in their name, and each function refuses anyone who calls
/// it on what they may not change.
@Suite("The ledger kept through the server's functions", .serialized)
@MainActor
struct ServerLedgerFunctionTests {
    // MARK: - A person keeps the ledger

    @Test func aMover_correctsSplitsDeletesAndUndoes_inTheirName_andTheBankStaysSound() async throws {
        // Given a person who may move money on account 1, and a coffee they spent
        let people = try PeopleAtPsql()
        let mover = try people.bank(of: people.mover)
        let balance = try await mover.balanceMinor(of: 1)
        let coffee = try await mover.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 1_200, payee: "Coffee Corner", category: .dining,
                day: testToday, memo: "Flat white")
        ).transaction

        // When they change its category, memo and note, split it, then undo the split
        let corrections = mover.stores.corrections
        _ = try await corrections.correct(CorrectionOrder(.category(.groceries), of: coffee.id))
        _ = try await corrections.correct(CorrectionOrder(.memo("Beans"), of: coffee.id))
        _ = try await corrections.correct(CorrectionOrder(.note("for the office"), of: coffee.id))
        let split = try await corrections.correct(
            CorrectionOrder(
                .split([.init(amountMinor: 700, category: .groceries), .init(amountMinor: 500, category: .dining)]),
                of: coffee.id))
        let parts = split.transactions
        let unsplit = try await corrections.undo(try #require(try await corrections.lastUndoable()).id)
        let whole = try #require(unsplit.transactions.first)
        let office = try await mover.stores.transactions.newest(5, matching: .init(accountID: 1, text: "office"))

        // And delete it, then undo the delete
        _ = try await corrections.correct(CorrectionOrder(.delete, of: whole.id))
        let deleted = try await mover.balanceMinor(of: 1)
        let restored = try await corrections.undo(try #require(try await corrections.lastUndoable()).id)

        // Then each step did what it says, the money moved only with the ledger, and the changes are the mover's
        #expect(parts.map(\.amountMinor) == [700, 500] && parts.map(\.category) == [.groceries, .dining])
        #expect(whole.amountMinor == 1_200 && whole.memo == "Beans" && whole.category == .groceries)
        #expect(office.map(\.id) == [whole.id])
        #expect(deleted == balance)
        #expect(restored.transactions.map(\.amountMinor) == [1_200])
        #expect(try await mover.balanceMinor(of: 1) == balance - 1_200)
        #expect(try people.authorsOfChanges() == [people.mover])
        #expect(try people.balancesMatchTheirLedgers())
        let report = try await mover.stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree != false, "\(report)")
    }

    @Test func aMover_importsAStatement_takesItOut_andPutsItBack() async throws {
        // Given a person who may move money on account 1, and a statement of three rows
        let people = try PeopleAtPsql()
        let mover = try people.bank(of: people.mover)
        let balance = try await mover.balanceMinor(of: 1)
        let statement = FileManager.default.temporaryDirectory.path + "/functions-\(UUID().uuidString).csv"
        try "date,memo,amount\n2026-01-10,Rent,-900.00\n2026-01-11,Pay,2500.00\n2026-01-12,Tea,-3.40\n"
            .write(toFile: statement, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: statement) }

        // When they import it, take the import out, and undo that
        let imported = try await mover.stores.statements.importStatement(
            at: statement, into: 1, options: .init(), key: .random()
        ) { _ in }
        let record = try #require(try await mover.stores.statements.imports(of: 1).first)
        let afterImport = try await mover.balanceMinor(of: 1)
        _ = try await mover.stores.corrections.undoImport(record.id, of: 1, expected: record)
        let afterTakingOut = try await mover.balanceMinor(of: 1)
        let back = try await mover.stores.corrections.undo(
            try #require(try await mover.stores.corrections.lastUndoable()).id)

        // Then the rows came in, went out and came back with the balance, as the mover's
        #expect(imported.imported == 3)
        #expect(afterImport == balance + 159_660)
        #expect(afterTakingOut == balance)
        #expect(back.transactions.count == 3)
        #expect(try await mover.balanceMinor(of: 1) == balance + 159_660)
        #expect(try await mover.stores.statements.imports(of: 1).first?.undoneAt == nil)
        #expect(try people.authorsOfChanges() == [people.mover])
        #expect(try people.balancesMatchTheirLedgers())
    }

    @Test func aMover_keepsTheirOwnCategoriesAndRules_throughTheFunctions() async throws {
        // Given a person who may move money on account 1, and a row of theirs in other
        let people = try PeopleAtPsql()
        let mover = try people.bank(of: people.mover)
        let categories = mover.stores.categories
        _ = try await mover.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 4_000, payee: "Dr Paws", category: nil, day: testToday,
                memo: "Vet visit"))

        // When they add a category, a rule for it, apply the rules, and rename the category
        let pets = try CategoryRules.category(named: "pets")
        try await categories.addCategory(CategoryDefinition(pets, kind: .spending))
        _ = try await categories.addRule(CategoryRule(pattern: "vet", category: pets))
        let found = try await categories.recategorise(applying: true)
        let animals = try CategoryRules.category(named: "animals")
        let moved = try await categories.move(.rename(pets, to: animals))

        // Then the row is in the renamed category, with its rule, and nobody else's book changed
        #expect(found.map(\.category) == [pets])
        #expect(moved.rows == 1 && moved.rules == 1)
        #expect(try await categories.categoryBook().rules == [CategoryRule(pattern: "vet", category: animals)])
        #expect(try await mover.stores.transactions.exactCount(matching: .init(accountID: 1, category: animals)) == 1)
        #expect(
            try people.server.psql("SELECT DISTINCT owner FROM category_rule", database: people.database).trimmed
                == people.mover)
        let report = try await mover.stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree != false, "\(report)")
    }

    // MARK: - Refusals at psql

    @Test func eachFunction_refusesWhatTheCallerMayNotChange_andLeavesTheMoney() async throws {
        // Given the owner's change of a row of account 1 and an import into it, and a person of each kind
        let people = try PeopleAtPsql()
        let owner = try people.bank(of: people.owner)
        let row = try await owner.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 900, payee: "Bistro", category: .dining, day: testToday,
                memo: "Lunch")
        ).transaction
        _ = try await owner.stores.corrections.correct(CorrectionOrder(.memo("Owner's lunch"), of: row.id))
        let change = try people.server.psql("SELECT max(id) FROM ledger_correction", database: people.database).trimmed
        let total = try people.totalMinor()

        // When each calls the functions on what is not theirs to change
        let correct = "SELECT change FROM vbank_correct(\(row.id), 'delete', NULL, '{}', 's')"
        let split = "SELECT change FROM vbank_split(\(row.id), '{1,1}', '{other,other}', 'x', 's')"
        let answers = [
            (people.viewer, correct, "to view only"), (people.outsider, correct, "permission denied"),
            (people.unshared, correct, "there is no row"), (people.unshared, split, "there is no row"),
            (people.viewer, "SELECT change FROM vbank_undo_import(1, 1, 's')", "to view only"),
            (people.mover, "SELECT change FROM vbank_undo(\(change), '{}', 's')", "no change"),
            (people.mover, "SELECT vbank_take_out(ARRAY[\(row.id)::bigint], true, NULL)", "permission denied"),
            (people.mover, "SELECT vbank_move_balance(1, 100000, false)", "permission denied"),
            (
                people.mover,
                "SELECT vbank_import_staging(); INSERT INTO pg_temp.vbank_import_row (account_id, date, memo, category, "
                    + "amount_minor, type, counterparty, words) VALUES (2, 0, 'x', 'other', 100, 'credit', 'x', 'x'); "
                    + "SELECT * FROM vbank_import('\(RequestKey.random())', 1, 'f', 'CSV', NULL, 'd')",
                "row 1 of the import"
            ),
            (
                people.mover, "SELECT vbank_recategorise(ARRAY[\(row.id)::bigint], '{groceries}', 's')",
                "no longer in other"
            ),
        ].map { person, sql, refusal in (people.run(sql, as: person), refusal) }

        // Then each was refused, and the money and the ledger are as they were
        for (answer, refusal) in answers {
            #expect(answer.contains(refusal), "\(answer)")
        }
        #expect(try people.totalMinor() == total)
        #expect(try people.balancesMatchTheirLedgers())
    }
}

// MARK: - Who calls

extension ServerLedgerFunctionTests {
    @Test func aCorrection_isTheLogins_whateverRoleIsSet() async throws {
        // Given a row of account 1, which the mover may move money on and the viewer only see
        let people = try PeopleAtPsql()
        let owner = try people.bank(of: people.owner)
        let row = try await owner.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 300, payee: "Kiosk", category: .dining, day: testToday,
                memo: "Paper")
        ).transaction
        func memo(_ text: String, as person: String) -> String {
            people.run(
                "SET ROLE \(SharingRules.peopleRole); "
                    + "SELECT change FROM vbank_correct(\(row.id), 'memo', '\(text)', ARRAY['\(text.lowercased())'], 's')",
                as: person)
        }

        // When each sets the people's role and changes the row's memo
        let byViewer = memo("Viewer", as: people.viewer)
        let byMover = memo("Mover", as: people.mover)

        // Then the viewer is still refused as the viewer, and the mover's change is in the mover's name
        #expect(byViewer.contains("to view only"), "\(byViewer)")
        #expect(Int(byMover) != nil, "\(byMover)")
        #expect(
            try people.server.psql(
                "SELECT author || ' ' || after FROM ledger_correction WHERE kind = 'memo'", database: people.database
            ).trimmed == "\(people.mover) Mover")
    }
}

// MARK: - Banks of older vbanks

extension ServerLedgerFunctionTests {
    @Test func aV19Bank_opensAndVerifies_andADeleteItKept_isUndoneThroughTheFunctions() async throws {
        // Given a server bank as vbank left it at v19: an account, and a delete of a row kept for
        // undo as that vbank kept it (no search words)
        let server = try TestPostgresServer.shared()
        let (database, url) = try server.freshDatabase()
        try server.psql(PostgresSchema.script(through: 19), database: database)
        let removed = """
            [{"id":99,"accountID":1,"date":1768478400,"day":20468,"memo":"Tea","category":"dining",\
            "amountMinor":350,"type":"debit","counterparty":"Tea","note":"green"}]
            """
        try server.psql(
            """
            INSERT INTO account (id, position, name, type, number, iban, currency, balance_minor, opening_balance_minor,
                opened_on) VALUES (1, 1, 'Everyday', 'checking', '0001', NULL, 'USD', 10000, 10000, 20000);
            INSERT INTO ledger_correction (entry_id, account_id, kind, before, after, removed, session, date)
                VALUES (-99, 1, 'delete', 'Tea', '', '\(removed)', 'old', 0);
            """, database: database)

        // When today's vbank opens it, receives pay and changes its memo in a session, and that
        // session takes back the old delete, made its own and its newest change
        let bank = try PostgresBank.open(
            try PostgresAddress(url), clock: FixedClock(now: testNow), timeZone: utc, contents: .empty)
        let opened = try await bank.stores.maintenance.verify()
        let pay = try await bank.stores.records.record(
            RecordOrder(
                accountID: 1, type: .credit, amountMinor: 500, payee: "Employer", category: .salary, day: testToday,
                memo: "Pay")
        ).transaction
        let corrections = bank.stores.corrections
        _ = try await corrections.correct(CorrectionOrder(.memo("Wages"), of: pay.id))
        try server.psql(
            """
            UPDATE ledger_correction SET session = (SELECT session FROM ledger_correction WHERE kind = 'memo')
            WHERE kind = 'delete';
            UPDATE ledger_correction SET id = id + 100 WHERE kind = 'delete'
            """, database: database)
        let restored = try await corrections.undo(try #require(try await corrections.lastUndoable()).id)

        // Then the bank verified as it was, and the row came back with its note, findable by it
        #expect(opened.isSound && opened.talliesAgree != false, "\(String(describing: opened))")
        #expect(restored.transactions.map(\.memo) == ["Tea"])
        #expect(try await bank.stores.accounts.account(id: 1).balanceMinor == 10_150)
        let tea = try #require(restored.transactions.first)
        #expect(try await corrections.notes(of: tea.id).note == "green")
        #expect(
            try await bank.stores.transactions.newest(5, matching: .init(accountID: 1, text: "green")).map(\.id) == [
                tea.id
            ])
        let after = try await bank.stores.maintenance.verify()
        #expect(after.isSound && after.talliesAgree != false, "\(after)")
    }
}

// MARK: - Support

extension PeopleAtPsql {
    /// `person`'s session of the bank.
    func bank(of person: String) throws -> ContractBank {
        try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: server.url(of: database, user: person))
    }

    /// Who recorded the changes of the ledger other than the bank's owner's, each once.
    func authorsOfChanges() throws -> [String] {
        try server.psql(
            "SELECT DISTINCT author FROM ledger_correction WHERE author <> '\(owner)'", database: database
        ).trimmed.split(separator: "\n").map(String.init)
    }
}
