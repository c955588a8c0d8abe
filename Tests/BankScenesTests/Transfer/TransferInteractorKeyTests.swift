import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// The key a confirmed transfer carries: new for each transfer, the same when a transfer whose
/// answer was lost is confirmed again, so the store moves its money at most once.
@MainActor
@Suite("Transfer interactor keys")
struct TransferInteractorKeyTests {
    private let presenter = TransferPresentationLogicSpy()
    private let worker = TransferWorkingLogicSpy()
    private let keys = RequestKeys.seeded(7)
    private let expectedKeys = RequestKeys.seeded(7)

    init() {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchBankIdentityResult = .success(Fixtures.bank)
    }

    private func makeInteractor() -> TransferInteractor {
        TransferInteractor(
            draft: TransferDraft(source: Fixtures.everyday), delegate: nil, presenter: presenter, worker: worker,
            clock: fixedClock, requestKeys: keys)
    }

    private func amount(_ minor: Int64) -> Transfer.UpdateDraft.Change {
        .amount(WrittenAmount(significand: minor, decimals: 2, currency: nil))
    }

    private func update(_ sut: TransferInteractor, _ changes: Transfer.UpdateDraft.Change...) async {
        for change in changes {
            await sut.updateDraft(.init(change: change))
        }
    }

    @Test func confirmingAgainAfterALostAnswer_sendsTheSameKey_andAnotherTransferANewOne() async {
        let lost = BankError.storage(StorageFault(.answerLost(key: RequestKey.random()), during: .transfer))
        worker.transferResult = .failure(lost)
        let sut = makeInteractor()
        await sut.showDraft()
        await update(sut, .destination(ListPick(position: 2)), amount(50_00))

        await sut.confirm()
        await sut.confirm()
        await update(sut, amount(40_00))
        await sut.confirm()

        let keys = worker.transferArguments.map(\.key)
        #expect(keys.count == 3)
        #expect(keys[0] == expectedKeys.next() && keys[1] == keys[0])
        #expect(keys[2] == expectedKeys.next())
    }

    @Test func confirmingAgainAfterARefusal_sendsANewKey() async {
        worker.transferResult = .failure(BankError.insufficientFunds(available: 10, currency: "USD"))
        let sut = makeInteractor()
        await sut.showDraft()
        await update(sut, .destination(ListPick(position: 2)), amount(50_00))

        await sut.confirm()
        await sut.confirm()

        let keys = worker.transferArguments.map(\.key)
        #expect(keys == [expectedKeys.next(), expectedKeys.next()])
    }

}
