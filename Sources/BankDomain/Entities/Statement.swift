/// How a bank statement file is read.
public struct StatementImportOptions: Sendable, Equatable {
    /// The format of the date column unless told otherwise.
    public static let defaultDateFormat = "yyyy-MM-dd"

    /// The date column's format, in Unicode date pattern letters (`dd/MM/yyyy`).
    public let dateFormat: String
    /// Whether a bad row stops the import (and changes nothing) instead of being skipped.
    public let isStrict: Bool
    /// What parts the fields of a row; nil to find it by the header.
    public let separator: StatementSeparator?
    /// Whether the result lists every bad row, not only the first
    /// ``StatementImportResult/listedProblemLimit``: for a dry run, which reports each.
    public let listsEveryProblem: Bool
    /// What the file's bytes are in; nil for UTF-8, or UTF-16 when the file starts with its mark.
    public let encoding: StatementEncoding?
    /// The path of an hledger rules file that describes the statement's CSV; nil for vbank's own
    /// columns (`date,memo,amount[,category][,balance]`).
    public let rulesPath: String?

    /// Creates options.
    public init(
        dateFormat: String = Self.defaultDateFormat, isStrict: Bool = false, separator: StatementSeparator? = nil,
        listsEveryProblem: Bool = false, encoding: StatementEncoding? = nil, rulesPath: String? = nil
    ) {
        self.rulesPath = rulesPath
        self.dateFormat = dateFormat
        self.isStrict = isStrict
        self.separator = separator
        self.listsEveryProblem = listsEveryProblem
        self.encoding = encoding
    }
}

/// What a statement's bytes are in. Banks export UTF-8, often with a byte-order mark; Windows
/// tools and older banks write Latin-1 or Windows-1252, and spreadsheets UTF-16 with its mark.
public enum StatementEncoding: String, Sendable, Equatable, CaseIterable {
    /// UTF-8, with or without its byte-order mark.
    case utf8 = "utf-8"
    /// UTF-16, little- or big-endian as its byte-order mark says (little-endian without one).
    case utf16 = "utf-16"
    /// ISO 8859-1: each byte is the character of its value.
    case latin1
    /// Windows-1252: Latin-1 with €, curly quotes, dashes and a few letters at 0x80–0x9F.
    case windows1252 = "windows-1252"

    /// The encoding a user or a rules file names, in the usual spellings, ignoring case:
    /// `utf-8`/`utf8`, `utf-16`/`utf16`, `latin1`/`latin-1`/`iso-8859-1`, `windows-1252`/`cp1252`.
    /// - Throws: ``StatementError/badEncoding(_:)`` for any other name.
    public init(named name: String) throws(StatementError) {
        switch name.lowercased().replacingOccurrences(of: "_", with: "-") {
        case "utf-8", "utf8": self = .utf8
        case "utf-16", "utf16": self = .utf16
        case "latin1", "latin-1", "iso-8859-1", "iso8859-1", "l1": self = .latin1
        case "windows-1252", "cp1252", "windows1252": self = .windows1252
        default: throw .badEncoding(name)
        }
    }
}

/// What parts the fields of a statement's rows.
public enum StatementSeparator: String, Sendable, Equatable, CaseIterable {
    /// `,`, as RFC 4180 writes CSV.
    case comma = ","
    /// `;`, as banks in countries that write decimal commas export.
    case semicolon = ";"
    /// A tab, as spreadsheets export text.
    case tab

    /// The separator a user names: `,`, `;`, `tab` (or a tab itself), or `comma` and `semicolon`.
    /// - Throws: ``StatementError/badSeparator(_:)`` for any other text.
    public init(named name: String) throws(StatementError) {
        switch name.lowercased() {
        case ",", "comma": self = .comma
        case ";", "semicolon": self = .semicolon
        case "tab", "\t": self = .tab
        default: throw .badSeparator(name)
        }
    }

