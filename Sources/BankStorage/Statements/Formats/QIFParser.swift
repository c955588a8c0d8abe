import BankDomain

/// Reads a QIF file: sections that `!Type:` lines begin, records of one-letter fields, one a
/// line, each record ended by `^`.
///
/// A bank, cash or card section's records are transactions: `D` the date, `T` (or `U`) the
/// amount, `P` the payee, `M` the memo, `L` the category (`Food:Groceries`, or `[Savings]` for
/// a transfer). Category and class lists and the split lines of a transaction (`S`, `E`, `$`)
/// are passed over; the transaction's total is what moved. A file whose `!Account` blocks give
/// transactions of several accounts, or an investment account's, is refused.
package struct QIFParser {
    // MARK: - Nested Types

    private enum Section {
        case transactions
        case account
        case passedOver
    }

    // MARK: - Properties

    private let dayFirst: Bool
    private var section: Section?
    private var fields: [(code: Character, value: Substring)] = []
    private var recordLine = 0
    private var account = ""
    private var accounts: Set<String> = []
    private var records: [CSVRecord] = []

    // MARK: - Parsing

    /// The transactions of `text`, dates read day first when `dayFirst`, as QIF from outside the
    /// US writes them.
    /// - Throws: ``StatementFileProblem`` where the file stops being QIF.
    package static func records(in text: String, dayFirst: Bool) throws(StatementFileProblem) -> [CSVRecord] {
        var parser = QIFParser(dayFirst: dayFirst)
        var number = 0
        // "\r\n" is one Character: lines end at it, at "\n" and at a lone "\r" alike.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for line in lines {
            number += 1
            try parser.take(line, number: number)
        }
        try parser.finishRecord()
        guard parser.accounts.count <= 1 else { throw .severalAccounts(parser.accounts.sorted()) }
        return parser.records
    }

    private init(dayFirst: Bool) {
        self.dayFirst = dayFirst
    }

    // MARK: - Private

    private mutating func take(_ line: Substring, number: Int) throws(StatementFileProblem) {
        guard let code = line.first, !line.allSatisfy(\.isWhitespace) else { return }
        switch code {
        case "!":
            try finishRecord()
            try header(line, number: number)
        case "^":
            try finishRecord()
        default:
            guard section != nil else { throw .malformed(line: number, reason: Strings.Formats.noQIFType) }
            if fields.isEmpty {
                recordLine = number
            }
            fields.append((code, line.dropFirst()))
        }
    }

    private mutating func header(_ line: Substring, number: Int) throws(StatementFileProblem) {
        let upper = line.uppercased().trimmingBlanks
        if upper.hasPrefix("!ACCOUNT") {
            section = .account
        } else if upper.hasPrefix("!TYPE:") {
            let type = String(upper.dropFirst("!TYPE:".count)).trimmingBlanks
            switch type {
            case "BANK", "CASH", "CCARD", "OTH A", "OTH L": section = .transactions
            case "INVST": throw .malformed(line: number, reason: Strings.Formats.investment)
            case "CAT", "CLASS", "MEMORIZED", "PRICES", "SECURITY", "BUDGET", "TEMPLATE", "PAYEE":
                section = .passedOver
            default:
                throw .malformed(
                    line: number, reason: Strings.Formats.unknownQIFType(String(line.dropFirst("!TYPE:".count))))
            }
        }
        // !Option: and !Clear: lines say how Quicken imports, and change nothing read here.
    }

    private mutating func finishRecord() throws(StatementFileProblem) {
        defer { fields.removeAll(keepingCapacity: true) }
        guard !fields.isEmpty else { return }
        switch section {
        case .account?:
            account = value("N").map { String($0).trimmingBlanks } ?? ""
        case .transactions?:
            accounts.insert(account)
            records.append(transaction())
        case .passedOver?, nil:
            break
        }
    }

    private func value(_ code: Character) -> Substring? {
        fields.first { $0.code == code }?.value
    }

    private func transaction() -> CSVRecord {
        guard let written = value("D").map({ String($0).trimmingBlanks }), !written.isEmpty else {
            return .malformed(line: recordLine, reason: Strings.Formats.noDate)
        }
        let day: String
        switch QIFDates.day(of: written, dayFirst: dayFirst) {
        case .success(let read): day = read
        case .failure(let problem): return .malformed(line: recordLine, reason: problem.reason)
        }
        guard let amountText = (value("T") ?? value("U")).map(String.init), !amountText.trimmingBlanks.isEmpty else {
            return .malformed(line: recordLine, reason: Strings.Formats.noAmount)
        }
        guard let amount = StatementFileAmount.normalised(amountText) else {
            return .malformed(line: recordLine, reason: Strings.Formats.badAmount(amountText))
        }
        return StatementFileEntry(
            line: recordLine, day: day,
            memo: StatementFileMemo.memo(name: value("P").map(String.init), memo: value("M").map(String.init)),
            amount: amount, category: category(value("L").map(String.init) ?? ""), id: ""
        ).record
    }

    /// The category a QIF category names, as vbank names categories: the last part of
    /// `Food:Groceries`, without a class (`/Business`); none for a transfer (`[Savings]`).
    private func category(_ text: String) -> String {
        let trimmed = text.trimmingBlanks
        guard !trimmed.hasPrefix("[") else { return "" }
        let withoutClass = trimmed.split(separator: "/", omittingEmptySubsequences: false).first ?? ""
        let last = withoutClass.split(separator: ":").last.map(String.init) ?? ""
        return last.trimmingBlanks.lowercased()
    }
}

/// Dates as QIF writes them: `11/28/2026`, `11/28'26` (Quicken's apostrophe for years from
/// 2000), `11/28/98`, ` 1/ 5'26`, `2026-11-28`, and `28.11.2026` as European Quicken writes.
package enum QIFDates {
    /// The day `text` names as `yyyy-MM-dd`, month first unless `dayFirst`.
    package static func day(of text: String, dayFirst: Bool) -> Result<String, StatementRowProblem> {
        let parts = text.split { !$0.isASCII || !$0.isNumber }.map(String.init)
        guard parts.count == 3, let first = Int(parts[0]), let second = Int(parts[1]), let third = Int(parts[2]) else {
            return .failure(StatementRowProblem(Strings.Formats.badDate(text, format: "QIF")))
        }
        let (year, month, day): (Int, Int, Int)
        if parts[0].count == 4 {
            (year, month, day) = (first, second, third)
        } else {
            let bytes = text.utf8
            let fullYear =
                parts[2].count == 4 ? third : (bytes.contains(UInt8(ascii: "'")) || third < 70 ? 2000 : 1900) + third
            let dayFirst = dayFirst || bytes.contains(UInt8(ascii: "."))
            (year, month, day) = dayFirst ? (fullYear, second, first) : (fullYear, first, second)
            if !dayFirst, month > 12, day <= 12 {
                return .failure(StatementRowProblem(Strings.Formats.dayFirst(text)))
            }
        }
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CalendarDay.days(inMonth: month, of: year)).contains(day)
        else { return .failure(StatementRowProblem(Strings.Formats.badDate(text, format: "QIF"))) }
        return .success(CalendarDay(year: year, month: month, day: day).isoText)
    }
}
