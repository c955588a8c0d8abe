package import BankDomain

/// Reads a whole statement as an import would and says what it would do, writing nothing: each
/// batch's rows are held against the ledger (``ledgerHolds`` for rows this bank exported, and
/// ``keysHeld`` for import keys earlier imports added), and what is left is counted.
package struct StatementPreviewing {
    // MARK: - Properties

    private var moneyIn = MinorSum()
    private var moneyOut = MinorSum()
    private var first: [NewTransaction] = []
    private var last: [NewTransaction] = []
    private var categories: [TransactionCategory: Int] = [:]
    private var coming = 0
    private var inLedger = 0

    // MARK: - Previewing

    /// The preview of `source` into `account`, whose batches are held against the ledger by
    /// `ledgerHolds` (the rows this bank exported that it still holds) and `keysHeld` (the import
    /// keys the account has); `fileChecked` is given the hash of its bytes and how many rows
    /// would come in, to refuse a file an import that stands brought in when it would add rows
    /// again, and to name that import when it would add none.
    /// - Throws: ``StatementError`` as the import would (a balance beyond ``MoneyBounds`` too), and
    ///   what the two reads throw.
    package static func preview(
        _ source: StatementImportSource, into account: Account,
        ledgerHolds: ([Transaction.ID]) throws -> Set<Transaction.ID>,
        keysHeld: ([Int64]) throws -> Set<Int64>,
        fileChecked: (_ digest: String, _ adding: Int) throws -> StatementImportResult.EarlierImport?
    ) throws -> StatementPreview {
        var previewing = StatementPreviewing()
        while true {
            switch try source.parsing.next() {
            case .batch(let batch):
                let (rows, held) = try StatementReference.withoutRowsInLedger(batch.rows, ledgerHolds: ledgerHolds)
                previewing.inLedger += held
                let keys = try keysHeld(rows.compactMap(\.importKey))
                for row in rows where row.importKey.map({ !keys.contains($0) }) ?? true {
                    try previewing.count(row.transaction)
                }
            case .end(let run):
                let earlier = try fileChecked(run.fileDigest, previewing.coming)
                let preview = try previewing.preview(of: source, run: run, earlier: earlier)
                _ = try balance(of: account, movedBy: preview.result.netMinor)
                return preview
            }
        }
    }

    /// What `account` holds once a statement moved it by `netMinor`; refused, as an import
    /// refuses it, beyond ``MoneyBounds``.
    package static func balance(of account: Account, movedBy netMinor: Int64) throws(StatementError) -> Int64 {
        do {
            return try MoneyBounds.balance(of: account, movedBy: netMinor)
        } catch {
            throw .balanceTooLarge(account: account.name, maximum: MoneyBounds.maximum)
        }
    }

    // MARK: - Private

    private mutating func count(_ transaction: NewTransaction) throws {
        coming += 1
        if transaction.type == .credit {
            try moneyIn.add(transaction.amountMinor)
        } else {
            try moneyOut.add(transaction.amountMinor)
        }
        categories[transaction.category, default: 0] += 1
        if first.count < StatementImportResult.sampleLimit {
            first.append(transaction)
        } else {
            last.append(transaction)
            if last.count > StatementImportResult.sampleLimit {
                last.removeFirst()
            }
        }
    }

    private func preview(
        of source: StatementImportSource, run: StatementImportRun, earlier: StatementImportResult.EarlierImport?
    ) throws -> StatementPreview {
        var net = moneyIn
        try net.subtract(moneyOut.value)
        var result = source.result(imported: coming, netMinor: net.value, inLedger: inLedger, run: run)
        result.earlierImport = earlier
        return StatementPreview(
            result: result,
            moneyInMinor: moneyIn.value, moneyOutMinor: moneyOut.value, first: first, last: last,
            categories: categories.map { StatementPreview.CategoryCount(category: $0.key, rows: $0.value) }
                .sorted { ($0.rows, $1.category.rawValue) > ($1.rows, $0.category.rawValue) })
    }
}
