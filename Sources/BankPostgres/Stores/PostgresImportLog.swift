import BankDomain
import BankStorage
import Foundation

/// The imports of a bank on a server (schema v12), read on one connection inside the caller's
/// transaction, under the person's row-level security. Only an administrator's straight import
/// writes its record here; a person's is written by the bank's `vbank_import` (schema v22).
struct PostgresImportLog {
    // MARK: - Properties

    let connection: PostgresConnection

    // MARK: - Writing

    /// Starts the record of an import of `fileName` into `accountID` with its `key`, for its rows
    /// to carry.
    func begin(accountID: Account.ID, fileName: String, format: String, rules: String?, key: RequestKey) throws
        -> StatementImportRecord.ID
    {
        try connection.execute(
            """
            INSERT INTO statement_import (account_id, file_name, digest, format, rules, rows, net_minor, request_key)
            VALUES ($1::bigint, $2, '', $3, $4, 0, 0, $5) RETURNING id
            """, [String(accountID), fileName, format, rules, key.text]
        ).int64(0, 0)
    }

    /// Finishes the record `id` with what the import added and the file's `digest`; an import
    /// that added nothing leaves no record.
    func finish(_ id: StatementImportRecord.ID, rows: Int, netMinor: Int64, digest: String) throws {
        if rows == 0 {
            _ = try connection.execute("DELETE FROM statement_import WHERE id = $1::bigint", [String(id)])
        } else {
            _ = try connection.execute(
                "UPDATE statement_import SET rows = $2::bigint, net_minor = $3::bigint, digest = $4 WHERE id = $1::bigint",
                [String(id), String(rows), String(netMinor), digest])
        }
    }

    // MARK: - Reading

    /// The standing import, among those the person sees, of the file whose bytes hash to
    /// `digest`, and the name of its account; `excluding` an import being made.
    func standing(digest: String, excluding: StatementImportRecord.ID? = nil) throws -> (StatementImportRecord, String)?
    {
        let rows = try connection.execute(
            """
            SELECT \(Self.columns), a.name FROM statement_import AS i JOIN account AS a ON a.id = i.account_id
            WHERE i.digest = $1 AND i.undone_at IS NULL AND i.id IS DISTINCT FROM $2::bigint ORDER BY i.id LIMIT 1
            """, [digest, excluding.map { String($0) }])
        guard rows.count == 1 else { return nil }
        return (try Self.record(rows, 0), try rows.string(0, Self.columnCount))
    }

    /// The import made with `key` into `accountID`, if one was: an import that added nothing
    /// leaves no record, and is made again as it was.
    func made(by key: RequestKey, into accountID: Account.ID) throws -> StatementImportRecord? {
        let rows = try connection.execute(
            "SELECT \(Self.columns) FROM statement_import AS i WHERE i.request_key = $1 AND i.account_id = $2::bigint",
            [key.text, String(accountID)])
        return rows.count == 1 ? try Self.record(rows, 0) : nil
    }

    /// The imports into `accountID`, newest first.
    func imports(of accountID: Account.ID) throws -> [StatementImportRecord] {
        let rows = try connection.execute(
            "SELECT \(Self.columns) FROM statement_import AS i WHERE i.account_id = $1::bigint ORDER BY i.id DESC",
            [String(accountID)])
        return try (0..<rows.count).map { try Self.record(rows, $0) }
    }

    /// The import `id` into `accountID`.
    /// - Throws: ``BankError/cannotCorrect(_:)`` when the account has no such import the person sees.
    func record(_ id: StatementImportRecord.ID, of accountID: Account.ID) throws -> StatementImportRecord {
        let rows = try connection.execute(
            "SELECT \(Self.columns) FROM statement_import AS i WHERE i.id = $1::bigint AND i.account_id = $2::bigint",
            [String(id), String(accountID)])
        guard rows.count == 1 else { throw BankError.cannotCorrect(.noSuchImport(id)) }
        return try Self.record(rows, 0)
    }

    // MARK: - Private

    private static let columns = """
        i.id, i.account_id, i.file_name, i.format, i.rules, i.date, i.rows, i.net_minor, i.undone_at,
        (SELECT count(*) FROM ledger_entry WHERE import_id = i.id),
        (SELECT coalesce(sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END), 0)
            FROM ledger_entry WHERE import_id = i.id)
        """
    private static let columnCount = 11

    private static func record(_ rows: PostgresRows, _ row: Int) throws -> StatementImportRecord {
        StatementImportRecord(
            id: try rows.int64(row, 0), accountID: try rows.int64(row, 1), fileName: try rows.string(row, 2),
            format: try rows.string(row, 3), rules: rows.text(row, 4),
            date: Date(timeIntervalSince1970: try rows.double(row, 5)), rows: try rows.int(row, 6),
            netMinor: try rows.int64(row, 7), rowsInLedger: try rows.int(row, 9),
            netInLedgerMinor: try rows.minorSum(row, 10),
            undoneAt: rows.text(row, 8).flatMap(Double.init).map(Date.init(timeIntervalSince1970:)))
    }
}
