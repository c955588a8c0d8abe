import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// The bank's categories, suggested with their kinds wherever a command names one: each layer of
/// the three scenes that read them (`filter category`, a record's `category`, a row's
/// `category`), and the use case they share.
@MainActor
@Suite("Category suggestions")
struct CategorySuggestionTests {
    private static let book = CategoryBook(definitions: [
        CategoryDefinition(.groceries, kind: .spending), CategoryDefinition(.salary, kind: .income),
        CategoryDefinition(TransactionCategory(rawValue: "gifts") ?? .other, kind: .spending),
    ])
    private static let choices = CategoryChoices.ViewModel(
        names: ["groceries", "salary", "gifts"], kinds: ["spending", "income", "spending"])
    private let storeFailure = BankError.storage(StorageFault(.diskFailed, during: .reading))

    // MARK: - Shared Use Case

    @Test func viewModel_namesEachCategoryWithItsKind_inTheBooksOrder() {
        let viewModel = CategoryChoices.viewModel(.init(definitions: Self.book.definitions))

        #expect(viewModel == Self.choices)
    }

    @Test func aBankThatCannotBeRead_suggestsNothing() async {
        let response = await CategoryChoices.response(reading: { throw storeFailure })

        #expect(response.definitions.isEmpty)
    }

    // MARK: - Transactions

    @Test func transactions_interactorReadsTheBook_presenterNamesIt_viewSuggestsItForFilterCategory() async {
        // Given
        let worker = TransactionsWorkingLogicSpy()
        worker.fetchCategoryBookResult = .success(Self.book)
        let presenter = TransactionsPresentationLogicSpy()
        let interactor = TransactionsInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)

        // When
        await interactor.loadCategoryChoices()

        // Then
        #expect(presenter.calls == [.presentCategoryChoices(.init(definitions: Self.book.definitions))])

        let display = TransactionsDisplayLogicSpy()
        let sut = TransactionsPresenter(formatting: formatting)
        sut.display = display
        sut.presentCategoryChoices(.init(definitions: Self.book.definitions))
        #expect(display.calls == [.displayCategoryChoices(Self.choices)])
    }

    @Test func transactions_viewController_loadsOnlyWhenAsked_andSuggestsWhatItWasGiven() async {
        let interactor = TransactionsBusinessLogicSpy()
        let console = CapturingConsole(width: 70)
        let sut = TransactionsViewController(
            console: console, interactor: interactor, router: TransactionsRoutingLogicSpy())

        await sut.loadSuggestions()
        sut.displayCategoryChoices(Self.choices)

        #expect(interactor.calls == [.loadCategoryChoices])
        #expect(sut.choices(for: TransactionsViewController.categories) == ["groceries", "salary", "gifts"])
        #expect(sut.choiceDescriptions(for: TransactionsViewController.categories) == Self.choices.kinds)
        #expect(console.output.isEmpty)
    }

    // MARK: - Record

    @Test func record_interactorReadsTheBook_presenterNamesIt_viewSuggestsIt() async {
        let worker = RecordWorkingLogicSpy()
        worker.fetchCategoryBookResult = .success(Self.book)
        let presenter = RecordPresentationLogicSpy()
        let interactor = RecordInteractor(
            draft: RecordDraft(kind: .spend, account: nil), presenter: presenter, worker: worker,
            calendar: calendar, requestKeys: .seeded(1))

        await interactor.loadCategoryChoices()

        #expect(presenter.calls == [.presentCategoryChoices(.init(definitions: Self.book.definitions))])
        let display = RecordDisplayLogicSpy()
        let sut = RecordPresenter(formatting: formatting)
        sut.display = display
        sut.presentCategoryChoices(.init(definitions: Self.book.definitions))
        #expect(display.calls == [.displayCategoryChoices(Self.choices)])
    }

    @Test func record_viewController_suggestsCategories_besideItsAccounts() async {
        let interactor = RecordBusinessLogicSpy()
        let sut = RecordViewController(
            console: CapturingConsole(width: 70), interactor: interactor, router: RecordRoutingLogicSpy(), opening: [])

        await sut.loadSuggestions()
        sut.displayCategoryChoices(Self.choices)

        #expect(interactor.calls == [.loadCategoryChoices])
        #expect(sut.choices(for: RecordViewController.categories) == Self.choices.names)
        #expect(sut.choiceDescriptions(for: RecordViewController.categories) == Self.choices.kinds)
    }

    // MARK: - Transaction Detail

    @Test func transactionDetail_interactorReadsTheBook_presenterNamesIt_viewSuggestsIt() async {
        let worker = TransactionDetailWorkingLogicSpy()
        worker.fetchCategoryBookResult = .failure(storeFailure)
        let presenter = TransactionDetailPresentationLogicSpy()
        let interactor = TransactionDetailInteractor(
            transaction: Fixtures.salary, account: Fixtures.everyday, presenter: presenter, worker: worker)

        // When the bank cannot be read, there is nothing to suggest, and no error is shown
        await interactor.loadCategoryChoices()

        #expect(presenter.calls == [.presentCategoryChoices(.init(definitions: []))])
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display
        sut.presentCategoryChoices(.init(definitions: Self.book.definitions))
        #expect(display.calls == [.displayCategoryChoices(Self.choices)])
    }

    @Test func transactionDetail_viewController_suggestsCategoriesForCategory() async {
        let interactor = TransactionDetailBusinessLogicSpy()
        let sut = TransactionDetailViewController(
            console: CapturingConsole(width: 70), interactor: interactor, router: TransactionDetailRoutingLogicSpy())

        await sut.loadSuggestions()
        sut.displayCategoryChoices(Self.choices)

        #expect(interactor.calls == [.loadCategoryChoices])
        #expect(sut.choices(for: TransactionDetailViewController.categories) == Self.choices.names)
        #expect(sut.choiceDescriptions(for: TransactionDetailViewController.categories) == Self.choices.kinds)
    }
}
