import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

final class HomeWorkerMock: HomeWorkingLogic, @unchecked Sendable {
    var accounts: Result<[Account], any Error>?
    var recent: Result<[Transaction], any Error>?
    var settings: Result<UserSettings, any Error> = .success(.defaults)
    private(set) var recentLimits: [Int] = []

    func fetchAccounts() async throws -> [Account] { try answer(accounts, "fetchAccounts") }

    func fetchRecentTransactions(limit: Int) async throws -> [Transaction] {
        recentLimits.append(limit)
        return try answer(recent, "fetchRecentTransactions")
    }

    func fetchSettings() async throws -> UserSettings { try settings.get() }
}

@MainActor
final class HomePresenterSpy: HomePresentationLogic {
    enum Call: Equatable {
        case home(Home.FetchHome.Response)
        case recent(Home.ShowRecent.Response)
        case outcome(TransferResult)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentHome(_ response: Home.FetchHome.Response) { calls.append(.home(response)) }
    func presentRecent(_ response: Home.ShowRecent.Response) { calls.append(.recent(response)) }
    func presentTransferOutcome(_ response: Home.TransferOutcome.Response) { calls.append(.outcome(response.result)) }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

@MainActor
final class HomeDisplaySpy: HomeDisplayLogic {
    private(set) var homes: [Home.FetchHome.ViewModel] = []
    private(set) var recents: [Home.ShowRecent.ViewModel] = []
    private(set) var outcomes: [Home.TransferOutcome.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayHome(_ viewModel: Home.FetchHome.ViewModel) { homes.append(viewModel) }
    func displayRecent(_ viewModel: Home.ShowRecent.ViewModel) { recents.append(viewModel) }
    func displayTransferOutcome(_ viewModel: Home.TransferOutcome.ViewModel) { outcomes.append(viewModel) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class HomeInteractorSpy: HomeBusinessLogic {
    private(set) var calls: [String] = []

    func fetchHome(_ request: Home.FetchHome.Request) async { calls.append("home") }
    func showRecent(_ request: Home.ShowRecent.Request) async { calls.append("recent \(request.count)") }
}

@MainActor
final class HomeRouterSpy: HomeRoutingLogic {
    private(set) var routes: [String] = []

    func routeToAccounts() { routes.append("accounts") }
    func routeToCards() { routes.append("cards") }
    func routeToTransfer() { routes.append("transfer") }
    func routeToSettings() { routes.append("settings") }
}
