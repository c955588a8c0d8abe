import BankDomain
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// An opening and a share carry a key; asked again after their answer was lost, the same change
/// carries the same key, so the server makes it at most once, and any other change a new one.
@MainActor
@Suite("Accounts request keys")
struct AccountsRequestKeyTests {
    private let presenter = AccountsPresentationLogicSpy()
    private let worker = AccountsWorkingLogicSpy()
    private let sut: AccountsInteractor
    private let keys = RequestKeys.seeded(7)
    private static let lost = BankError.storage(StorageFault(.answerLost(key: RequestKey.random()), during: .saving))
    private static let joint = Account(
        id: 7, name: "Joint", type: .checking, number: "7700000007", iban: nil, currency: "USD", balanceMinor: 0,
        owner: "ann")

    init() {
        sut = AccountsInteractor(
            presenter: presenter, worker: worker, calendar: calendar, requestKeys: .seeded(7))
        worker.fetchAccountsResult = .success([Self.joint])
        worker.fetchSettingsResult = .success(.defaults)
    }

    @Test func anOpeningAskedAgainAfterALostAnswer_carriesTheSameKey_andAnotherANewOne() async {
        // Given the list, and an opening whose answer was lost
        await sut.fetchAccounts()
        worker.openAccountResult = .failure(Self.lost)
        await sut.changeAccount(.open(Self.opening("Pocket")))

        // When the same opening is asked again, then another
        worker.openAccountResult = .success(Self.joint)
        await sut.changeAccount(.open(Self.opening("Pocket")))
        await sut.changeAccount(.open(Self.opening("Jar")))

        // Then the first two carry the first key, and the other the next
        let (first, next) = (keys.next(), keys.next())
        #expect(openedKeys == [first, first, next])
    }

    @Test func aShareAskedAgainAfterALostAnswer_carriesTheSameKey_untilItIsAnswered() async {
        // Given the list, and a share whose answer was lost
        await sut.fetchAccounts()
        worker.shareAccountResult = .failure(Self.lost)
        await sut.changeAccount(.share(ListPick(position: 1), person: "bob", level: .view))

        // When the same share is asked again and answered, then asked once more
        worker.shareAccountResult = .success(
            AccountShare(accountID: 7, accountName: "Joint", owner: "ann", person: "bob", level: .view))
        await sut.changeAccount(.share(ListPick(position: 1), person: "bob", level: .view))
        await sut.changeAccount(.share(ListPick(position: 1), person: "bob", level: .view))

        // Then the retry carries the lost one's key, and a share asked after an answer a new one
        let (first, next) = (keys.next(), keys.next())
        #expect(sharedKeys == [first, first, next])
    }

    @Test func anotherChangeAfterALostAnswer_getsAKeyOfItsOwn() async {
        // Given an opening whose answer was lost
        await sut.fetchAccounts()
        worker.openAccountResult = .failure(Self.lost)
        await sut.changeAccount(.open(Self.opening("Pocket")))

        // When a share is asked next, then the opening again
        worker.shareAccountResult = .failure(Self.lost)
        await sut.changeAccount(.share(ListPick(position: 1), person: "bob", level: .view))
        worker.openAccountResult = .success(Self.joint)
        await sut.changeAccount(.open(Self.opening("Pocket")))

        // Then the share has a key of its own, and the opening, no longer the change unanswered, a third
        let drawn = (keys.next(), keys.next(), keys.next())
        #expect(openedKeys == [drawn.0, drawn.2])
        #expect(sharedKeys == [drawn.1])
    }

    // MARK: - Support

    private var openedKeys: [RequestKey] {
        worker.calls.compactMap { if case .openAccount(let account) = $0 { account.key } else { nil } }
    }

    private var sharedKeys: [RequestKey] {
        worker.calls.compactMap { if case .shareAccount(_, _, _, let key) = $0 { key } else { nil } }
    }

    private static func opening(_ name: String) -> AccountOpening {
        AccountOpening(name: name, type: .savings, currency: nil, opening: nil, limit: nil, iban: nil, opened: nil)
    }
}
