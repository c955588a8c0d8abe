import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Record interactor")
final class RecordInteractorTests {
    private let presenter = RecordPresentationLogicSpy()
    private let worker = RecordWorkingLogicSpy()
    private let storeFailure = BankError.storage(StorageFault(.diskFailed, during: .reading))
    /// How many presenter calls came before the step a test looks at.
    private var mark = 0

    /// The presenter's calls since ``mark``.
    private var callsSinceMark: [RecordPresentationLogicSpy.Call] {
        Array(presenter.calls.dropFirst(mark))
    }

    init() {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchBankIdentityResult = .success(Fixtures.bank)
        worker.fetchCategoryBookResult = .success(.defaults)
    }

    private func makeInteractor(_ kind: RecordKind = .spend, account: Account? = nil) -> RecordInteractor {
        RecordInteractor(
            draft: RecordDraft(kind: kind, account: account), presenter: presenter, worker: worker,
            calendar: calendar, requestKeys: .seeded(1))
    }

    private func amount(_ minor: Int64) -> Record.UpdateDraft.Change {
        .amount(WrittenAmount(significand: minor, decimals: 2))
    }

    /// A draft of $4.50 spent from Everyday at Coffee Corner, ready to record.
    private func readyDraft() async -> RecordInteractor {
        let sut = makeInteractor()
        await sut.showDraft(.init(changes: [.account(ListPick(position: 1)), amount(450), .payee("Coffee Corner")]))
        mark = presenter.calls.count
        return sut
    }

    /// Every refusal shown, in order.
    private var refusals: [String] {
        presenter.calls.compactMap { call in
            switch call {
            case .presentRefusal(let error, _, _): error.message
            case .presentError(let error): error.message
            default: nil
            }
        }
    }

    // MARK: - Showing

