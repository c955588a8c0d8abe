import BankDomain
import Vipera

@testable import BankScenes

final class TransferWorkerMock: TransferWorkingLogic, @unchecked Sendable {
    var accounts: Result<[Account], any Error>?
    var settings: Result<UserSettings, any Error> = .success(.defaults)
    var transferResult: Result<TransferReceipt, any Error>?
    private(set) var orders: [TransferOrder] = []

    func fetchAccounts() async throws -> [Account] { try answer(accounts, "fetchAccounts") }
    func fetchSettings() async throws -> UserSettings { try settings.get() }

    func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        orders.append(order)
        return try answer(transferResult, "transfer")
    }
}

@MainActor
final class TransferPresenterSpy: TransferPresentationLogic {
    enum Call: Equatable {
        case draft(Transfer.ShowDraft.Response)
        case review(Transfer.Review.Response)
        case finished(TransferResult)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentDraft(_ response: Transfer.ShowDraft.Response) { calls.append(.draft(response)) }
    func presentReview(_ response: Transfer.Review.Response) { calls.append(.review(response)) }
    func presentFinished(_ response: Transfer.Finish.Response) { calls.append(.finished(response.result)) }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

@MainActor
final class TransferDisplaySpy: TransferDisplayLogic {
    enum Call: Equatable {
        case draft(Transfer.ShowDraft.ViewModel)
        case review(Transfer.Review.ViewModel)
        case finished
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func displayDraft(_ viewModel: Transfer.ShowDraft.ViewModel) { calls.append(.draft(viewModel)) }
    func displayReview(_ viewModel: Transfer.Review.ViewModel) { calls.append(.review(viewModel)) }
    func displayFinished(_ viewModel: Transfer.Finish.ViewModel) { calls.append(.finished) }
    func displayError(_ viewModel: ErrorViewModel) { calls.append(.error(viewModel)) }
}

@MainActor
final class TransferInteractorSpy: TransferBusinessLogic {
    enum Call: Equatable {
        case show
        case update(Transfer.UpdateDraft.Change)
        case review
        case confirm
        case cancel
        case leave
    }

    private(set) var calls: [Call] = []

    func showDraft(_ request: Transfer.ShowDraft.Request) async { calls.append(.show) }
    func updateDraft(_ request: Transfer.UpdateDraft.Request) async { calls.append(.update(request.change)) }
    func review(_ request: Transfer.Review.Request) async { calls.append(.review) }
    func confirm(_ request: Transfer.Finish.Request) async { calls.append(.confirm) }
    func cancel(_ request: Transfer.Finish.Request) async { calls.append(.cancel) }
    func leave() { calls.append(.leave) }
}

@MainActor
final class TransferRouterSpy: TransferRoutingLogic {
    private(set) var routedBack = 0
    var error: NavigationError?

    func routeBackToOrigin() throws(NavigationError) {
        routedBack += 1
        if let error { throw error }
    }
}
