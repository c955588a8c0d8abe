import BankData
import BankDomain
import BankTesting
import Foundation
import Testing
import ViperaTesting

@testable import BankScenes

/// A draft means the accounts and the bank as the user saw them: a restore or a change by another
/// session in between sends nothing, and the transfer cannot begin where its accounts cannot be read.
@MainActor
@Suite("Drafts across other sessions' changes")
struct DraftsAcrossChangesTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "vbank-drafts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func session(_ path: String) throws -> BankSession {
        try SQLiteBank.open(path: path, clock: fixedClock).session(clock: fixedClock, timeZone: utc)
    }

    @Test func aTransferReviewedBeforeAnotherSessionRestoredAnotherBank_movesNoMoney() async throws {
        // Given another bank, whose accounts are Mortgage and Kids, backed up
        let other = try session(folder + "/other.sqlite")
        let backup = folder + "/other-backup.sqlite"
        _ = try await other.stores.accountManagement.open(
            NewAccount(name: "Mortgage", type: .checking, currency: "USD", openingMinor: 100, openedOn: fixedToday))
        _ = try await other.stores.maintenance.backUp(to: backup)
        // And a transfer reviewed in a session on this bank
        let path = folder + "/bank.sqlite"
        let mine = try session(path)
        let app = await InMemoryBank.app(over: mine.stores)
        let reviewed = await app.run("transfer", "from rainy", "to everyday", "amount 9", "review")
        #expect(reviewed.output.contains("from Rainy day"), "\(reviewed.output)")
        let before = try await mine.stores.accounts.allAccounts(includingClosed: true).map(\.balanceMinor)

        // When another session restores the other bank's backup over this one, and the transfer is confirmed
        _ = try await session(path).stores.maintenance.restore(from: backup)
        let confirmed = await app.run("confirm")

        // Then nothing moved: the refusal says the bank was replaced, and the restored accounts are shown
        #expect(confirmed.result?.isFailure == true)
        #expect(confirmed.errors.contains("the bank was replaced by a restore since this transfer was begun"))
        #expect(confirmed.output.contains("Mortgage"), "\(confirmed.output)")
        #expect(app.breadcrumb.last == "Transfer")
        let restored = SQLiteBank.stores(for: try SQLiteBank.open(path: backup, clock: fixedClock))
        #expect(
            try await mine.stores.accounts.allAccounts(includingClosed: true).map(\.balanceMinor)
                == (try await restored.accounts.allAccounts(includingClosed: true).map(\.balanceMinor)))
        #expect(!before.isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func aTransferWhoseAccountsCannotBeRead_isNotBegun_andBeginsOnceTheyCanBe(backend: StoreBackend) async throws {
        // Given accounts that cannot be read once, as when the server went away
        let bank = try ContractBank(backend, now: fixedNow, timeZone: utc)
        let failing = FailingOnce(bank.stores.accounts)
        let stores = BankStores(
            accounts: failing, accountManagement: bank.stores.accountManagement, transactions: bank.stores.transactions,
            transfers: bank.stores.transfers, records: bank.stores.records, corrections: bank.stores.corrections,
            reconciliations: bank.stores.reconciliations, categories: bank.stores.categories,
            cards: bank.stores.cards,
            settings: bank.stores.settings,
            imports: bank.stores.imports, statements: bank.stores.statements, summaries: bank.stores.summaries,
            maintenance: bank.stores.maintenance)
        let app = await InMemoryBank.app(over: stores)

        // When a transfer is begun, Then it says why it cannot be, and the session stays where it was
        failing.failNext()
        let refused = await app.run("transfer")
        #expect(refused.errors.contains("The transfer was not begun"), "\(refused.errors)")
        #expect(!refused.output.contains("Transfer cancelled"), "\(refused.output)")
        #expect(app.breadcrumb.last == "Home")

        // And once the accounts can be read, a transfer begins and picks from them
        let begun = await app.run("transfer", "from joint")
        #expect(begun.result == .succeeded, "\(begun.errors)")
        #expect(app.breadcrumb.last == "Transfer")
    }
}

/// Accounts that fail to be read once when told to, as a lost connection makes them.
private final class FailingOnce: AccountStore, @unchecked Sendable {
    private let base: any AccountStore
    private var failsNext = false

    init(_ base: any AccountStore) {
        self.base = base
    }

    func failNext() {
        failsNext = true
    }

    func allAccounts(includingClosed: Bool) async throws -> [Account] {
        if failsNext {
            failsNext = false
            throw BankError.storage(StorageFault(.connectionLost, during: .reading))
        }
        return try await base.allAccounts(includingClosed: includingClosed)
    }

    func account(id: Account.ID) async throws -> Account { try await base.account(id: id) }
    func bankIdentity() async throws -> BankIdentity { try await base.bankIdentity() }
}
