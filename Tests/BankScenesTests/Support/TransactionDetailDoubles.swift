import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

final class TransactionDetailWorkerMock: TransactionDetailWorkingLogic, @unchecked Sendable {
    var transaction: Result<Transaction, any Error>?

    func fetchTransaction(id: Transaction.ID) async throws -> Transaction {
        try answer(transaction, "fetchTransaction")
    }
}

@MainActor
final class TransactionDetailPresenterSpy: TransactionDetailPresentationLogic {
    private(set) var responses: [TransactionDetail.ShowTransaction.Response] = []
    private(set) var errors: [ErrorViewModel] = []

    func presentTransaction(_ response: TransactionDetail.ShowTransaction.Response) { responses.append(response) }
    func presentError(_ error: any Error) { errors.append(ErrorViewModel(error)) }
}

@MainActor
final class TransactionDetailDisplaySpy: TransactionDetailDisplayLogic {
    private(set) var viewModels: [TransactionDetail.ShowTransaction.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayTransaction(_ viewModel: TransactionDetail.ShowTransaction.ViewModel) { viewModels.append(viewModel) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class TransactionDetailInteractorSpy: TransactionDetailBusinessLogic {
    private(set) var shown = 0

    func showTransaction(_ request: TransactionDetail.ShowTransaction.Request) async { shown += 1 }
}

@MainActor
final class TransactionDetailRouterDummy: TransactionDetailRoutingLogic {}
