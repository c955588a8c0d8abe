public import BankDomain
public import Foundation
public import Vipera

/// Builds every scene of the bank: creates each scene's six parts, wires them by initializer,
/// and sets the weak links back (presenter → display, router → navigator and data store).
///
/// ```swift
/// let factory = BankSceneFactory(stores: stores, clock: SystemClock(), timeZone: .current,
///                                console: console, navigator: navigator)
/// navigator.push(factory.makeHome())
/// ```
@MainActor
public final class BankSceneFactory: BankSceneFactoring {
    // MARK: - Properties

    private let worker: StoreWorker
    private let clock: any BankClock
    private let formatting: BankFormatting
    private let calendar: BankCalendar
    private let console: any Console
    private weak var navigator: (any Navigating)?

    // MARK: - Initialization

    /// Creates a factory whose scenes read `stores`, date things by `clock` in `timeZone`, write to
    /// `console` and move on `navigator`.
    public init(
        stores: BankStores,
        clock: any BankClock,
        timeZone: TimeZone,
        console: any Console,
        navigator: any Navigating
    ) {
        worker = StoreWorker(stores: stores)
        self.clock = clock
        formatting = BankFormatting(clock: clock, timeZone: timeZone)
        calendar = BankCalendar(clock: clock, timeZone: timeZone)
        self.console = console
        self.navigator = navigator
    }

    // MARK: - BankSceneFactoring

    /// The overview: the app's root scene.
    public func makeHome() -> any Scene {
        let presenter = HomePresenter(formatting: formatting)
        let interactor = HomeInteractor(presenter: presenter, worker: worker)
        let router = HomeRouter(factory: self, navigator: navigator, transferDelegate: interactor)
        let scene = HomeViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// The list of accounts.
    public func makeAccounts() -> any Scene {
        let presenter = AccountsPresenter(formatting: formatting)
        let interactor = AccountsInteractor(presenter: presenter, worker: worker)
        let router = AccountsRouter(factory: self, navigator: navigator, dataStore: interactor)
        let scene = AccountsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// One account.
    public func makeAccountDetail(account: Account) -> any Scene {
        let presenter = AccountDetailPresenter(formatting: formatting)
        let interactor = AccountDetailInteractor(
            account: account, presenter: presenter, worker: worker, calendar: calendar)
        let router = AccountDetailRouter(
            factory: self, navigator: navigator, dataStore: interactor, transferDelegate: interactor)
        let scene = AccountDetailViewController(
            title: account.name, console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// An account's transactions.
    public func makeTransactions(account: Account) -> any Scene {
        let presenter = TransactionsPresenter(formatting: formatting)
        let interactor = TransactionsInteractor(
            account: account, presenter: presenter, worker: worker, calendar: calendar)
        let router = TransactionsRouter(factory: self, navigator: navigator, dataStore: interactor)
        let scene = TransactionsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// One transaction.
    public func makeTransactionDetail(transaction: Transaction, account: Account) -> any Scene {
        let presenter = TransactionDetailPresenter(formatting: formatting)
        let interactor = TransactionDetailInteractor(
            transaction: transaction, account: account, presenter: presenter, worker: worker)
        let router = TransactionDetailRouter(navigator: navigator)
        let scene = TransactionDetailViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// The transfer flow.
    public func makeTransfer(source: Account?, delegate: (any TransferDelegate)?) -> any Scene {
        let presenter = TransferPresenter(formatting: formatting)
        let interactor = TransferInteractor(
            draft: TransferDraft(source: source), delegate: delegate, presenter: presenter, worker: worker,
            clock: clock)
        let router = TransferRouter(navigator: navigator)
        let scene = TransferViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// The cards.
    public func makeCards() -> any Scene {
        let presenter = CardsPresenter(formatting: formatting)
        let interactor = CardsInteractor(presenter: presenter, worker: worker)
        let router = CardsRouter(navigator: navigator)
        let scene = CardsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// Where the money went: every account's, or `account`'s when given.
    public func makeInsights(account: Account?) -> any Scene {
        let presenter = InsightsPresenter(formatting: formatting)
        let interactor = InsightsInteractor(
            account: account, presenter: presenter, worker: worker, calendar: calendar)
        let router = InsightsRouter(navigator: navigator)
        let scene = InsightsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    /// The settings.
    public func makeSettings() -> any Scene {
        makeSettingsScene()
    }

    // MARK: - Commands Without a Session

    /// Runs `command` through the settings scene's layers without showing the scene first: what
    /// `vbank backup FILE`, `vbank restore FILE` and `vbank verify` run. Whether it failed is the
    /// console's count of reported errors.
    public func runSettingsCommand(_ command: SettingsCommand) async {
        await makeSettingsScene().handle(command)
    }

    // MARK: - Private

    private func makeSettingsScene() -> SettingsViewController {
        let presenter = SettingsPresenter(formatting: formatting)
        let interactor = SettingsInteractor(presenter: presenter, worker: worker)
        let router = SettingsRouter(navigator: navigator)
        let scene = SettingsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }
}
