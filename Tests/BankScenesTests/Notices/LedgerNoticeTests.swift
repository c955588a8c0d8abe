import BankDomain
import Foundation
import Synchronization
import Testing
import Vipera

@testable import BankScenes

@Suite("Ledger change wording")
struct LedgerChangeWordingTests {
    private let wording = LedgerChangeWording(formatting: formatting)

    @Test func aTransferIn_namesWhereItCameFrom() {
        let change = LedgerChange(
            accountName: "Savings", currency: "USD",
            kind: .transaction(signedMinorUnits: 1_234, category: .transfer, counterparty: "Everyday", memo: "Rent"))

        #expect(wording.sentence(for: change) == "Savings: +$12.34, transfer from Everyday (another session)")
    }

    @Test func aTransferOut_namesWhereItWent() {
        let change = LedgerChange(
            accountName: "Everyday", currency: "USD",
            kind: .transaction(signedMinorUnits: -1_234, category: .transfer, counterparty: "Savings", memo: "Rent"))

        #expect(wording.sentence(for: change) == "Everyday: -$12.34, transfer to Savings (another session)")
    }

    @Test func anyOtherTransaction_saysItsMemo() {
        let change = LedgerChange(
            accountName: "Everyday", currency: "EUR",
            kind: .transaction(signedMinorUnits: -500, category: .dining, counterparty: "Cafe", memo: "Coffee"))

        #expect(wording.sentence(for: change) == "Everyday: -€5.00, Coffee (another session)")
    }

    @Test(arguments: [(1, "1 transaction imported"), (1_204, "1,204 transactions imported")])
    func anImport_isCounted(count: Int, text: String) {
        let change = LedgerChange(accountName: "Everyday", currency: "USD", kind: .imported(count: count))

        #expect(wording.sentence(for: change) == "Everyday: \(text) (another session)")
    }

    @Test(arguments: [
        (LedgerCorrection.Kind.category, "dining", "groceries", "Coffee", "“Coffee”, category dining → groceries"),
        (.split, "dining", "dining $4.00 + fees $0.50", "Coffee", "“Coffee”, split dining → dining $4.00 + fees $0.50"),
        (.delete, "Coffee", "", "", "deleted “Coffee”"),
        (.undo, "record", "", "", "undid the record"),
    ])
    func aCorrection_namesTheRowThenTheChange(
        kind: LedgerCorrection.Kind, before: String, after: String, memo: String, text: String
    ) {
        // Given a change another session made to a row of Everyday
        let correction = LedgerCorrection(
            id: 1, transactionID: 9, kind: kind, before: before, after: after, author: .person("bob"), date: fixedNow,
            isUndone: false)
        let change = LedgerChange(accountName: "Everyday", currency: "USD", kind: .corrected(correction, memo: memo))

        // When it is worded, then the row is named once, before the change, when it is still there
        #expect(wording.sentence(for: change) == "Everyday: \(text) (another session)")
    }

    @Test func anotherSessionsRestore_saysTheBankWasReplaced_andWhatBecomesOfATransferBegun() {
        #expect(
            wording.sentence(for: .bankReplaced)
                == "the bank was replaced by a restore (another session): lists were read again, and a transfer "
                + "begun before it is not sent")
    }

    @Test(arguments: [
        (0, "added no transactions meanwhile; "),
        (1, "added 1 transaction meanwhile, told below; "),
        (100, "added 100 transactions meanwhile, told below; "),
        (1_204, "added 1,204 transactions meanwhile; "),
    ])
    func aGapInWhatWasHeard_saysWhatOthersAddedMeanwhile_andHowToSeeTheRest(added: Int, told: String) {
        #expect(
            wording.sentence(for: .resumed(added: added))
                == "the connection to the server was lost and is back: other sessions \(told)"
                + "'refresh' reads the bank again for anything else they changed")
    }

    @Test func aBurst_isCountedAsChangesByOtherSessions() {
        #expect(LedgerChangeWording.burst(7) == "7 changes by other sessions")
    }
}

@Suite("Ledger notice source")
struct LedgerNoticeSourceTests {
    private static let transfer = LedgerChange(
        accountName: "Savings", currency: "USD",
        kind: .transaction(signedMinorUnits: 100, category: .transfer, counterparty: "Everyday", memo: ""))

    @Test func changesByOthers_areWorded_oneLineEach() async {
        let source = LedgerNoticeSource(
            changes: ScriptedFeed([.success([Self.transfer, Self.transfer])]), settings: FixedSettings(.defaults),
            wording: LedgerChangeWording(formatting: formatting))

        let notices = await source.collectNotices()

        #expect(notices == Array(repeating: "Savings: +$1.00, transfer from Everyday (another session)", count: 2))
    }

    @Test func withNoticesOff_nothingIsSaid_andTheChangesAreStillTaken() async {
        let feed = ScriptedFeed([.success([Self.transfer]), .success([])])
        let source = LedgerNoticeSource(
            changes: feed, settings: FixedSettings(UserSettings.defaults.withShowsNotices(false)),
            wording: LedgerChangeWording(formatting: formatting))

        #expect(await source.collectNotices().isEmpty)
        #expect(feed.remaining == 1)
    }

    @Test func aFeedThatFails_saysNothing() async {
        let source = LedgerNoticeSource(
            changes: ScriptedFeed([.failure(BankError.storage(StorageFault(.unexpected, during: .reading)))]),
            settings: FixedSettings(.defaults), wording: LedgerChangeWording(formatting: formatting))

        #expect(await source.collectNotices().isEmpty)
    }
}

// MARK: - Doubles

/// Hands out the given answers in order.
private final class ScriptedFeed: LedgerChangeFeed {
    private let answers: Mutex<[Result<[LedgerChange], BankError>]>

    var remaining: Int { answers.withLock { $0.count } }

    init(_ answers: [Result<[LedgerChange], BankError>]) {
        self.answers = Mutex(answers)
    }

    func changesByOtherSessions() throws -> [LedgerChange] {
        try answers.withLock { $0.isEmpty ? .success([]) : $0.removeFirst() }.get()
    }
}

/// Settings that never change.
private struct FixedSettings: SettingsStore {
    let value: UserSettings

    init(_ value: UserSettings) {
        self.value = value
    }

    func settings() async throws -> UserSettings { value }
    func save(_ settings: UserSettings) async throws {}
}
