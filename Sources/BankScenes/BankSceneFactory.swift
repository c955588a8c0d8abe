public import BankDomain
public import Foundation
public import Vipera

/// Builds every scene of the bank: creates each scene's six parts, wires them by initializer,
/// and sets the weak links back (presenter → display, router → navigator and data store). Each
/// router gets a builder of its own scene's destinations only, so it can open nothing its scene
/// does not declare, and `make(_:)` builds every destination of a scene in one exhaustive
/// `switch`, so a destination the factory does not build does not compile.
///
/// ```swift
/// let factory = BankSceneFactory(stores: stores, clock: SystemClock(), timeZone: .current,
///                                console: console, navigator: navigator)
/// navigator.push(factory.makeHome())
/// ```
@MainActor
public final class BankSceneFactory {
    // MARK: - Properties

    private let worker: StoreWorker
    private let clock: any BankClock
    private let formatting: BankFormatting
    private let calendar: BankCalendar
    private let console: any Console
    private weak var navigator: (any Navigating)?
    /// Whether the session is a dry run (`--check`), whose scenes tell what they would have done.
    private let isDryRun: Bool
    /// Where rules files kept by name are, if the person has such a folder.
    private let rulesFolder: String?
    /// Whether an import of more than a few rows shows what it would do and waits for `confirm`.
    private let asksBeforeImporting: Bool
    /// The keys confirmed changes carry (``RequestKey``).
    private let requestKeys: RequestKeys
    /// The view models of the scenes a session opens again and again, kept across their
    /// openings: a list, an account or a page opened again with nothing changed formats nothing.
    /// Made when the scene first opens: a generic type's first instance has the runtime look up
    /// its sources' conformances, which a session that never opens the scene need not pay for at
    /// its start.
    private lazy var accountLists = Accounts.FetchAccounts.Memo()
    private lazy var accountViews = AccountDetail.ShowAccount.Memo(keeping: AccountDetail.ShowAccount.accountsKept)
    private lazy var transactionPages = Transactions.FetchPage.Memo(keeping: Transactions.FetchPage.pagesKept)
    /// The responses of the same scenes, kept across their openings while the bank's revision
    /// does not move: an account opened again on an unchanged bank reads nothing but the revision
    /// and the settings.
    private lazy var accountReads = AccountDetail.ShowAccount.Reads(keeping: AccountDetail.ShowAccount.accountsKept)
    private lazy var transactionReads = Transactions.FetchPage.Reads(keeping: Transactions.FetchPage.readsKept)

    // MARK: - Initialization

    /// Creates a factory whose scenes read `stores`, date things by `clock` in `timeZone`, write to
    /// `console` and move on `navigator`; with `isDryRun`, for a dry run (`--check`) on a copy of
    /// the bank; an import's rules named without a path are read from `rulesFolder`, and with
    /// `asksBeforeImporting` (a person at a terminal) an import of more than a few rows shows what
    /// it would do and waits for `confirm`. Confirmed changes carry keys from `requestKeys`.
    public init(
        stores: BankStores,
        clock: any BankClock,
        timeZone: TimeZone,
        console: any Console,
        navigator: any Navigating,
        isDryRun: Bool = false,
        rulesFolder: String? = nil,
        asksBeforeImporting: Bool = false,
        requestKeys: RequestKeys = .random()
    ) {
        self.isDryRun = isDryRun
        self.requestKeys = requestKeys
        self.rulesFolder = rulesFolder
        self.asksBeforeImporting = asksBeforeImporting
        worker = StoreWorker(stores: stores)
        self.clock = clock
        formatting = BankFormatting(
            clock: clock, timeZone: timeZone, glyphs: console.renderContext(for: .output).glyphs)
        calendar = BankCalendar(clock: clock, timeZone: timeZone)
        self.console = console
        self.navigator = navigator
    }

    // MARK: - The Root

