public import BankDomain
public import Vipera
import ViperaSpyable

/// Builds the bank's scenes; routers ask it for their destinations with typed inputs.
@Spyable
@MainActor
public protocol BankSceneFactoring: AnyObject {
    /// The app's root scene.
    func makeHome() -> any Scene
    /// The list of accounts.
    func makeAccounts() -> any Scene
    /// One account.
    func makeAccountDetail(account: Account) -> any Scene
    /// An account's transactions, a page at a time.
    func makeTransactions(account: Account) -> any Scene
    /// One transaction of `account`.
    func makeTransactionDetail(transaction: Transaction, account: Account) -> any Scene
    /// The transfer flow, from `source` when given, telling `delegate` how it ended.
    func makeTransfer(source: Account?, delegate: (any TransferDelegate)?) -> any Scene
    /// The cards.
    func makeCards() -> any Scene
    /// Where the money went: every account's, or `account`'s when given.
    func makeInsights(account: Account?) -> any Scene
    /// The settings.
    func makeSettings() -> any Scene
}
