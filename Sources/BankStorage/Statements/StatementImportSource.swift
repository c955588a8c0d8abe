package import BankDomain
package import Foundation

/// A statement file opened for an import, whatever the bank is kept in: opened once, its rows
/// parsed on a thread of their own, a batch ahead of the inserts, with their import keys.
package struct StatementImportSource {
    // MARK: - Constants

    /// Rows read between two inserts, progress reports and cancellation checks.
    package static let batchSize = 4_096

    // MARK: - Properties

    /// The batches, then the finished run.
    package let parsing: StatementParsing
    /// About how many rows the file has, for progress; nil for a stream.
    package let estimatedRows: Int?
    /// When the import started.
    package let started = ContinuousClock.now
    private let input: StatementInput
    private let accountID: Account.ID
    private let currency: String
    private let openedOn: CalendarDay?
    private let bank: String?
    private let options: StatementImportOptions
    private let book: CategoryBook
    private let rules: StatementRules?
    /// The statement's format, as its first bytes say.
    package let format: StatementFileFormat

    // MARK: - Initialization

    /// Opens the statement at `path` for `account` of the bank whose identity is `bank`: its
    /// amounts are in the account's currency, its history starts on the account's opening day, and
    /// rows the bank exported name their rows. Reading its header waits for a stream's writer until
    /// the task is cancelled.
    /// - Throws: ``StatementError`` when the options, the file or its header are wrong.
    @MainActor
    package init(
        path: String, account: Account, bank: String, book: CategoryBook, options: StatementImportOptions
    ) throws(StatementError) {
        try StatementDateFormat.check(options.dateFormat)
        let rules = try options.rulesPath.map { path throws(StatementError) in try StatementRulesFile.load(path: path) }
        let input = try StatementInput(path: path, encoding: options.encoding ?? rules?.encoding)
        let format = StatementFileFormat(
            prefix: try input.prefix(upTo: StatementFileFormat.prefixLength, shouldStop: { Task.isCancelled }))
        try Self.check(options, rules: rules, for: format)
        try self.init(
            // A format read whole counts its transactions as it is read: its lines are not rows.
            input: input, format: format, estimatedRows: format == .csv ? input.estimatedRows() : nil,
            accountID: account.id,
            currency: account.currency, openedOn: account.openedOn, bank: bank, book: book, options: options,
            rules: rules)
    }

    private init(
        input: StatementInput, format: StatementFileFormat, estimatedRows: Int?, accountID: Account.ID,
        currency: String, openedOn: CalendarDay?, bank: String?, book: CategoryBook, options: StatementImportOptions,
        rules: StatementRules?
    ) throws(StatementError) {
        (self.input, self.format, self.accountID) = (input, format, accountID)
        (self.currency, self.openedOn, self.bank, self.options) = (currency, openedOn, bank, options)
        (self.book, self.rules) = (book, rules)
        let reader =
            if format != .csv {
                try StatementReader(
                    input: input, format: format, dayFirst: options.dateFormat.lowercased().hasPrefix("d"),
                    encodingGiven: options.encoding != nil, shouldStop: { Task.isCancelled })
            } else if let rules {
                try StatementReader(
                    input: input, separator: options.separator ?? rules.separator ?? .comma, skip: rules.skip,
                    shouldStop: { Task.isCancelled })
            } else {
                try StatementReader(
                    input: input, separator: options.separator, required: StatementRowParser.requiredColumns,
                    shouldStop: { Task.isCancelled })
            }
        self.estimatedRows = reader.recordCount ?? estimatedRows
        // Rules and the formats read whole give each row's day as yyyy-MM-dd, whatever the file writes.
        let parsedOptions =
            rules == nil && format == .csv
            ? options
            : StatementImportOptions(isStrict: options.isStrict, listsEveryProblem: options.listsEveryProblem)
        let parser = try StatementRowParser(
            header: reader.header, currency: currency, openedOn: openedOn, bank: bank, book: book,
            options: parsedOptions, fileIDColumn: reader.fileIDColumn)
        parsing = StatementParsing(
            reader: reader,
            run: StatementImportRun(
                parser: parser, accountID: accountID, isStrict: options.isStrict,
                listsEveryProblem: options.listsEveryProblem, mapper: rules.map(StatementRulesMapper.init)),
            batchSize: Self.batchSize)
    }

    /// Refuses the options that say how to read a CSV file for a file in another format: they
    /// would change nothing, and a person who gave them expects them to.
    private static func check(
        _ options: StatementImportOptions, rules: StatementRules?, for format: StatementFileFormat
    )
        throws(StatementError)
    {
        guard format != .csv else { return }
        let given: [(option: String, isGiven: Bool)] = [
            ("--rules", rules != nil), ("--separator", options.separator != nil),
            ("--format", format != .qif && options.dateFormat != StatementImportOptions.defaultDateFormat),
            ("--encoding", (format == .ofxXML || format == .camt053) && options.encoding != nil),
        ]
        if let option = given.first(where: \.isGiven)?.option {
            throw .optionNotForFormat(option: option, format: format.description)
        }
    }

    // MARK: - Reading Again

    /// The same statement from its first row, on the same open file, once this source's parsing
    /// has stopped: nil for a stream, whose rows cannot be read twice.
    package func rewound() throws(StatementError) -> StatementImportSource? {
        parsing.stopAndWait()
        guard input.rewind() else { return nil }
        return try StatementImportSource(
            input: input, format: format, estimatedRows: estimatedRows, accountID: accountID, currency: currency,
            openedOn: openedOn,
            bank: bank, book: book, options: options, rules: rules)
    }

    /// Whether the statement can be read again from its first row: a regular file can, a stream
    /// cannot.
    package var isRereadable: Bool { input.isRegularFile }

    // MARK: - Recording

    /// What the import of this statement, from `path` into `accountID` at `date`, is recorded as.
    package func importStart(path: String, accountID: Account.ID, at date: Date) -> StatementImportStart {
        StatementImportStart(
            accountID: accountID, fileName: Self.fileName(of: path), format: format.description,
            rules: options.rulesPath.map(Self.fileName(of:)), date: date)
    }

    /// The earlier import of the same bytes, `earlier` into `account` on `day`, as an import of
    /// the file at `path` that adds `adding` rows names it.
    /// - Throws: ``StatementError/alreadyImported(file:day:account:importID:)`` when this one
    ///   would add rows: read another way, or after rows of the earlier one were deleted.
    package static func earlier(
        _ earlier: StatementImportRecord, account: String, day: CalendarDay, path: String, adding: Int
    ) throws(StatementError) -> StatementImportResult.EarlierImport {
        guard adding == 0 else {
            throw .alreadyImported(file: fileName(of: path), day: day, account: account, importID: earlier.id)
        }
        return StatementImportResult.EarlierImport(importID: earlier.id, day: day, account: account)
    }

    /// The name of the file at `path`, without its folders.
    package static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    // MARK: - Reporting

    /// How far the import has come once `rowsRead` rows were read.
    package func progress(rowsRead: Int) -> StatementImportProgress {
        StatementImportProgress(
            rowsRead: rowsRead, estimatedRows: estimatedRows, elapsed: ContinuousClock.now - started)
    }

    /// The result of an import that added `imported` rows of the finished `run`, which moved the
    /// balance by `netMinor`, and passed over `inLedger` rows the bank had exported.
    package func result(imported: Int, netMinor: Int64, inLedger: Int, run: StatementImportRun)
        -> StatementImportResult
    {
        StatementImportResult(
            rowsRead: run.rowsRead, imported: imported, duplicates: run.goodRows - imported - inLedger,
            problems: run.problems, problemCount: run.problemCount, elapsed: ContinuousClock.now - started,
            netMinor: netMinor, sample: run.sample, ownRowsInLedger: inLedger,
            unknownCategories: run.unknownCategories, statementBalances: run.statementBalances,
            passedOverRules: rules?.notes.map { "\($0.path):\($0.line): \($0.text)" } ?? [])
    }
}

/// What an import is recorded as before its rows go in: into which account, from which file,
/// read how, and when.
package struct StatementImportStart: Sendable {
    package let accountID: Account.ID
    /// The file's name, without its folders.
    package let fileName: String
    /// The format the file was read as.
    package let format: String
    /// The rules file's name, if the file was read through one.
    package let rules: String?
    package let date: Date
}