    /// The separator as a byte of the file.
    public var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: UInt8(ascii: "\t")
        }
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
    /// How many rows the file holds, as counted before reading (its lines less the header); nil
    /// for a stream (a pipe, a FIFO), whose length is known only at its end.
    public let estimatedRows: Int?
    /// Time since the import started.
    public let elapsed: Duration

    /// Creates a progress report.
    public init(rowsRead: Int, estimatedRows: Int?, elapsed: Duration) {
        self.rowsRead = rowsRead
        self.estimatedRows = estimatedRows
        self.elapsed = elapsed
    }
}

/// What an import did.
public struct StatementImportResult: Sendable, Equatable {
    /// The most problems a result lists, unless asked for all; the rest are only counted.
    public static let listedProblemLimit = 20
    /// The most good rows a result keeps to show what the statement holds.
    public static let sampleLimit = 5

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
    /// What the transactions added moved the balance by, in minor units.
    public let netMinor: Int64
    /// The first good rows of the statement, up to ``sampleLimit``: what it holds, for a dry run.
    public let sample: [NewTransaction]
    /// Rows skipped because the statement is this bank's own export and its ledger holds them:
    /// openings, transfers and rows imported before, which would otherwise come in twice.
    public let ownRowsInLedger: Int
    /// Rows whose category vbank does not know, counted as `other` (unless the import is strict,
    /// where each is a bad row).
    public let unknownCategories: UnknownCategories
    /// What the statement's balance column says the account held at the end of each of its days,
    /// oldest first; none without such a column.
    public let statementBalances: [StatementBalance]

    /// Rows of categories vbank does not know: how many, and the first categories' names.
    public struct UnknownCategories: Sendable, Equatable {
        /// The most names kept.
        public static let namesKept = 5

        /// How many rows.
        public private(set) var rows = 0
        /// The first names, each once, in the order they came.
        public private(set) var names: [String] = []

        /// None yet.
        public init() {}

        /// One more row of the category `name`.
        public mutating func count(_ name: String) {
            rows += 1
            if names.count < Self.namesKept, !names.contains(name) {
                names.append(name)
            }
        }
    }

    /// What the rules file said that vbank has no use for, each with where it stands
    /// (`bank.rules:7: comment %3`).
    public let passedOverRules: [String]

    /// The import of the same file that stands, when this one of its bytes added nothing new:
    /// a file is not imported twice, and one that would add rows a second time is refused
    /// (``StatementError/alreadyImported(file:day:account:importID:)``).
    public var earlierImport: EarlierImport?

    /// An import of the same bytes that stands: its number, its day and its account's name.
    public struct EarlierImport: Sendable, Equatable {
        /// Its number, as `imports` lists it.
        public let importID: Int64
        /// The day it was made, where the person is.
        public let day: CalendarDay
        /// The name of the account it went into.
        public let account: String

        /// Creates a description of an earlier import.
        public init(importID: Int64, day: CalendarDay, account: String) {
            self.importID = importID
            self.day = day
            self.account = account
        }
    }

    /// Creates a result.
    public init(
        rowsRead: Int, imported: Int, duplicates: Int, problems: [StatementProblem], problemCount: Int,
        elapsed: Duration, netMinor: Int64 = 0, sample: [NewTransaction] = [], ownRowsInLedger: Int = 0,
        unknownCategories: UnknownCategories = UnknownCategories(), statementBalances: [StatementBalance] = [],
        passedOverRules: [String] = []
    ) {
        self.passedOverRules = passedOverRules
        self.unknownCategories = unknownCategories
        self.statementBalances = statementBalances
        self.rowsRead = rowsRead
        self.imported = imported
        self.duplicates = duplicates
        self.problems = problems
        self.problemCount = problemCount
        self.elapsed = elapsed
        self.netMinor = netMinor
        self.sample = sample
        self.ownRowsInLedger = ownRowsInLedger
    }
}
