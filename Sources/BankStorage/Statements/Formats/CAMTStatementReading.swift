import BankDomain

/// The entries of an ISO 20022 bank-to-customer statement (camt.053): each booked `Ntry` with
/// its booking day, its amount in its currency, whether it is a credit or a debit, what it was
/// for and the bank's reference of it, which is how a statement downloaded twice is known again.
package enum CAMTStatementReading {
    // MARK: - Constants

    /// The element that holds one entry.
    package static let entryElement = "Ntry"

    // MARK: - Reading

    /// The entries of the statements `root` holds, all of one account, each on the line
    /// `line(index, element)` gives for the index-th entry of the file.
    /// - Throws: ``StatementFileProblem`` when it holds no statement, or statements of several
    ///   accounts.
    package static func entries<Node: StatementMarkupNode>(in root: Node, line: (Int, Node) -> Int)
        throws(StatementFileProblem)
        -> [CSVRecord]
    {
        let statements = root.descendants(named: "BkToCstmrStmt").flatMap { $0.descendants(named: "Stmt") }
        guard !statements.isEmpty else { throw .malformed(line: 1, reason: Strings.Formats.noCAMTStatement) }
        let accounts = Set(statements.map(account))
        guard accounts.count == 1 else { throw .severalAccounts(accounts.sorted()) }
        var index = 0
        var records: [CSVRecord] = []
        for entry in statements.flatMap({ $0.descendants(named: entryElement) }) {
            records.append(record(of: entry, line: line(index, entry)))
            index += 1
        }
        return records
    }

    // MARK: - Private

    private static func record<Node: StatementMarkupNode>(of entry: Node, line: Int) -> CSVRecord {
        let status = entry.text("Sts", "Cd") ?? entry.text("Sts") ?? "BOOK"
        guard status == "BOOK" else { return .malformed(line: line, reason: Strings.Formats.notBooked(status)) }
        guard let booked = entry.text("BookgDt", "Dt") ?? entry.text("BookgDt", "DtTm") ?? entry.text("ValDt", "Dt")
        else { return .malformed(line: line, reason: Strings.Formats.noDate) }
        let day = String(booked.prefix(10))
        guard StatementDates.isoDay(day) != nil else {
            return .malformed(line: line, reason: Strings.Formats.badDate(booked, format: "CAMT (YYYY-MM-DD)"))
        }
        guard let amountElement = entry.child("Amt"), let written = entry.text("Amt") else {
            return .malformed(line: line, reason: Strings.Formats.noAmount)
        }
        let sign: String
        switch entry.text("CdtDbtInd") {
        case "CRDT": sign = ""
        case "DBIT": sign = "-"
        default: return .malformed(line: line, reason: Strings.Formats.noDirection)
        }
        guard !written.hasPrefix("-"), !written.hasPrefix("+"),
            let amount = StatementFileAmount.normalised(sign + written, currency: amountElement.attribute("Ccy"))
        else { return .malformed(line: line, reason: Strings.Formats.badAmount(written)) }
        return StatementFileEntry(
            line: line, day: day, memo: memo(of: entry, isCredit: sign.isEmpty), amount: amount, category: "",
            id: entry.text("NtryRef") ?? entry.text("AcctSvcrRef")
                ?? entry.text("NtryDtls", "TxDtls", "Refs", "AcctSvcrRef") ?? ""
        ).record
    }

    /// What the entry was for: the remittance text the payer wrote, else the bank's own words for
    /// it, else the other party's name.
    private static func memo<Node: StatementMarkupNode>(of entry: Node, isCredit: Bool) -> String {
        let details = entry.child("NtryDtls")?.child("TxDtls")
        let remittance = details?.child("RmtInf")?.elementChildren.filter { $0.elementName == "Ustrd" }
            .map(\.elementText).filter { !$0.isEmpty }.joined(separator: " ")
        if let remittance, !remittance.isEmpty {
            return remittance
        }
        if let information = entry.text("AddtlNtryInf") {
            return information
        }
        let party = isCredit ? "Dbtr" : "Cdtr"
        return details?.text("RltdPties", party, "Nm") ?? details?.text("RltdPties", party, "Pty", "Nm") ?? ""
    }

    /// The account a statement is of: its IBAN, or its other identifier.
    private static func account<Node: StatementMarkupNode>(_ statement: Node) -> String {
        statement.text("Acct", "Id", "IBAN") ?? statement.text("Acct", "Id", "Othr", "Id") ?? ""
    }
}
