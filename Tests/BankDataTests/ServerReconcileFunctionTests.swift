import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// On a server bank a reconciliation is recorded only by the bank's function (schema v19), which
/// records a balance only when the ledger agrees with it: nobody writes one at psql.
@Suite("Reconciliations through the server's function")
struct ServerReconcileFunctionTests {
    @Test @MainActor func atPsql_aReconciliationSaysWhatTheLedgerHeld_whoeverAsks() async throws {
        // Given the bank's people, and account 1's balance at the end of a day now over
        let people = try PeopleAtPsql()
        let day = Int(testNow.timeIntervalSince1970 / 86_400) - 1
        let held = try people.server.psql(
            """
            SELECT a.balance_minor - coalesce((SELECT sum(CASE type WHEN 'credit' THEN amount_minor
                ELSE -amount_minor END) FROM ledger_entry WHERE account_id = 1
                AND CASE WHEN day IS NOT NULL THEN day >= \(day + 1) ELSE date >= \(day + 1) * 86400.0 END), 0)
            FROM account AS a WHERE a.id = 1
            """, database: people.database
        ).trimmed
        func reconcile(_ balance: String, as person: String) -> String {
            people.run("SELECT vbank_reconcile(1, \(day), \(day + 1) * 86400.0, \(balance))", as: person)
        }

        // When people write a reconciliation at psql, and call the function with a balance the
        // ledger does not hold, as a viewer, and with the ledger's own
        let written = people.run(
            "INSERT INTO reconciliation (account_id, day, ends_at, balance_minor, through_row, made_at) "
                + "VALUES (1, \(day), 0, 1, 0, 0)", as: people.mover)
        let wrong = reconcile("1", as: people.mover)
        let viewer = reconcile(held, as: people.viewer)
        let right = reconcile(held, as: people.mover)

        // Then only the ledger's own balance was recorded, in the mover's name
        #expect(written.contains("permission denied"), "\(written)")
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(viewer.contains("to view only"), "\(viewer)")
        #expect(Int(right) != nil, "\(right)")
        #expect(
            try people.server.psql(
                "SELECT balance_minor || ' ' || author FROM reconciliation", database: people.database
            )
            .trimmed == "\(held) \(people.mover)")
    }
}
