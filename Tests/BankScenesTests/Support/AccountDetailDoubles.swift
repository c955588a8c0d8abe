import BankDomain
import Vipera

@testable import BankScenes

final class AccountDetailWorkerMock: AccountDetailWorkingLogic, @unchecked Sendable {
    var account: Result<Account, any Error>?
    var latest: Result<[Transaction], any Error>?
    var settings: Result<UserSettings, any Error>?
    private(set) var latestLimits: [Int] = []

    func fetchAccount(id: Account.ID) async throws -> Account { try answer(account, "fetchAccount") }

    func fetchLatestTransactions(of account: Account, limit: Int) async throws -> [Transaction] {
        latestLimits.append(limit)
        return try answer(latest, "fetchLatestTransactions")
    }

    func fetchSettings() async throws -> UserSettings { try answer(settings, "fetchSettings") }
}

@MainActor
final class AccountDetailPresenterSpy: AccountDetailPresentationLogic {
    enum Call: Equatable {
        case account(AccountDetail.ShowAccount.Response)
        case outcome(TransferResult)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentAccount(_ response: AccountDetail.ShowAccount.Response) { calls.append(.account(response)) }
    func presentTransferOutcome(_ response: AccountDetail.TransferOutcome.Response) {
        calls.append(.outcome(response.result))
    }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

@MainActor
final class AccountDetailDisplaySpy: AccountDetailDisplayLogic {
    enum Call: Equatable {
        case account(AccountDetail.ShowAccount.ViewModel)
        case outcome(AccountDetail.TransferOutcome.ViewModel)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func displayAccount(_ viewModel: AccountDetail.ShowAccount.ViewModel) { calls.append(.account(viewModel)) }
    func displayTransferOutcome(_ viewModel: AccountDetail.TransferOutcome.ViewModel) {
        calls.append(.outcome(viewModel))
    }
    func displayError(_ viewModel: ErrorViewModel) { calls.append(.error(viewModel)) }
}

@MainActor
final class AccountDetailInteractorSpy: AccountDetailBusinessLogic {
    private(set) var shown = 0

    func showAccount(_ request: AccountDetail.ShowAccount.Request) async { shown += 1 }
}

@MainActor
final class AccountDetailRouterSpy: AccountDetailRoutingLogic {
    private(set) var routes: [String] = []

    func routeToTransactions() { routes.append("transactions") }
    func routeToTransfer() { routes.append("transfer") }
}

@MainActor
final class AccountDetailDataStoreStub: AccountDetailDataStore {
    let account: Account

    init(account: Account) {
        self.account = account
    }
}
