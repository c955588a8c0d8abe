import Vipera

/// The tables transaction lists are shown in, with amounts right-aligned: which columns appear
/// depends on the scene. Each column set is made once, not for every screen.
enum TransactionTable {
    /// A page of one account's list: numbered, with categories.
    static let page = [number, date, memo, category, amount]
    /// A page of a reconciled account's list: its reconciled rows marked.
    static let reconciledPage = [number, reconciled, date, memo, category, amount]
    /// A page of an account's whole list: what it held after each row.
    static let pageWithBalances = page + [balance]
    /// The same, reconciled.
    static let reconciledPageWithBalances = reconciledPage + [balance]
    /// An account's latest transactions.
    static let latest = [date, memo, category, amount]
    /// The newest transactions of every account.
    static let recent = [date, account, memo, amount]
    /// Rows of every account, numbered to open.
    static let found = [number, date, account, memo, category, amount]

    /// The columns of a page of one account's list: marked when the account was reconciled,
    /// with what it held after each row for a list of the whole ledger.
    static func page(isReconciled: Bool, hasBalances: Bool) -> [Column] {
        switch (isReconciled, hasBalances) {
        case (true, true): reconciledPageWithBalances
        case (true, false): reconciledPage
        case (false, true): pageWithBalances
        case (false, false): page
        }
    }

    // MARK: - Cells

    /// The rows' columns each table shows, which presenters lay out when they make the rows
    /// (``LaidOutRows``).
    enum Cells {
        static let page = TransactionTable.page.map(\.key)
        static let reconciledPage = TransactionTable.reconciledPage.map(\.key)
        static let pageWithBalances = TransactionTable.pageWithBalances.map(\.key)
        static let reconciledPageWithBalances = TransactionTable.reconciledPageWithBalances.map(\.key)
        static let latest = TransactionTable.latest.map(\.key)
        static let recent = TransactionTable.recent.map(\.key)
        static let found = TransactionTable.found.map(\.key)

        /// What ``TransactionTable/page(isReconciled:hasBalances:)`` shows.
        static func page(isReconciled: Bool, hasBalances: Bool) -> [TransactionRow.Column] {
            switch (isReconciled, hasBalances) {
            case (true, true): reconciledPageWithBalances
            case (true, false): reconciledPage
            case (false, true): pageWithBalances
            case (false, false): page
            }
        }
    }

    // MARK: - Private

    typealias Column = RowTable.Column<TransactionRow.Column>

    private static let number = Column(Strings.Common.numberColumn, alignment: .right, .number)
    private static let date = Column(Strings.Common.dateColumn, shrinking: .whole, .date)
    private static let account = Column(Strings.Common.accountColumn, .account)
    private static let memo = Column(Strings.Common.memoColumn, .memo)
    private static let category = Column(Strings.Common.categoryColumn, .category)
    private static let amount = Column(Strings.Common.amountColumn, alignment: .right, .amount)
    private static let reconciled = Column(Strings.Common.reconciledColumn, .reconciled)
    private static let balance = Column(Strings.Common.balanceColumn, alignment: .right, .balance)
}
