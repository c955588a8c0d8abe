package import BankDomain

/// The transactions of an OFX statement, 1.x or 2.x alike: a bank's (`STMTRS`) or a card's
/// (`CCSTMTRS`), each `STMTTRN` with its day (`DTPOSTED`), amount (`TRNAMT`), payee and memo
/// (`NAME`, `MEMO`) and the bank's identifier of it (`FITID`), which is how a statement
/// downloaded twice is known again.
package enum OFXStatementReading {
    // MARK: - Constants

    /// The element that holds one transaction.
    package static let transactionElement = "STMTTRN"
    private static let statementElements = ["STMTRS", "CCSTMTRS"]

    // MARK: - Reading

    /// The entries of the one statement `root` holds, each on the line `line(index, element)`
    /// gives for the index-th transaction of the file.
    /// - Throws: ``StatementFileProblem`` when it holds no statement, or statements of several
    ///   accounts.
    package static func entries<Node: StatementMarkupNode>(in root: Node, line: (Int, Node) -> Int)
        throws(StatementFileProblem)
        -> [CSVRecord]
    {
        let statements = statementElements.flatMap { root.descendants(named: $0) }
        guard !statements.isEmpty else { throw .malformed(line: 1, reason: Strings.Formats.noStatement) }
        let accounts = Set(statements.map(account))
        guard accounts.count == 1 else { throw .severalAccounts(accounts.sorted()) }
        var index = 0
        var records: [CSVRecord] = []
        for statement in statements {
            let currency = statement.text("CURDEF")
            for transaction in statement.descendants(named: transactionElement) {
                records.append(record(of: transaction, line: line(index, transaction), currency: currency))
                index += 1
            }
        }
        return records
    }

    // MARK: - Private

    private static func record<Node: StatementMarkupNode>(of transaction: Node, line: Int, currency: String?)
        -> CSVRecord
    {
        guard let posted = transaction.text("DTPOSTED") ?? transaction.text("DTUSER") else {
            return .malformed(line: line, reason: Strings.Formats.noDate)
        }
        guard let day = day(of: posted) else {
            return .malformed(line: line, reason: Strings.Formats.badDate(posted, format: "OFX (YYYYMMDD)"))
        }
        guard let written = transaction.text("TRNAMT") else {
            return .malformed(line: line, reason: Strings.Formats.noAmount)
        }
        guard let amount = StatementFileAmount.normalised(written, currency: currency) else {
            return .malformed(line: line, reason: Strings.Formats.badAmount(written))
        }
        let name = transaction.text("NAME") ?? transaction.text("PAYEE", "NAME")
        return StatementFileEntry(
            line: line, day: day, memo: StatementFileMemo.memo(name: name, memo: transaction.text("MEMO")),
            amount: amount, category: "", id: transaction.text("FITID") ?? ""
        ).record
    }

    /// The calendar day an OFX date (`20261128`, `20261128120000.000[-5:EST]`) names: its first
    /// eight digits, as the bank wrote them, whatever time and zone follow; nil when they are not
    /// a day of the calendar.
    package static func day(of text: String) -> String? {
        let digits = text.utf8.prefix(8)
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard digits.count == 8, digits.allSatisfy(isDigit),
            text.utf8.dropFirst(8).first.map({ isDigit($0) || $0 == UInt8(ascii: "[") }) ?? true
        else { return nil }
        let string = String(decoding: digits, as: UTF8.self)
        let day = "\(string.prefix(4))-\(string.dropFirst(4).prefix(2))-\(string.dropFirst(6))"
        return StatementDates.isoDay(day) == nil ? nil : day
    }

    /// The account a statement is of, as its file names it: its number's last four digits.
    private static func account<Node: StatementMarkupNode>(_ statement: Node) -> String {
        let number =
            statement.text("BANKACCTFROM", "ACCTID") ?? statement.text("CCACCTFROM", "ACCTID") ?? ""
        return number.count > 4 ? "…" + number.suffix(4) : number
    }
}

/// What makes a statement file in a format read whole unreadable: found while reading it, and
/// made a ``StatementError`` with the file's path.
package enum StatementFileProblem: Error, Equatable {
    /// The file stops being its format at `line` (and `column`, when it is known).
    case malformed(line: Int, column: Int = 1, reason: String)
    /// The file holds the transactions of several accounts.
    case severalAccounts([String])

    /// The error an import of the file at `path`, in `format`, stops with.
    package func error(path: String, format: StatementFileFormat) -> StatementError {
        switch self {
        case .malformed(let line, let column, let reason):
            .malformedFile(path: path, format: format.description, line: line, column: column, reason: reason)
        case .severalAccounts(let accounts): .severalAccounts(path: path, accounts: accounts)
        }
    }
}
