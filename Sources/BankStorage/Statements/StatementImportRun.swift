package import BankDomain

/// One import in progress: reads rows in batches, keeps the good ones with their import keys,
/// and remembers the bad ones with their lines.
package struct StatementImportRun {
    // MARK: - Properties

    private var parser: StatementRowParser
    /// The rows whose category vbank does not know, counted as `other`.
    package var unknownCategories: StatementImportResult.UnknownCategories { parser.unknownCategories }
    private let accountID: Account.ID
    private let isStrict: Bool
    /// The rows of the last batch read.
    private(set) var batch: [LedgerRow] = []
    private(set) var rowsRead = 0
    private(set) var goodRows = 0
    /// Good rows that name a row of this bank, as its own exports do.
    package private(set) var rowsNamingOwnRows = 0
    private(set) var problems: [StatementProblem] = []
    private(set) var problemCount = 0
    /// The first good rows, for a dry run to show.
    private(set) var sample: [NewTransaction] = []
    /// The statement's balance column, if it has one.
    private var balances = StatementBalances()
    /// What the statement's balance column says the account held at the end of each of its days.
    package var statementBalances: [StatementBalance] { balances.endOfDay }
    private let listsEveryProblem: Bool
    /// How often each row's content was seen, so identical rows get keys of their own.
    private var occurrences: [UInt64: UInt32] = [:]
    /// What turns a bank's own CSV into vbank's columns, when a rules file describes it.
    private let mapper: StatementRulesMapper?
    /// Whether a rule's `end` passed over the rest of the file.
    private var hasEnded = false
    /// What the whole file hashes to, once it is read (``StatementInput/digest(shouldStop:)``):
    /// how the same bytes are known again, however they were read.
    package internal(set) var fileDigest = ""

    // MARK: - Initialization

    package init(
        parser: StatementRowParser, accountID: Account.ID, isStrict: Bool, listsEveryProblem: Bool = false,
        mapper: StatementRulesMapper? = nil
    ) {
        self.parser = parser
        self.mapper = mapper
        self.accountID = accountID
        self.isStrict = isStrict
        self.listsEveryProblem = listsEveryProblem
    }

    // MARK: - Reading

    /// Reads up to `size` rows into ``batch``; false once the file is done and nothing was read.
    /// `shouldStop` is asked while a stream waits for its writer.
    /// - Throws: ``StatementError/badRow(line:reason:)`` for a bad row in a strict import.
    package mutating func readBatch(from reader: StatementReader, size: Int, shouldStop: () -> Bool)
        throws(StatementError)
        -> Bool
    {
        batch.removeAll(keepingCapacity: true)
        var read = 0
        while read < size, !hasEnded, let record = try reader.next(shouldStop: shouldStop) {
            read += 1
            try take(mapped(record))
        }
        return read > 0
    }

    // MARK: - Private

    /// The record as vbank's columns, through the rules when there are some; nil for one a rule
    /// passes over.
    private mutating func mapped(_ record: CSVRecord) -> CSVRecord? {
        guard let mapper, case .fields(let fields, let line) = record else { return record }
        switch mapper.map(fields) {
        case .row(let mapped): return .fields(mapped, line: line)
        case .skipped: return nil
        case .ended:
            hasEnded = true
            return nil
        case .problem(let reason): return .malformed(line: line, reason: reason)
        }
    }

    private mutating func take(_ record: CSVRecord?) throws(StatementError) {
        guard let record else { return }
        rowsRead += 1
        switch record {
        case .malformed(let line, let reason):
            try skip(line: line, reason: reason)
        case .fields(let fields, let line):
            let ownRow = parser.ownRow(in: fields)
            switch parser.transaction(from: fields, ownRow: ownRow) {
            case .success(let read):
                let transaction = parser.categorisedByRules(read, from: fields)
                batch.append(
                    LedgerRow(
                        accountID: accountID, transaction: transaction,
                        importKey: key(of: read, fileID: parser.fileID(in: fields)), ownRow: ownRow))
                rowsNamingOwnRows += ownRow == nil ? 0 : 1
                goodRows += 1
                if let balance = parser.balance(in: fields), let day = transaction.day {
                    balances.note(line: line, day: day, balanceMinor: balance)
                }
                if sample.count < StatementImportResult.sampleLimit {
                    sample.append(transaction)
                }
            case .failure(let problem):
                try skip(line: line, reason: problem.reason)
            }
        }
    }

    /// A bad row: the end of a strict import, or one more problem of another.
    private mutating func skip(line: Int, reason: String) throws(StatementError) {
        guard !isStrict else { throw .badRow(line: line, reason: reason) }
        problemCount += 1
        if listsEveryProblem || problems.count < StatementImportResult.listedProblemLimit {
            problems.append(StatementProblem(line: line, reason: reason))
        }
    }

    /// The row's content, or the identifier its file gives it (OFX's FITID), and how many
    /// identical rows came before it in this file: the same row of the same statement gets the
    /// same key in every import, and a bank's identifier keeps it even when the bank writes the
    /// row's memo anew.
    private mutating func key(of transaction: NewTransaction, fileID: String?) -> Int64 {
        let content = fileID.map(StatementImportKey.idHash) ?? StatementImportKey.contentHash(of: transaction)
        let seen = occurrences[content, default: 0]
        occurrences[content] = seen + 1
        return StatementImportKey.key(
            date: transaction.date, rowHash: StatementImportKey.rowHash(content, occurrence: seen))
    }
}