    /// The overview: the app's root scene.
    public func makeHome() -> any Scene {
        let presenter = HomePresenter(formatting: formatting)
        let interactor = HomeInteractor(presenter: presenter, worker: worker)
        let router = HomeRouter(scenes: SceneBuilder(make), navigator: navigator, transferDelegate: interactor)
        let scene = HomeViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    // MARK: - Destinations

    /// The scene each of home's destinations opens.
    func make(_ destination: HomeDestination) -> any Scene {
        switch destination {
        case .accounts(let includingClosed): accounts(includingClosed: includingClosed)
        case .cards: cards()
        case .transfer(let delegate): transfer(source: nil, delegate: delegate)
        case .record(let kind, let line): record(RecordDraft(kind: kind), line: line)
        case .settings: settingsScene()
        case .insights: insights(account: nil)
        case .categories: categories()
        case .search(let text): search(text)
        case .undo: undo()
        }
    }

    /// The scene each of the account list's destinations opens.
    func make(_ destination: AccountsDestination) -> any Scene {
        switch destination {
        case .accountDetail(let account): accountDetail(account: account)
        case .search(let text): search(text)
        }
    }

    /// The scene each of a search's destinations opens.
    func make(_ destination: SearchDestination) -> any Scene {
        switch destination {
        case .transactionDetail(let transaction, let account):
            transactionDetail(transaction: transaction, account: account)
        }
    }

    /// The scene each of an account's destinations opens.
    func make(_ destination: AccountDetailDestination) -> any Scene {
        switch destination {
        case .transactions(let account): transactions(account: account)
        case .transfer(let source, let delegate): transfer(source: source, delegate: delegate)
        case .insights(let account): insights(account: account)
        case .record(let kind, let account, let line): record(RecordDraft(kind: kind, account: account), line: line)
        case .undo: undo()
        }
    }

    /// The scene each of the transaction list's destinations opens.
    func make(_ destination: TransactionsDestination) -> any Scene {
        switch destination {
        case .transactionDetail(let transaction, let account):
            transactionDetail(transaction: transaction, account: account)
        case .undo: undo()
        }
    }

    // MARK: - Commands Without a Session

    /// Runs `command` through the settings scene's layers without showing the scene first: what
    /// `vbank backup FILE`, `vbank restore FILE` and `vbank verify` run.
    /// - Parameter command: The settings command to run.
    /// - Returns: How it went: failed when the scene presented an error.
    public func runSettingsCommand(_ command: SettingsCommand) async -> CommandOutcome {
        await settingsScene(surface: .commandLine).perform(command)
    }

    // MARK: - Private

    private func accounts(includingClosed: Bool) -> any Scene {
        let presenter = AccountsPresenter(formatting: formatting, listMemo: accountLists)
        let interactor = AccountsInteractor(
            presenter: presenter, worker: worker, calendar: calendar, requestKeys: requestKeys)
        interactor.listsClosedAccounts = includingClosed
        let router = AccountsRouter(scenes: SceneBuilder(make), navigator: navigator, dataStore: interactor)
        let scene = AccountsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    private func accountDetail(account: Account) -> any Scene {
        let presenter = AccountDetailPresenter(formatting: formatting, accountMemo: accountViews)
        let interactor = AccountDetailInteractor(
            account: account, presenter: presenter, worker: worker, calendar: calendar, reads: accountReads)
        let router = AccountDetailRouter(
            scenes: SceneBuilder(make), navigator: navigator, dataStore: interactor, transferDelegate: interactor)
        let scene = AccountDetailViewController(
            title: account.name, console: console, interactor: interactor, router: router, isDryRun: isDryRun,
            asksBeforeImporting: asksBeforeImporting, rulesFolder: rulesFolder)
        presenter.display = scene
        return scene
    }

    private func transactions(account: Account) -> any Scene {
        let presenter = TransactionsPresenter(formatting: formatting, pageMemo: transactionPages)
        let interactor = TransactionsInteractor(
            account: account, presenter: presenter, worker: worker, calendar: calendar, reads: transactionReads)
        let router = TransactionsRouter(scenes: SceneBuilder(make), navigator: navigator, dataStore: interactor)
        let scene = TransactionsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    private func transactionDetail(transaction: Transaction, account: Account) -> any Scene {
        let presenter = TransactionDetailPresenter(formatting: formatting)
        let interactor = TransactionDetailInteractor(
            transaction: transaction, account: account, presenter: presenter, worker: worker)
        let router = TransactionDetailRouter(navigator: navigator)
        let scene = TransactionDetailViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    private func undo() -> any Scene {
        let presenter = UndoPresenter()
        let interactor = UndoInteractor(presenter: presenter, worker: worker)
        let scene = UndoViewController(
            console: console, interactor: interactor, router: UndoRouter(navigator: navigator))
        presenter.display = scene
        return scene
    }

    private func transfer(source: Account?, delegate: (any TransferDelegate)?) -> any Scene {
        let presenter = TransferPresenter(formatting: formatting)
        let interactor = TransferInteractor(
            draft: TransferDraft(source: source), delegate: delegate, presenter: presenter, worker: worker,
            clock: clock, requestKeys: requestKeys)
        let router = TransferRouter(navigator: navigator)
        let scene = TransferViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    private func record(_ draft: RecordDraft, line: [Record.UpdateDraft.Change]) -> any Scene {
        let presenter = RecordPresenter(formatting: formatting)
        let interactor = RecordInteractor(
            draft: draft, presenter: presenter, worker: worker, calendar: calendar, requestKeys: requestKeys)
        let router = RecordRouter(navigator: navigator)
        let scene = RecordViewController(console: console, interactor: interactor, router: router, opening: line)
        presenter.display = scene
        return scene
    }

    private func cards() -> any Scene {
        let presenter = CardsPresenter(formatting: formatting)
        let interactor = CardsInteractor(presenter: presenter, worker: worker, calendar: calendar)
        let router = CardsRouter(navigator: navigator)
        let scene = CardsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    private func insights(account: Account?) -> any Scene {
        let presenter = InsightsPresenter(formatting: formatting)
        let interactor = InsightsInteractor(
            account: account, presenter: presenter, worker: worker, calendar: calendar)
        let router = InsightsRouter(navigator: navigator)
        let scene = InsightsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    private func search(_ text: String) -> any Scene {
        let presenter = SearchPresenter(formatting: formatting)
        let interactor = SearchInteractor(presenter: presenter, worker: worker)
        let router = SearchRouter(scenes: SceneBuilder(make), navigator: navigator, dataStore: interactor)
        let scene = SearchViewController(console: console, interactor: interactor, router: router, text: text)
        presenter.display = scene
        return scene
    }

    private func categories() -> any Scene {
        let presenter = CategoriesPresenter(formatting: formatting)
        let interactor = CategoriesInteractor(presenter: presenter, worker: worker, calendar: calendar)
        let router = CategoriesRouter(navigator: navigator)
        let scene = CategoriesViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }

    private func settingsScene(surface: Settings.Surface = .session) -> SettingsViewController {
        let presenter = SettingsPresenter(formatting: formatting, surface: surface)
        let interactor = SettingsInteractor(presenter: presenter, worker: worker)
        let router = SettingsRouter(navigator: navigator)
        let scene = SettingsViewController(console: console, interactor: interactor, router: router)
        presenter.display = scene
        return scene
    }
}
