import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// What the server's schema itself holds to, whoever writes: the ledger's accounts, checked once
/// a statement, and the planner's counts after a large import.
@Suite("Server schema")
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
        #expect(refusal(of: String(format: Self.insertRow, "2")) == nil)
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

    // MARK: - The planner

    @Test @MainActor func aLargeImport_leavesThePlannerCountingItsRows() async throws {
        // Given a statement of 12,000 rows
        let folder = try temporaryDirectory()
        let path = folder + "/large.csv"
        var text = "date,memo,amount\n"
        for index in 0..<12_000 {
            text += "2025-\(index % 12 + 1 < 10 ? "0" : "")\(index % 12 + 1)-15,Row \(index),-1.00\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)

        // When it is imported
        let result = try await bank.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in }

        // Then the planner's count of the ledger already includes it, before autovacuum comes by
        #expect(result.imported == 12_000)
        let counted = Double(try scalar("SELECT reltuples FROM pg_class WHERE relname = 'ledger_entry'")) ?? 0
        #expect(counted >= 12_000)
    }
}
