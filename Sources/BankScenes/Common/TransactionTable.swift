import Vipera

/// Lays out transaction rows as a table, with amounts right-aligned; which columns appear depends
/// on the scene.
struct TransactionTable {
    /// The columns a transaction list can have.
    enum Column {
        case number
        case date
        case account
        case memo
        case category
        case amount
    }

    let columns: [Column]

    /// The table of `rows`.
    func table(_ rows: [TransactionRow]) -> Table {
        Table(
            columns: columns.map(Self.column),
            rows: rows.map { row in columns.map { Self.cell($0, of: row) } }
        )
    }

    // MARK: - Private

    private static func column(_ column: Column) -> Table.Column {
        switch column {
        case .number: Table.Column(Strings.Common.numberColumn, alignment: .right)
        case .date: Table.Column(Strings.Common.dateColumn)
        case .account: Table.Column(Strings.Common.accountColumn)
        case .memo: Table.Column(Strings.Common.memoColumn)
        case .category: Table.Column(Strings.Common.categoryColumn)
        case .amount: Table.Column(Strings.Common.amountColumn, alignment: .right)
        }
    }

    private static func cell(_ column: Column, of row: TransactionRow) -> String {
        switch column {
        case .number: row.number
        case .date: row.date
        case .account: row.account
        case .memo: row.memo
        case .category: row.category
        case .amount: row.amount
        }
    }
}
