package import BankDomain
package import Foundation

/// A statement file opened for an import, whatever the bank is kept in: its rows parsed on a
/// thread of their own, a batch ahead of the inserts, with their import keys.
package struct StatementImportSource {
    // MARK: - Constants

    /// Rows read between two inserts, progress reports and cancellation checks.
    package static let batchSize = 4_096

    // MARK: - Properties

    /// The batches, then the finished run.
    package let parsing: StatementParsing
    /// About how many rows the file has, for progress.
    package let estimatedRows: Int
    /// When the import started.
    package let started = ContinuousClock.now

    // MARK: - Initialization

    /// Opens the statement at `path` for the account `accountID`, whose amounts are in `currency`.
    /// - Throws: ``StatementError`` when the options, the file or its header are wrong.
    package init(
        path: String, accountID: Account.ID, currency: String, options: StatementImportOptions, timeZone: TimeZone
    ) throws(StatementError) {
        try StatementDateFormat.check(options.dateFormat)
        estimatedRows = try StatementFile.countRows(at: path)
        let reader = try StatementReader(path: path)
        let parser = try StatementRowParser(
            header: reader.header, currency: currency, options: options, timeZone: timeZone)
        parsing = StatementParsing(
            reader: reader, run: StatementImportRun(parser: parser, accountID: accountID, isStrict: options.isStrict),
            batchSize: Self.batchSize)
    }

    // MARK: - Reporting

    /// How far the import has come once `rowsRead` rows were read.
    package func progress(rowsRead: Int) -> StatementImportProgress {
        StatementImportProgress(
            rowsRead: rowsRead, estimatedRows: estimatedRows, elapsed: ContinuousClock.now - started)
    }

    /// The result of an import that added `imported` rows of the finished `run`.
    package func result(imported: Int, run: StatementImportRun) -> StatementImportResult {
        StatementImportResult(
            rowsRead: run.rowsRead, imported: imported, duplicates: run.goodRows - imported, problems: run.problems,
            problemCount: run.problemCount, elapsed: ContinuousClock.now - started)
    }
}
