import BankDomain

/// One import in progress: reads rows in batches, keeps the good ones with their import keys,
/// and remembers the bad ones with their lines.
package struct StatementImportRun {
    // MARK: - Properties

    private var parser: StatementRowParser
    private let accountID: Account.ID
    private let isStrict: Bool
    /// The rows of the last batch read.
    private(set) var batch: [LedgerRow] = []
    private(set) var rowsRead = 0
    private(set) var goodRows = 0
    private(set) var problems: [StatementProblem] = []
    private(set) var problemCount = 0
    /// The line the next row starts on: the header is line 1.
    private var nextLine = 2
    /// How often each row's content was seen, so identical rows get keys of their own.
    private var occurrences: [UInt64: UInt32] = [:]

    // MARK: - Initialization

    init(parser: StatementRowParser, accountID: Account.ID, isStrict: Bool) {
        self.parser = parser
        self.accountID = accountID
        self.isStrict = isStrict
    }

    // MARK: - Reading

    /// Reads up to `size` rows into ``batch``; false once the file is done and nothing was read.
    /// - Throws: ``StatementError/badRow(line:reason:)`` for a bad row in a strict import.
    mutating func readBatch(from reader: StatementReader, size: Int) throws(StatementError) -> Bool {
        batch.removeAll(keepingCapacity: true)
        var read = 0
        while read < size, let fields = try reader.next() {
            read += 1
            try take(fields)
        }
        return read > 0
    }

    // MARK: - Private

    private mutating func take(_ fields: [String]) throws(StatementError) {
        let line = nextLine
        nextLine += 1 + fields.reduce(0) { $0 + $1.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
        rowsRead += 1
        switch parser.transaction(from: fields) {
        case .success(let transaction):
            batch.append(LedgerRow(accountID: accountID, transaction: transaction, importKey: key(of: transaction)))
            goodRows += 1
        case .failure(let problem):
            guard !isStrict else { throw .badRow(line: line, reason: problem.reason) }
            problemCount += 1
            if problems.count < StatementImportResult.listedProblemLimit {
                problems.append(StatementProblem(line: line, reason: problem.reason))
            }
        }
    }

    /// The row's content and how many identical rows came before it in this file: the same row
    /// of the same statement gets the same key in every import.
    private mutating func key(of transaction: NewTransaction) -> Int64 {
        let content = StatementImportKey.contentHash(of: transaction)
        let seen = occurrences[content, default: 0]
        occurrences[content] = seen + 1
        return StatementImportKey.key(
            date: transaction.date, rowHash: StatementImportKey.rowHash(content, occurrence: seen))
    }
}