    @Test func showDraft_appliesTheOneLineForm_thenShowsTheDraftWithTheAccountsOnce() async {
        // Given a spend begun with its pieces on one line
        let sut = makeInteractor()

        // When it is shown
        await sut.showDraft(
            .init(changes: [amount(450), .payee("Coffee Corner"), .accountNamed("every"), .category(.dining)]))

        // Then one draft is shown, with the accounts and every piece, and nothing is refused
        var expected = RecordDraft(kind: .spend)
        expected.account = Fixtures.everyday
        expected.amount = WrittenAmount(significand: 450, decimals: 2)
        expected.payee = "Coffee Corner"
        expected.category = .dining
        #expect(
            presenter.calls == [
                .presentDraft(
                    .init(
                        draft: expected, accounts: Fixtures.accounts, showsBalances: true, includesAccounts: true,
                        today: fixedToday, book: .defaults))
            ])
        #expect(sut.draft.memoToRecord == "Coffee Corner" && sut.draft.missing.isEmpty)
    }

    @Test func aLineWithAPieceTheRulesRefuse_beginsNothing_andSaysTheFirstReason() async {
        let sut = makeInteractor(.receive)

        await sut.showDraft(
            .init(changes: [amount(250_000), .category(.transfer), .payee("Acme"), .accountNamed("Nowhere")]))

        #expect(
            presenter.calls == [
                .presentLineRefused(ErrorViewModel(BankError.notRecordable(.transfer)))
            ])
    }

    @Test func aPieceRefusedInTheFlow_isClearedAndSaid_andTheOthersAreKept() async {
        let sut = await readyDraft()

        await sut.updateDraft(.init(changes: [.category(.opening), .memo("Lunch")]))

        #expect(sut.draft.category == nil && sut.draft.memo == "Lunch" && sut.draft.payee == "Coffee Corner")
        #expect(refusals == ["an opening balance is given when the account is opened, so it is not recorded"])
    }

    @Test func whenTheAccountsCannotBeRead_theFlowSaysSoAndLeaves() async {
        worker.fetchAccountsResult = .failure(storeFailure)

        await makeInteractor().showDraft(.init(changes: [amount(450)]))

        #expect(presenter.calls == [.presentUnavailable(ErrorViewModel(storeFailure))])
    }

    // MARK: - Pieces

    @Test(arguments: [
        (Record.UpdateDraft.Change.day(CalendarDay(year: 2026, month: 1, day: 16)), "2026-01-16 has not begun yet"),
        (.amount(WrittenAmount(significand: 0)), "the amount must be more than zero"),
        (.amount(WrittenAmount(significand: 1, decimals: 3)), "'0.001' has more than 2 decimal places"),
        (.payee("   "), "the payee is empty"),
    ])
    func aPieceTheRulesRefuse_isClearedAndNothingElseChanges(change: Record.UpdateDraft.Change, reason: String) async {
        let sut = await readyDraft()
        let before = sut.draft

        await sut.updateDraft(.init(changes: [change]))

        #expect(refusals.count == 1 && refusals.first?.hasPrefix(reason) == true, "\(refusals)")
        #expect(sut.draft == before.clearing(change.field))
        #expect(worker.calls.allSatisfy { if case .record = $0 { false } else { true } })
    }

    @Test func spendingMoreThanIsAvailable_isRefusedAsTheAmountIsGiven() async {
        let sut = makeInteractor(account: Fixtures.everyday)
        await sut.showDraft(.init(changes: []))

        await sut.updateDraft(.init(changes: [amount(543_251)]))

        #expect(refusals.first?.hasPrefix("insufficient funds: $5,432.50 available") == true, "\(refusals)")
        #expect(sut.draft.amount == nil)
    }

    // MARK: - Review and confirm

    @Test func confirm_recordsTheOrderAsReviewed_onTodayUnlessADayWasGiven() async throws {
        // Given a ready draft without a category, which the store's rules give, and the row the store writes
        let sut = await readyDraft()
        let order = RecordOrder(
            accountID: 1, type: .debit, amountMinor: 450, payee: "Coffee Corner", category: nil, day: fixedToday,
            memo: "Coffee Corner", key: RequestKeys.seeded(1).next())
        let receipt = RecordReceipt(order: order, transaction: Fixtures.coffee, account: Fixtures.everyday)
        worker.recordResult = .success(receipt)

        // When it is reviewed and confirmed
        await sut.review()
        await sut.confirm()

        // Then the review showed the order, and the store got it, once, with the session's first key
        let reviewed = presenter.calls.compactMap { call -> RecordOrder? in
            if case .presentReview(let review) = call { review.order } else { nil }
        }
        #expect(reviewed.map { $0.keyed(order.key) } == [order])
        #expect(worker.calls.filter { if case .record = $0 { true } else { false } } == [.record(order)])
        #expect(presenter.calls.last == .presentFinished(.init(result: .recorded(receipt))))
    }

    @Test func confirmAgainAfterALostAnswer_sendsTheSameKey_andAChangedDraftANewOne() async throws {
        // Given a ready draft whose first confirm's answer is lost
        let sut = await readyDraft()
        worker.recordResult = .failure(
            BankError.storage(StorageFault(.answerLost(key: RequestKey.random()), during: .saving)))
        await sut.confirm()

        // When it is confirmed again unchanged, then with another amount
        await sut.confirm()
        await sut.updateDraft(.init(changes: [amount(500)]))
        await sut.confirm()

        // Then the first two carry the session's first key, and the changed one the next
        let keys = RequestKeys.seeded(1)
        let (first, next) = (keys.next(), keys.next())
        let sent = worker.calls.compactMap { call -> RequestKey? in
            if case .record(let order) = call { order.key } else { nil }
        }
        #expect(sent == [first, first, next])
    }

    @Test func confirm_withPiecesMissing_namesThem_andRecordsNothing() async {
        let sut = makeInteractor(.receive)
        await sut.showDraft(.init(changes: [.payee("Acme")]))

        await sut.confirm()

        #expect(refusals == ["this still needs: account, amount"])
        #expect(worker.calls.allSatisfy { if case .record = $0 { false } else { true } })
    }

    @Test func confirm_afterTheBankWasReplaced_recordsNothing_andClearsEveryPiece() async {
        let sut = await readyDraft()
        worker.fetchBankIdentityResult = .success(BankIdentity(id: "bank-1", generation: "second"))

        await sut.confirm()

        #expect(sut.draft == RecordDraft(kind: .spend))
        #expect(refusals.first?.hasPrefix("the bank was replaced by a restore") == true, "\(refusals)")
        #expect(worker.calls.allSatisfy { if case .record = $0 { false } else { true } })
    }

    @Test func confirm_afterTheAccountWasRenamed_recordsNothing_andClearsTheAccount() async {
        let sut = await readyDraft()
        let renamed = Account(
            id: 1, name: "Daily", type: .checking, number: "1234567890", iban: nil, currency: "USD", balance: 5)
        worker.fetchAccountsResult = .success([renamed, Fixtures.savings])

        await sut.confirm()

        #expect(sut.draft.account == nil && sut.draft.payee == "Coffee Corner")
        #expect(refusals.first?.hasPrefix("Everyday was renamed Daily since you picked it") == true, "\(refusals)")
    }

    @Test func cancel_recordsNothing_andSaysWhichWayItWas() async {
        let sut = await readyDraft()

        await sut.cancel()

        #expect(callsSinceMark == [.presentFinished(.init(result: .cancelled(.spend)))])
        #expect(worker.calls.allSatisfy { if case .record = $0 { false } else { true } })
    }
}
