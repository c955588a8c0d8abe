package import BankDomain

/// What an exported row says about where it came from, in the statement's `reference` column:
/// `vbank:<bank>:<row>`, the bank's identity (``BankIdentity/id``, kept by its backups) and the
/// row's identifier in its ledger. An import into the same bank knows its own rows by it and
/// adds none that its ledger still holds: an account's opening, both sides of a transfer and
/// rows imported before would otherwise come in again as money from nowhere. Another bank, or
/// another program, reads the column as any column the import does not use.
package enum StatementReference {
    // MARK: - Constants

    /// The column's name.
    package static let column = "reference"
    private static let prefix = "vbank:"
    private static let separator: Character = ":"

    // MARK: - Writing

    /// The reference of row `row` of the bank `bank`.
    package static func text(bank: String, row: Transaction.ID) -> String {
        prefix + bank + String(separator) + String(row)
    }

    // MARK: - Reading

    /// The row of the bank `bank` that `text` names; nil for another bank's row, or for text that
    /// is no reference vbank wrote.
    package static func row(in text: Substring, ofBank bank: String) -> Transaction.ID? {
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let colon = rest.lastIndex(of: separator), rest[..<colon] == bank,
            let row = Transaction.ID(rest[rest.index(after: colon)...]), row > 0
        else { return nil }
        return row
    }

    // MARK: - Own Rows

    /// `rows` without those that name a row of this bank which `ledgerHolds` says its ledger
    /// still holds, and how many those were. A statement without references costs one look at
    /// each row.
    package static func withoutRowsInLedger(
        _ rows: [LedgerRow], ledgerHolds: ([Transaction.ID]) throws -> Set<Transaction.ID>
    ) rethrows -> (rows: [LedgerRow], inLedger: Int) {
        let named = rows.compactMap(\.ownRow)
        guard !named.isEmpty else { return (rows, 0) }
        let held = try ledgerHolds(named)
        guard !held.isEmpty else { return (rows, 0) }
        let kept = rows.filter { row in row.ownRow.map { !held.contains($0) } ?? true }
        return (kept, rows.count - kept.count)
    }
}
