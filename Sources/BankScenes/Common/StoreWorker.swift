import BankDomain
import Foundation

/// The worker of every scene: the bank's stores. A scene's `{Scene}WorkingLogic` names the data
/// operations it needs and `{Scene}Worker` is this type, so an operation that only forwards to a
/// store is written once for the app, here or beside the one scene that uses it.
struct StoreWorker: Sendable {
    // MARK: - Properties

    let stores: BankStores

    // MARK: - Shared Operations

    func fetchAccounts() async throws -> [Account] {
        try await stores.accounts.allAccounts()
    }

    /// Every account, closed ones too: for what shows the bank's past.
    func fetchAccountsWithHistory() async throws -> [Account] {
        try await stores.accounts.allAccounts(includingClosed: true)
    }

    func fetchBankIdentity() async throws -> BankIdentity {
        try await stores.accounts.bankIdentity()
    }

    func fetchSettings() async throws -> UserSettings {
        try await stores.settings.settings()
    }

    /// The categories and rules rows are categorised by.
    func fetchCategoryBook() async throws -> CategoryBook {
        try await stores.categories.categoryBook()
    }

    func saveSettings(_ settings: UserSettings) async throws {
        try await stores.settings.save(settings)
    }

    func fetchTotals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals] {
        try await stores.summaries.totals(of: accounts, in: periods)
    }

    /// The state of the bank this command's reads see; nil when it cannot be told, or asking
    /// failed: the reads made afresh then report what is wrong.
    func fetchRevision() async -> BankRevision? {
        (try? await stores.revisions.revision()) ?? nil
    }
}
