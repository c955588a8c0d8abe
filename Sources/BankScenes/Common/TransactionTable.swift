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
