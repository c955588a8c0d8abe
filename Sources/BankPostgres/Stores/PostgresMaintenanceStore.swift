import BankDomain
import Foundation

/// Checks a bank on PostgreSQL: its schema's version, the money invariant (every balance is its
/// opening balance plus its ledger) and the tallies that lists and charts read, all from one
/// snapshot. Copies and restores belong to PostgreSQL's own tools, which the user is pointed to.
struct PostgresMaintenanceStore: BankMaintenanceStore {
    // MARK: - Properties

    let database: ServerDatabase
    /// The server address, which the report names in place of a file.
    let address: String

    // MARK: - BankMaintenanceStore

    /// Refused: `pg_dump` copies a database on a server.
    func backUp(to path: String, replacing: Bool) async throws -> BankBackup {
        throw BankError.storage(StorageFault(.keptOnServer, during: .backingUp))
    }

    /// Refused: `pg_restore` restores a database on a server.
    func planRestore(from path: String) async throws -> RestorePlan {
        throw BankError.storage(StorageFault(.keptOnServer, during: .restoring))
    }

    /// Refused: `pg_restore` restores a database on a server.
    func restore(from path: String) async throws -> BankRestore {
        throw BankError.storage(StorageFault(.keptOnServer, during: .restoring))
    }

    /// Checks the bank in one call of the bank's `vbank_verify`, whose one statement reads one
    /// snapshot; a bank from before the function has its version read instead, to say so.
    func verify() async throws -> BankCheckReport {
        try await database.readUncached(during: .reading) { connection in
            let answer: PostgresRows
            do {
                answer = try connection.execute(
                    "SELECT vbank_verify($1, $2)",
                    [String(BankCheckReport.listedRowLimit), String(MoneyBounds.maximumMinor)])
            } catch let error as PostgresError where error.sqlState == Self.undefinedFunction {
                return BankCheckReport(
                    file: address, condition: .keptByServer, version: try Self.version(on: connection),
                    money: .skipped, talliesAgree: nil)
            }
            return try ServerCheck.report(json: try answer.string(0, 0), file: address)
        }
    }

    // MARK: - Private

    /// PostgreSQL's SQLSTATE for a function that does not exist.
    private static let undefinedFunction = "42883"

    private static func version(on connection: PostgresConnection) throws -> BankCheckReport.Version {
        ServerCheck.version(applied: try connection.execute("SELECT count(*) FROM vbank_migration").int(0, 0))
    }
}
