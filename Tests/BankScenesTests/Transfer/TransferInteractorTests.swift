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

    /// The keys the interactor draws from, and the same sequence to know what it drew.
    private let keys = RequestKeys.seeded(7)
    private let expectedKeys = RequestKeys.seeded(7)

    init() {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchBankIdentityResult = .success(Fixtures.bank)
    }

    private func makeInteractor(source: Account? = nil) -> TransferInteractor {
        TransferInteractor(
            draft: TransferDraft(source: source), delegate: delegate, presenter: presenter, worker: worker,
            clock: fixedClock, requestKeys: keys)
    }

    private func update(_ sut: TransferInteractor, _ changes: Transfer.UpdateDraft.Change...) async {
        for change in changes {
            await sut.updateDraft(.init(change: change))
        }
    }

    /// Every error shown, refusals of a piece included, in order.
    private var errors: [String] {
        presenter.calls.compactMap { call in
            switch call {
            case .presentError(let error): error.message
            case .presentRefusal(let error, _): error.message
            default: nil
            }
        }
    }

    private func amount(_ minor: Int64, _ currency: String? = nil) -> Transfer.UpdateDraft.Change {
        .amount(WrittenAmount(significand: minor, decimals: 2, currency: currency))
    }

    @Test func showDraft_listsTheAccountsAndKeepsAPresetSource() async {
        let sut = makeInteractor(source: Fixtures.everyday)

        await sut.showDraft()

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
        await sut.showDraft()

        await update(
            sut, .source(ListPick(position: 1)), .destination(ListPick(position: 2)), amount(50_00), .memo("Holiday"))

        #expect(
            sut.draft
                == TransferDraft(source: Fixtures.everyday, destination: Fixtures.savings, amount: 50, memo: "Holiday"))
        #expect(presenter.calls.count == 5)
        #expect(sut.draft.missing.isEmpty)
    }

    @Test func eachPiece_isCheckedAsSoonAsItCanBe() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()

        await update(
            sut, .destination(ListPick(position: 1)), amount(6_000_00), .destination(ListPick(position: 3)),
            .source(ListPick(position: 3)),
            .destination(ListPick(position: 2)), .source(ListPick(position: 3)), amount(375_971)
        )

        #expect(
            errors == [
                "the source and destination are the same account",
                "insufficient funds: $5,432.50 available",
                "the source and destination are the same account",
                "that would pass the credit limit: $3,759.70 available",
            ])
        // Only the refused `from 3` had a value to clear: Everyday, which is not kept in its place.
        #expect(presenter.presentRefusalArguments.map(\.cleared) == [nil, nil, .source, nil])
        #expect(sut.draft == TransferDraft(source: Fixtures.visa, destination: Fixtures.savings))
    }

    @Test func anAmountBeyondTheBound_isRefusedByTheInteractor_withoutAnyViewController() async {
        // Given a draft from the savings account, called directly as a script's lines would be
        let sut = makeInteractor(source: Fixtures.savings)
        await sut.showDraft()

        // When an amount one cent beyond the bound arrives
        await update(sut, amount(MoneyBounds.maximumMinor + 1))

        // Then the bound's rule refuses it and nothing is kept
        #expect(errors == [BankError.amountTooLarge(maximum: MoneyBounds.maximum).errorDescription ?? ""])
        #expect(sut.draft.amount == nil)
    }

    @Test func aRefusedPiece_isCleared_neverLeftAtItsOlderValue() async {
        // Given a complete draft
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()
        await update(sut, .destination(ListPick(position: 2)), amount(50_00), .memo("Rent"))

        // When the amount, the source and the destination are each changed to a refused value
        await update(sut, amount(6_000_00), .source(ListPick(position: 2)), .memo(String(repeating: "x", count: 201)))

        // Then each is cleared, and confirm sends nothing
        #expect(presenter.presentRefusalArguments.map(\.cleared) == [.amount, .source, .memo])
        #expect(sut.draft == TransferDraft(destination: Fixtures.savings))
        await sut.confirm()
        #expect(worker.transferArguments.isEmpty)
        #expect(errors.last == "the transfer still needs: from, amount")
    }

    @Test func forget_clearsThePieceARefusedLineWouldHaveSet_andSaysWhetherItHeldOne() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await update(sut, amount(50_00))

        let refusal = ErrorViewModel(message: "AMOUNT is not an amount")
        await sut.forget(.init(field: .amount, refusal: refusal))
        await sut.forget(.init(field: .amount, refusal: refusal))

        #expect(sut.draft.amount == nil)
        #expect(
            presenter.presentForgottenArguments == [
                .init(cleared: .amount, refusal: refusal), .init(cleared: nil, refusal: refusal),
            ])
    }

    @Test func anAmountInAnotherCurrencyThanTheAccounts_isRefused() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()

        await update(sut, amount(5_00, "EUR"), amount(5_00, "USD"))

        #expect(errors == ["the amount is in EUR, but Everyday is in USD"])
        #expect(sut.draft.amount == 5)
    }

    @Test func aMemo_isCleanedOfControlCharacters() async {
        let sut = makeInteractor(source: Fixtures.everyday)

        await update(sut, .memo("\u{1B}[31mRent\u{1B}[0m"))

        #expect(sut.draft.memo == "Rent")
    }

    @Test func positionsNotInTheList_areRefused() async {
        let sut = makeInteractor()
        await sut.showDraft()

        await update(sut, .source(ListPick(position: 9)))

        #expect(errors == ["there is no entry 9; the list has 3"])
    }

    @Test func reviewAndConfirm_withPiecesMissing_sayWhichAndChangeNothing() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()

        await sut.review()
        await sut.confirm()

        #expect(errors == ["the transfer still needs: to, amount", "the transfer still needs: to, amount"])
        #expect(sut.draft.missing == [.destination, .amount])
        #expect(worker.transferArguments.isEmpty)
        #expect(delegate.calls.isEmpty)
    }

    @Test func review_presentsTheOrderWithTheDefaultMemo_andDrawsNoKeyOfTheSessions() async {
        worker.transferResult = .success(Fixtures.receipt)
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()
        await update(sut, .destination(ListPick(position: 2)), amount(50_00))

        await sut.review()
        guard case .presentReview(let review) = presenter.calls.last else {
            Issue.record("no review: \(presenter.calls)")
            return
        }
        await sut.confirm()

        // The order reviewed is the draft's, and the one sent carries the session's first key
        #expect(review.source == Fixtures.everyday && review.destination == Fixtures.savings)
        #expect(
            review.order
                == TransferOrder(
                    sourceID: 1, destinationID: 2, amount: 50, memo: "Transfer", date: fixedNow, key: review.order.key))
        #expect(worker.transferArguments.map(\.key) == [expectedKeys.next()])
    }

    @Test func confirm_sendsTheOrderTellsTheDelegateOnceAndFinishes() async {
        worker.transferResult = .success(Fixtures.receipt)
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()
        await update(sut, .destination(ListPick(position: 2)), amount(50_00), .memo("Savings"))

        await sut.confirm()
        sut.leave()

        #expect(
            worker.transferArguments == [
                TransferOrder(
                    sourceID: 1, destinationID: 2, amount: 50, memo: "Savings", date: fixedNow,
                    key: expectedKeys.next())
            ]
        )
        #expect(delegate.calls == [.transferDidFinish(.completed(Fixtures.receipt))])
        #expect(presenter.calls.last == .presentFinished(.init(result: .completed(Fixtures.receipt))))
    }

    @Test func confirm_whenTheStoreRefuses_staysAndTellsNobody() async {
        worker.transferResult = .failure(BankError.insufficientFunds(available: 10, currency: "USD"))
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()
        await update(sut, .destination(ListPick(position: 2)), amount(50_00))

        await sut.confirm()

        #expect(errors == ["insufficient funds: $10.00 available"])
        #expect(delegate.calls.isEmpty)
    }

    @Test func confirm_rechecksWithFreshBalances() async {
        let sut = makeInteractor(source: Fixtures.everyday)
        await sut.showDraft()
        await update(sut, .destination(ListPick(position: 2)), amount(5_000_00))
        let poorer = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE", currency: "USD", balance: 100)
        worker.fetchAccountsResult = .success([poorer, Fixtures.savings, Fixtures.visa])

        await sut.confirm()

        #expect(errors == ["insufficient funds: $100.00 available"])
        #expect(worker.transferArguments.isEmpty)
    }

    @Test func cancelOrLeaving_tellsTheDelegateCancelledOnce() async {
        let cancelling = makeInteractor()
        await cancelling.cancel()
        cancelling.leave()
        let leaving = makeInteractor()
        leaving.leave()

        #expect(delegate.calls == [.transferDidFinish(.cancelled), .transferDidFinish(.cancelled)])
        #expect(presenter.calls == [.presentFinished(.init(result: .cancelled))])
    }

    @Test func showDraft_whenTheAccountsCannotBeRead_saysSoAndTheFlowLeaves_cancellingNothing() async {
        // Given a bank whose accounts cannot be read
        worker.fetchAccountsResult = .failure(storeFailure)
        let sut = makeInteractor()

        // When the flow starts, and leaves
        await sut.showDraft()
        sut.leave()

        // Then it says why, and the scene that opened it hears of no cancelled transfer
        #expect(presenter.calls == [.presentUnavailable(ErrorViewModel(storeFailure))])
        #expect(delegate.calls.isEmpty)
    }

    // MARK: - What the draft names

    /// A draft of $50.00 from Everyday to Rainy day, ready to send.
    private func readyDraft() async -> TransferInteractor {
        worker.transferResult = .success(Fixtures.receipt)
        let sut = makeInteractor()
        await sut.showDraft()
        await update(sut, .source(ListPick(position: 1)), .destination(ListPick(position: 2)), amount(50_00))
        return sut
    }

    @Test func confirmAfterTheBankWasReplaced_sendsNothing_clearsEveryPiece_andShowsTheDraftAgain() async {
        // Given a ready draft, and a restore of another bank since (same ids, other accounts)
        let sut = await readyDraft()
        let kids = Account(
            id: 1, name: "Kids", type: .savings, number: "9", iban: nil, currency: "USD", balance: 900)
        let mortgage = Account(
            id: 2, name: "Mortgage", type: .checking, number: "8", iban: nil, currency: "USD", balance: 9)
        worker.fetchBankIdentityResult = .success(BankIdentity(id: "bank-2", generation: "restored"))
        worker.fetchAccountsResult = .success([kids, mortgage])

        // When it is confirmed
        await sut.confirm()

        // Then nothing moved, the draft is empty, and the accounts of the restored bank are shown
        #expect(worker.transferArguments.isEmpty && delegate.calls.isEmpty)
        #expect(sut.draft == TransferDraft())
        #expect(
            Array(presenter.calls.suffix(2)) == [
                .presentDraft(
                    .init(
                        draft: TransferDraft(), accounts: [kids, mortgage], showsBalances: true,
                        includesAccounts: true)),
                .presentRefusal(error: ErrorViewModel(TransferFlowError.bankReplaced), cleared: nil),
            ])
    }

    @Test(arguments: [
        (
            Account(id: 2, name: "Kids", type: .savings, number: "1234567891", iban: nil, currency: "USD", balance: 1),
            DraftAccountChange.renamed("Rainy day", to: "Kids")
        ),
        (
            Account(
                id: 2, name: "Rainy day", type: .savings, number: "1234567891", iban: nil, currency: "USD",
                balanceMinor: 0, isClosed: true),
            .closed("Rainy day")
        ),
        (
            Account(
                id: 2, name: "Rainy day", type: .savings, number: "1234567891", iban: nil, currency: "USD",
                balanceMinor: 0, owner: "ann", access: .shared(.view)),
            .reshared("Rainy day")
        ),
    ])
    func confirmAfterAnAccountOfTheDraftChanged_sendsNothing_andClearsThatPiece(
        changed: Account, change: DraftAccountChange
    ) async {
        // Given a ready draft, and its destination changed by another session since
        let sut = await readyDraft()
        worker.fetchAccountsResult = .success([Fixtures.everyday, changed, Fixtures.visa])

        // When it is reviewed and confirmed
        await sut.review()
        await sut.confirm()

        // Then nothing moved, the destination is cleared, and the refusal says what changed
        #expect(worker.transferArguments.isEmpty)
        #expect(sut.draft == TransferDraft(source: Fixtures.everyday, amount: 50))
        #expect(
            presenter.presentRefusalArguments.map(\.error) == [
                ErrorViewModel(TransferFlowError.accountChanged(.destination, change))
            ])
        #expect(presenter.calls.last == .presentError(ErrorViewModel(TransferFlowError.missing([.destination]))))
    }

    @Test func aNumberTypedAfterTheListChanged_isRefused_andTheListShownAgain() async {
        // Given the list shown, then an account closed by another session
        let sut = makeInteractor()
        await sut.showDraft()
        worker.fetchAccountsResult = .success([Fixtures.everyday, Fixtures.visa])

        // When a number is typed against the list shown
        await update(sut, .source(ListPick(position: 2)))

        // Then it is refused: 2 was Rainy day, and the list as it is now is shown first
        #expect(sut.draft.source == nil)
        #expect(
            Array(presenter.calls.suffix(2)) == [
                .presentDraft(
                    .init(
                        draft: TransferDraft(), accounts: [Fixtures.everyday, Fixtures.visa], showsBalances: true,
                        includesAccounts: true)),
                .presentRefusal(
                    error: ErrorViewModel(ListChangedError(position: 2, shownName: "Rainy day")), cleared: nil),
            ])

        // And the same number now means the list just shown
        await update(sut, .source(ListPick(position: 2)))
        #expect(sut.draft.source == Fixtures.visa)
    }
}
