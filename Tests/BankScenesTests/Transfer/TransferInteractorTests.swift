import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transfer interactor")
struct TransferInteractorTests {
    private let presenter = TransferPresentationLogicSpy()
    private let worker = TransferWorkingLogicSpy()
    private let delegate = TransferDelegateSpy()

    init() {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
    }

    private func makeInteractor(source: Account? = nil) -> TransferInteractor {
        TransferInteractor(
            draft: TransferDraft(source: source), delegate: delegate, presenter: presenter, worker: worker,
            clock: fixedClock)
    }

    private func update(_ sut: TransferInteractor, _ changes: Transfer.UpdateDraft.Change...) async {
        for change in changes {
            await sut.updateDraft(.init(change: change))
        }
    }

    private var errors: [String] {
        presenter.presentErrorArguments.map(\.message)
    }

    @Test func showDraft_listsTheAccountsAndKeepsAPresetSource() async {
        let sut = makeInteractor(source: Fixtures.everyday)

        await sut.showDraft(.init())

        #expect(
            presenter.calls == [
                .presentDraft(
                    .init(
                        draft: TransferDraft(source: Fixtures.everyday),
                        accounts: Fixtures.accounts,
                        showsBalances: true,
                        includesAccounts: true
                    ))
            ])
    }

    @Test func collectingEveryPiece_showsTheDraftEachTime() async {
        let sut = makeInteractor()
        await sut.showDraft(.init())

        await update(sut, .source(position: 1), .destination(position: 2), .amount(50), .memo("Holiday"))

        #expect(
            sut.draft
                == TransferDraft(source: Fixtures.everyday, destination: Fixtures.savings, amount: 50, memo: "Holiday"))
        #expect(presenter.calls.count == 5)
        #expect(sut.draft.missing.isEmpty)
    }

    @Test func eachPiece_isCheckedAsSoonAsItCanBe() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft(.init())

        await update(
            sut, .destination(position: 1), .amount(6_000), .destination(position: 3), .source(position: 3),
            .destination(position: 2), .source(position: 3), .amount(Decimal(string: "3759.71") ?? 0)
        )

        #expect(
            errors == [
                "the source and destination are the same account",
                "insufficient funds: $5,432.50 available",
                "the source and destination are the same account",
                "that would pass the credit limit: $3,759.70 available",
            ])
        #expect(sut.draft == TransferDraft(source: Fixtures.visa, destination: Fixtures.savings))
    }

    @Test func positionsNotInTheList_areRefused() async {
        let sut = makeInteractor()
        await sut.showDraft(.init())

        await update(sut, .source(position: 9))

        #expect(errors == ["there is no entry 9; the list has 3"])
    }

    @Test func reviewAndConfirm_withPiecesMissing_sayWhichAndChangeNothing() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft(.init())

        await sut.review(.init())
        await sut.confirm(.init())

        #expect(errors == ["the transfer still needs: to, amount", "the transfer still needs: to, amount"])
        #expect(worker.transferArguments.isEmpty)
        #expect(delegate.calls.isEmpty)
    }

    @Test func review_presentsTheOrderWithTheDefaultMemo() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft(.init())
        await update(sut, .destination(position: 2), .amount(50))

        await sut.review(.init())

        #expect(
            presenter.calls.last
                == .presentReview(
                    .init(
                        order: TransferOrder(
                            sourceID: 1, destinationID: 2, amount: 50, memo: "Transfer", date: fixedNow),
                        source: Fixtures.everyday,
                        destination: Fixtures.savings
                    )))
    }

    @Test func confirm_sendsTheOrderTellsTheDelegateOnceAndFinishes() async {
        worker.transferResult = .success(Fixtures.receipt)
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft(.init())
        await update(sut, .destination(position: 2), .amount(50), .memo("Savings"))

        await sut.confirm(.init())
        sut.leave()

        #expect(
            worker.transferArguments == [
                TransferOrder(sourceID: 1, destinationID: 2, amount: 50, memo: "Savings", date: fixedNow)
            ]
        )
        #expect(delegate.calls == [.transferDidFinish(.completed(Fixtures.receipt))])
        #expect(presenter.calls.last == .presentFinished(.init(result: .completed(Fixtures.receipt))))
    }

    @Test func confirm_whenTheStoreRefuses_staysAndTellsNobody() async {
        worker.transferResult = .failure(BankError.insufficientFunds(available: 10, currency: "USD"))
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft(.init())
        await update(sut, .destination(position: 2), .amount(50))

        await sut.confirm(.init())

        #expect(errors == ["insufficient funds: $10.00 available"])
        #expect(delegate.calls.isEmpty)
    }

    @Test func confirm_rechecksWithFreshBalances() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft(.init())
        await update(sut, .destination(position: 2), .amount(5_000))
        let poorer = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE", currency: "USD", balance: 100)
        worker.fetchAccountsResult = .success([poorer, Fixtures.savings, Fixtures.visa])

        await sut.confirm(.init())

        #expect(errors == ["insufficient funds: $100.00 available"])
        #expect(worker.transferArguments.isEmpty)
    }

    @Test func cancelOrLeaving_tellsTheDelegateCancelledOnce() async {
        let cancelling = makeInteractor()
        await cancelling.cancel(.init())
        cancelling.leave()
        let leaving = makeInteractor()
        leaving.leave()

        #expect(delegate.calls == [.transferDidFinish(.cancelled), .transferDidFinish(.cancelled)])
        #expect(presenter.calls == [.presentFinished(.init(result: .cancelled))])
    }

    @Test func showDraft_whenTheStoreFails_presentsError() async {
        worker.fetchAccountsResult = .failure(storeFailure)

        await makeInteractor().showDraft(.init())

        #expect(errors == ["the disk failed to read or write: nothing was changed"])
    }
}
