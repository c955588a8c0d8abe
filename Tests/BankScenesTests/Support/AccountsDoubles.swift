import BankDomain
import Foundation
import Vipera

@testable import BankScenes

final class AccountsWorkerMock: AccountsWorkingLogic, @unchecked Sendable {
    enum Call: Equatable {
        case fetchAccounts
        case fetchSettings
        case save(UserSettings)
    }

    private(set) var calls: [Call] = []
    var accounts: Result<[Account], any Error>?
    var settings: Result<UserSettings, any Error>?
    var saveError: (any Error)?

    func fetchAccounts() async throws -> [Account] {
        calls.append(.fetchAccounts)
        return try answer(accounts, "fetchAccounts")
    }

    func fetchSettings() async throws -> UserSettings {
        calls.append(.fetchSettings)
        return try answer(settings, "fetchSettings")
    }

    func saveSettings(_ settings: UserSettings) async throws {
        calls.append(.save(settings))
        if let saveError { throw saveError }
    }
}

@MainActor
final class AccountsPresenterSpy: AccountsPresentationLogic {
    enum Call: Equatable {
        case accounts(Accounts.FetchAccounts.Response)
        case selected(Account)
        case toggled(Bool)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentAccounts(_ response: Accounts.FetchAccounts.Response) { calls.append(.accounts(response)) }
    func presentSelectedAccount(_ response: Accounts.SelectAccount.Response) {
        calls.append(.selected(response.account))
    }
    func presentToggledBalances(_ response: Accounts.ToggleBalances.Response) {
        calls.append(.toggled(response.showsBalances))
    }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

@MainActor
final class AccountsDisplaySpy: AccountsDisplayLogic {
    enum Call: Equatable {
        case accounts(Accounts.FetchAccounts.ViewModel)
        case selected(Accounts.SelectAccount.ViewModel)
        case toggled(Accounts.ToggleBalances.ViewModel)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func displayAccounts(_ viewModel: Accounts.FetchAccounts.ViewModel) { calls.append(.accounts(viewModel)) }
    func displaySelectedAccount(_ viewModel: Accounts.SelectAccount.ViewModel) { calls.append(.selected(viewModel)) }
    func displayToggledBalances(_ viewModel: Accounts.ToggleBalances.ViewModel) { calls.append(.toggled(viewModel)) }
    func displayError(_ viewModel: ErrorViewModel) { calls.append(.error(viewModel)) }
}

@MainActor
final class AccountsInteractorSpy: AccountsBusinessLogic {
    enum Call: Equatable {
        case fetch
        case select(Int)
        case toggle
    }

    private(set) var calls: [Call] = []

    func fetchAccounts(_ request: Accounts.FetchAccounts.Request) async { calls.append(.fetch) }
    func selectAccount(_ request: Accounts.SelectAccount.Request) async { calls.append(.select(request.position)) }
    func toggleBalances(_ request: Accounts.ToggleBalances.Request) async { calls.append(.toggle) }
}

@MainActor
final class AccountsRouterSpy: AccountsRoutingLogic {
    private(set) var routedToDetail = 0

    func routeToAccountDetail() { routedToDetail += 1 }
}

@MainActor
final class AccountsDataStoreStub: AccountsDataStore {
    var selectedAccount: Account?

    init(selectedAccount: Account?) {
        self.selectedAccount = selectedAccount
    }
}
