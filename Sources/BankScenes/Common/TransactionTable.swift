import Vipera

/// The tables transaction lists are shown in, with amounts right-aligned: which columns appear
/// depends on the scene. Each column set is made once, not for every screen.
enum TransactionTable {
    /// An account's latest transactions.
    static let latest = [date, memo, category, amount]
    /// The newest transactions of every account.
    static let recent = [date, account, memo, amount]
    /// Rows of every account, numbered to open.
    static let found = [number, date, account, memo, category, amount]

    /// The columns of a page of one account's list: numbered, with categories; marked when the
    /// account was reconciled, with what it held after each row for a list of the whole ledger.
    static func page(isReconciled: Bool, hasBalances: Bool) -> [Column] {
        pages[pageIndex(isReconciled: isReconciled, hasBalances: hasBalances)]
    }

    // MARK: - Cells

    /// The rows' columns each table shows, which presenters lay out when they make the rows
    /// (``LaidOutRows``).
    enum Cells {
        static let latest = TransactionTable.latest.map(\.key)
        static let recent = TransactionTable.recent.map(\.key)
        static let found = TransactionTable.found.map(\.key)

        /// What ``TransactionTable/page(isReconciled:hasBalances:)`` shows.
        static func page(isReconciled: Bool, hasBalances: Bool) -> [TransactionRow.Column] {
            pages[pageIndex(isReconciled: isReconciled, hasBalances: hasBalances)]
        }

        private static let pages = TransactionTable.pages.map { $0.map(\.key) }
    }

    // MARK: - Pages

    /// A page's columns, in the order ``pageIndex(isReconciled:hasBalances:)`` numbers them.
    private static let pages: [[Column]] = {
        let page = [number, date, memo, category, amount]
        let reconciledPage = [number, reconciled, date, memo, category, amount]
        return [page, page + [balance], reconciledPage, reconciledPage + [balance]]
    }()

    private static func pageIndex(isReconciled: Bool, hasBalances: Bool) -> Int {
        (isReconciled ? 2 : 0) + (hasBalances ? 1 : 0)
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
