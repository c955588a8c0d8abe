import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankPostgres

/// What the server's schema itself holds to, whoever writes: the ledger's accounts, checked once
/// a statement; and what the planner is given: its counts after a large import, and searches it
/// may answer only from the search index.
@Suite("Server schema and plans")
struct ServerSchemaTests {
    // MARK: - Helpers

    private let server: TestPostgresServer
    private let bank: ContractBank
    private let database: String

    init() throws {
        server = try TestPostgresServer.shared()
        bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        database = try server.databaseName(in: bank.address ?? "")
    }

    /// Runs `sql` and returns the server's refusal, or nil when it was accepted.
    private func refusal(of sql: String) -> String? {
        do {
            _ = try server.psql(sql, database: database)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    private func scalar(_ sql: String) throws -> String {
        try server.psql(sql, database: database).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static let insertRow = """
        INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, words)
        VALUES (%@, 0, 0, 'Written by hand', 'other', 100, 'debit', '', '')
        """

    // MARK: - Accounts of the ledger

    @Test func aSchemaName_isQuotedByLibpq_whateverItHolds() throws {
        // Given a schema name with quotes, a semicolon and letters beyond ASCII
        let name = "Zoë's \"bank\"; DROP TABLE account; --"
        let (database, url) = try server.freshDatabase()

        // When a bank opens in it, then is discarded
        let opened = try PostgresBank.open(
            try PostgresAddress(url), clock: FixedClock(now: testNow), timeZone: utc, schema: name)
        let made = try server.psql(
            "SELECT count(*) FROM pg_tables WHERE schemaname = $q$\(name)$q$ AND tablename = 'account'",
            database: database)
        opened.discardSchema()

        // Then the schema had exactly that name, and nothing else ran
        #expect(made == "1\n")
        #expect(
            try server.psql("SELECT count(*) FROM pg_namespace WHERE nspname = $q$\(name)$q$", database: database)
                == "0\n")
    }

    @Test func aLedgerRowNamingNoAccount_isRefused_asAForeignKeyWould() throws {
        // Given a bank with accounts 1 to 5
        let rows = try scalar("SELECT count(*) FROM ledger_entry")

        // When rows are written by hand, one for a missing account among rows for a real one
        let missing = refusal(
            of: "INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, "
                + "words) SELECT a, 0, 0, 'x', 'other', 1, 'debit', '', '' FROM unnest(ARRAY[1, 1, 99]) AS a")
        let moved = refusal(of: "UPDATE ledger_entry SET account_id = 42 WHERE id = (SELECT min(id) FROM ledger_entry)")

        // Then both are refused and nothing was written
        #expect(missing?.contains("a ledger row names an account that does not exist") == true)
        #expect(moved?.contains("a ledger row names an account that does not exist") == true)
        #expect(try scalar("SELECT count(*) FROM ledger_entry") == rows)
        #expect(
            refusal(
                of: String(format: Self.insertRow, "2")
                    + "; UPDATE account SET balance_minor = balance_minor - 100 WHERE id = 2")
                == nil)
    }

    @Test func anAccountWithLedgerRows_cannotBeRemovedRenumberedOrEmptied_butOneWithoutCan() throws {
        // Given a bank whose accounts all have rows, and an account with none
        _ = try server.psql(
            """
            INSERT INTO account (id, position, name, type, number, iban, currency, balance_minor)
            VALUES (9, 9, 'Empty', 'checking', '9', 'DE9', 'USD', 0)
            """, database: database)

        // When accounts are removed, renumbered or emptied by hand
        let removed = refusal(of: "DELETE FROM card; DELETE FROM account WHERE id = 1")
        let renumbered = refusal(of: "DELETE FROM card; UPDATE account SET id = 10 WHERE id = 2")
        let emptied = refusal(of: "TRUNCATE account CASCADE")
        let emptyRenumbered = refusal(of: "UPDATE account SET id = 11 WHERE id = 9")
        let emptyRemoved = refusal(of: "DELETE FROM account WHERE id = 11")

        // Then only the account without rows could go
        #expect(removed?.contains("an account that ledger rows name cannot be removed") == true)
        #expect(renumbered?.contains("an account that ledger rows name cannot be removed") == true)
        #expect(emptied?.contains("accounts cannot be emptied while ledger rows name them") == true)
        #expect(emptyRenumbered == nil && emptyRemoved == nil)
        #expect(try scalar("SELECT count(*) FROM account") == "5")
    }

    /// Imports `rows` rows into account 3, their memos made by `memo` from each row's index.
    @MainActor
    private func importRows(_ rows: Int, memo: (Int) -> String) async throws -> StatementImportResult {
        let path = try temporaryDirectory() + "/large.csv"
        var text = "date,memo,amount\n"
        for index in 0..<rows {
            text += "2025-\(String(format: "%02d", index % 12 + 1))-15,\(memo(index)),-1.00\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try await bank.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }
    }

    // MARK: - The planner

    @Test @MainActor func aLargeImport_leavesThePlannerCountingItsRows() async throws {
        // Given a statement of 12,000 rows
        // When it is imported
        let result = try await importRows(12_000) { "Row \($0)" }

        // Then the planner's count of the ledger already includes it, before autovacuum comes by
        #expect(result.imported == 12_000)
        let counted = Double(try scalar("SELECT reltuples FROM pg_class WHERE relname = 'ledger_entry'")) ?? 0
        #expect(counted >= 12_000)
    }

    @Test @MainActor func aSearchForWordsNeverTogether_readsTheSearchIndex_neverTheWholeLedger() async throws {
        // Given an account of 30,000 rows in which "coffee" and "market" are common but never
        // in one row, which the planner, counting them apart, takes for common together
        _ = try await importRows(30_000) { ($0.isMultiple(of: 5) ? "Coffee beans " : "Market stall ") + "\($0 % 97)" }

        // When the page a search falls back to is planned as the store runs it
        let page = PostgresLedgerQuery(TransactionQuery(accountID: 3, text: "coffee market"))
            .page(TransactionPageRequest(.newest(skipping: 0), limit: 20))
        let lines = try plan(of: page, .fromTheSearchIndex)

        // Then the ledger is read only through the search index's bitmap, not walked or scanned
        #expect(lines.contains { $0.contains("Bitmap Index Scan on ledger_entry_words") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Seq Scan") || $0.contains("Index Scan using") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Index Scan Backward") }, "\(lines)")
    }

    @Test @MainActor func aSearchWalk_walksTheListIndex_evenBeforeTheLedgerIsCounted() async throws {
        // Given 9,000 rows imported, too few for the import to count the ledger for the planner
        _ = try await importRows(9_000) { "Market stall \($0 % 97)" }

        // When a search's first walk is planned as the store runs it
        let walk = PostgresLedgerQuery(TransactionQuery(accountID: 3, text: "market"))
            .page(TransactionPageRequest(.newest(skipping: 0), limit: 20), walkingAtMost: 4_000)
        let lines = try plan(of: walk, .walkingTheList)

        // Then it walks the list index newest first and stops, sorting nothing
        #expect(lines.contains { $0.contains("Index Scan Backward using ledger_entry_page") }, "\(lines)")
        #expect(!lines.contains { $0.contains("Sort") || $0.contains("Seq Scan") || $0.contains("Bitmap") }, "\(lines)")
    }

    /// The lines of the plan of `statement` when the store reads it by `searchPlan`, on a
    /// connection of its own.
    private func plan(of statement: PostgresStatement, _ searchPlan: SearchPlan) throws -> [String] {
        let parameters = try PostgresAddress(bank.address ?? "").connectionParameters(environment: [:])
        let connection = try PostgresConnection(keywords: parameters.keywords, values: parameters.values)
        let plan = try PostgresTransactionStore.rows(
            of: PostgresStatement("EXPLAIN " + statement.sql, statement.parameters), plan: searchPlan, on: connection)
        #expect(!connection.isInTransaction)
        return try (0..<plan.count).map { try plan.string($0, 0) }
    }
}
