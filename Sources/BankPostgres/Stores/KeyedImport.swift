import BankDomain
import BankStorage

/// What an import with a key did: went in now, or had gone in before with the same key, whose
/// record answers for it and nothing is imported again.
enum KeyedImport {
    /// Imported now, and the earlier import of the same file, if one stands.
    case now(PostgresStatementImport.Outcome, earlier: StatementImportResult.EarlierImport?)
    /// Imported before, as its record says.
    case before(StatementImportRecord)

    /// How many rows it added.
    var imported: Int {
        switch self {
        case .now(let outcome, _): outcome.entries
        case .before(let record): record.rows
        }
    }

    /// The result to tell of it, for the statement as `source` read it.
    func result(of source: StatementImportSource) -> StatementImportResult {
        switch self {
        case .now(let outcome, let earlier):
            var result = source.result(
                imported: outcome.entries, netMinor: outcome.netMinor, inLedger: outcome.ownRowsInLedger,
                run: outcome.run)
            result.earlierImport = earlier
            return result
        case .before(let record):
            return StatementImportResult(
                rowsRead: record.rows, imported: record.rows, duplicates: 0, problems: [], problemCount: 0,
                elapsed: .zero, netMinor: record.netMinor)
        }
    }
}
