/// How a bank statement file is read.
public struct StatementImportOptions: Sendable, Equatable {
    /// The format of the date column unless told otherwise.
    public static let defaultDateFormat = "yyyy-MM-dd"

    /// The date column's format, in Unicode date pattern letters (`dd/MM/yyyy`).
    public let dateFormat: String
    /// Whether a bad row stops the import (and changes nothing) instead of being skipped.
    public let isStrict: Bool

    /// Creates options.
    public init(dateFormat: String = Self.defaultDateFormat, isStrict: Bool = false) {
        self.dateFormat = dateFormat
        self.isStrict = isStrict
    }
}

/// A row of a statement that could not be imported, and why.
public struct StatementProblem: Sendable, Equatable {
    /// The row's first line in the file, counting the header as line 1.
    public let line: Int
    /// What is wrong with it.
    public let reason: String

    /// Creates a problem.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

/// How far an import has come.
public struct StatementImportProgress: Sendable, Equatable {
    /// Rows read so far.
    public let rowsRead: Int
    /// How many rows the file holds, as counted before reading (its lines less the header).
    public let estimatedRows: Int
    /// Time since the import started.
    public let elapsed: Duration

    /// Creates a progress report.
    public init(rowsRead: Int, estimatedRows: Int, elapsed: Duration) {
        self.rowsRead = rowsRead
        self.estimatedRows = estimatedRows
        self.elapsed = elapsed
    }
}

/// What an import did.
public struct StatementImportResult: Sendable, Equatable {
    /// The most problems a result lists; the rest are only counted.
    public static let listedProblemLimit = 20

    /// Rows read, good or bad.
    public let rowsRead: Int
    /// Transactions added to the account.
    public let imported: Int
    /// Rows skipped because an earlier import of the same statement had added them.
    public let duplicates: Int
    /// The first bad rows, skipped.
    public let problems: [StatementProblem]
    /// Every bad row, listed or not.
    public let problemCount: Int
    /// How long the import took.
    public let elapsed: Duration

    /// Creates a result.
    public init(
        rowsRead: Int, imported: Int, duplicates: Int, problems: [StatementProblem], problemCount: Int,
        elapsed: Duration
    ) {
        self.rowsRead = rowsRead
        self.imported = imported
        self.duplicates = duplicates
        self.problems = problems
        self.problemCount = problemCount
        self.elapsed = elapsed
    }
}
