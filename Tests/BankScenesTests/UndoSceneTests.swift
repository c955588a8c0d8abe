import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `undo` from Home, an account or a list: the undo scene, layer by layer.
@MainActor
@Suite("Undo scene")
struct UndoSceneTests {
    private let recategorised = LedgerCorrection(
        id: 7, transactionID: 12, kind: .category, before: "dining", after: "groceries", author: .you,
        date: fixedNow, isUndone: false)

    // MARK: - Interactor

    @Test func theNewestChange_isShown_andConfirmTakesBackThatOne() async {
        // Given a session whose newest change is a recategorisation
        let presenter = UndoPresentationLogicSpy()
        let worker = UndoWorkingLogicSpy()
        worker.fetchLastUndoableResult = .success(recategorised)
        worker.undoResult = .success(CorrectionReceipt(correction: recategorised, transactions: [], accounts: []))
        let sut = UndoInteractor(presenter: presenter, worker: worker)

        // When it is reviewed, then confirmed
        await sut.review()
        await sut.confirm()

        // Then that change, by its identifier, was taken back, and the flow finished
        #expect(worker.undoArguments == [7])
        #expect(
            presenter.calls == [
                .presentReview(.init(correction: recategorised)),
                .presentFinish(.init(correction: recategorised, isUndone: true)),
            ])
    }

    @Test func nothingToUndo_isUnavailable_andCancelLeavesTheChange() async {
        // Given a session that changed nothing, and one that changed something
        let presenter = UndoPresentationLogicSpy()
        let worker = UndoWorkingLogicSpy()
        worker.fetchLastUndoableResult = .success(nil)
        let sut = UndoInteractor(presenter: presenter, worker: worker)
        await sut.review()
        worker.fetchLastUndoableResult = .success(recategorised)
        let other = UndoInteractor(presenter: presenter, worker: worker)

        // When the second is reviewed and cancelled
        await other.review()
        await other.cancel()

        // Then the first said there is nothing, and the second left its change
        #expect(
            presenter.calls == [
                .presentUnavailable(ErrorViewModel(BankError.cannotCorrect(.nothingToUndo))),
                .presentReview(.init(correction: recategorised)),
                .presentFinish(.init(correction: recategorised, isUndone: false)),
            ])
        #expect(worker.undoArguments.isEmpty)
    }

    @Test func anUndoTheStoreRefuses_isAnError_andTheChangeStaysShown() async {
        let presenter = UndoPresentationLogicSpy()
        let worker = UndoWorkingLogicSpy()
        worker.fetchLastUndoableResult = .success(recategorised)
        worker.undoResult = .failure(BankError.cannotCorrect(.changedSince))
        let sut = UndoInteractor(presenter: presenter, worker: worker)

        await sut.review()
        await sut.confirm()

        #expect(presenter.calls.last == .presentError(ErrorViewModel(BankError.cannotCorrect(.changedSince))))
        #expect(sut.reviewed == recategorised)
    }

    // MARK: - Presenter

    @Test func theChange_isWorded_asTheRowsHistoryWordsIt() {
        let display = UndoDisplayLogicSpy()
        let sut = UndoPresenter()
        sut.display = display

        sut.presentReview(.init(correction: recategorised))
        sut.presentFinish(.init(correction: recategorised, isUndone: true))
        sut.presentFinish(.init(correction: recategorised, isUndone: false))

        #expect(
            display.calls == [
                .displayReview(
                    .init(
                        message:
                            "Undo: category dining → groceries. Type 'confirm' to take it back, or 'cancel' to leave it."
                    )),
                .displayFinish(.init(message: "Undone: category dining → groceries.", isUndone: true)),
                .displayFinish(.init(message: "Left as it is: category dining → groceries.", isUndone: false)),
            ])
    }

    // MARK: - View Controller

    @Test func confirmAndCancel_reachTheInteractor_andAFinishGoesBack() async throws {
        // Given the scene
        let interactor = UndoBusinessLogicSpy()
        let router = UndoRoutingLogicSpy()
        let console = CapturingConsole(width: 80)
        let sut = UndoViewController(console: console, interactor: interactor, router: router)

        // When it loads, and each command is typed, and the flow finishes
        await sut.sceneDidLoad()
        await sut.handle(try sut.commands.command(for: "confirm"))
        await sut.handle(try sut.commands.command(for: "cancel"))
        sut.displayFinish(.init(message: "Undone: category dining → groceries.", isUndone: true))

        // Then the interactor was asked, the message shown, and the scene left
        #expect(interactor.calls == [.review, .confirm, .cancel])
        #expect(console.output.contains("Undone: category dining → groceries."))
        #expect(router.calls == [.routeBackToOrigin])
    }

    @Test func nothingToUndo_isAnError_andGoesBack() {
        let router = UndoRoutingLogicSpy()
        let console = CapturingConsole(width: 80)
        let sut = UndoViewController(console: console, interactor: UndoBusinessLogicSpy(), router: router)

        sut.displayUnavailable(ErrorViewModel(BankError.cannotCorrect(.nothingToUndo)))

        #expect(console.reportedErrors.map(\.message) == ["this session has changed nothing that can be undone"])
        #expect(router.calls == [.routeBackToOrigin])
    }

    // MARK: - Router

    @Test func theRouter_goesBackToWhereUndoWasTyped() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Undo")])
        let sut = UndoRouter(navigator: navigator)

        try sut.routeBackToOrigin()

        #expect(navigator.breadcrumb == ["Home"])
    }

    // MARK: - Worker

    @Test func theWorker_findsTheSessionsNewestChange_andTakesItBack() async throws {
        // Given a coffee recorded in this session
        let bank = try InMemoryBank()
        let sut = UndoWorker(stores: bank.stores)
        let coffee = try await bank.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 450, payee: "Cafe", category: .dining, day: fixedToday,
                memo: "Coffee"))

        // When the newest change is found and taken back
        let last = try #require(try await sut.fetchLastUndoable())
        _ = try await sut.undo(last.id)

        // Then it was the record, and nothing is left to undo
        #expect(last.kind == .record && last.transactionID == coffee.transaction.id)
        #expect(try await sut.fetchLastUndoable() == nil)
    }
}
