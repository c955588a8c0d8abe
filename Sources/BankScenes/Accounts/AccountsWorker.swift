import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The data operations of the accounts scene.
@Spyable
protocol AccountsWorkingLogic: WorkingLogic {
    func fetchAccounts() async throws -> [Account]
    func fetchSettings() async throws -> UserSettings
    func saveSettings(_ settings: UserSettings) async throws
    func openAccount(_ account: NewAccount) async throws -> Account
    func renameAccount(_ id: Account.ID, to name: String) async throws -> Account
    func closeAccount(_ id: Account.ID, at date: Date) async throws -> Account
    func fetchAccountsWithHistory() async throws -> [Account]
    func reopenAccount(_ id: Account.ID) async throws -> Account
    func fetchShares() async throws -> [AccountShare]
    func shareAccount(_ id: Account.ID, with person: String, level: ShareLevel, key: RequestKey) async throws
        -> AccountShare
    func unshareAccount(_ id: Account.ID, from person: String) async throws -> AccountShare
}

/// The accounts scene's worker: the bank's stores.
typealias AccountsWorker = StoreWorker
extension StoreWorker: AccountsWorkingLogic {
    func openAccount(_ account: NewAccount) async throws -> Account {
        try await stores.accountManagement.open(account)
    }

    func renameAccount(_ id: Account.ID, to name: String) async throws -> Account {
        try await stores.accountManagement.rename(accountID: id, to: name)
    }

    func closeAccount(_ id: Account.ID, at date: Date) async throws -> Account {
        try await stores.accountManagement.close(accountID: id, at: date)
    }

    func reopenAccount(_ id: Account.ID) async throws -> Account {
        try await stores.accountManagement.reopen(accountID: id)
    }

    func fetchShares() async throws -> [AccountShare] {
        try await stores.accountManagement.shares()
    }

    func shareAccount(_ id: Account.ID, with person: String, level: ShareLevel, key: RequestKey) async throws
        -> AccountShare
    {
        try await stores.accountManagement.share(accountID: id, with: person, level: level, key: key)
    }

    func unshareAccount(_ id: Account.ID, from person: String) async throws -> AccountShare {
        try await stores.accountManagement.unshare(accountID: id, from: person)
    }
}
