import BankDomain
import Vipera

@testable import BankScenes

/// A worker over a fixed list of transactions that pages and filters by type like the store.
final class TransactionsWorkerMock: TransactionsWorkingLogic, @unchecked Sendable {
    var all: [Transaction] = []
    var pageSize = 2
    var failure: (any Error)?
    private(set) var queries: [TransactionQuery] = []

    func fetchPage(_ query: TransactionQuery, offset: Int, limit: Int) async throws -> TransactionPage {
        queries.append(query)
        if let failure { throw failure }
        let matching = all.filter { query.type == nil || $0.type == query.type }
        return TransactionPage(
            transactions: Array(matching.dropFirst(offset).prefix(limit)), totalCount: matching.count)
    }

    func fetchPageSize() async throws -> Int {
        pageSize
    }
}

@MainActor
final class TransactionsPresenterSpy: TransactionsPresentationLogic {
    enum Call: Equatable {
        case page(Transactions.FetchPage.Response)
        case selected(Transaction)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentPage(_ response: Transactions.FetchPage.Response) { calls.append(.page(response)) }
    func presentSelectedTransaction(_ response: Transactions.SelectTransaction.Response) {
        calls.append(.selected(response.transaction))
    }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }

    var lastPage: Transactions.FetchPage.Response? {
        for call in calls.reversed() {
            if case .page(let response) = call { return response }
        }
        return nil
    }
}

@MainActor
final class TransactionsDisplaySpy: TransactionsDisplayLogic {
    enum Call: Equatable {
        case page(Transactions.FetchPage.ViewModel)
        case selected(Transactions.SelectTransaction.ViewModel)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func displayPage(_ viewModel: Transactions.FetchPage.ViewModel) { calls.append(.page(viewModel)) }
    func displaySelectedTransaction(_ viewModel: Transactions.SelectTransaction.ViewModel) {
        calls.append(.selected(viewModel))
    }
    func displayError(_ viewModel: ErrorViewModel) { calls.append(.error(viewModel)) }
}

@MainActor
final class TransactionsInteractorSpy: TransactionsBusinessLogic {
    enum Call: Equatable {
        case fetch(Transactions.FetchPage.Target)
        case narrow(Transactions.Narrow.Change)
        case select(Int)
    }

    private(set) var calls: [Call] = []

    func fetchPage(_ request: Transactions.FetchPage.Request) async { calls.append(.fetch(request.target)) }
    func narrow(_ request: Transactions.Narrow.Request) async { calls.append(.narrow(request.change)) }
    func selectTransaction(_ request: Transactions.SelectTransaction.Request) async {
        calls.append(.select(request.position))
    }
}

@MainActor
final class TransactionsRouterSpy: TransactionsRoutingLogic {
    private(set) var routedToDetail = 0

    func routeToTransactionDetail() { routedToDetail += 1 }
}

@MainActor
final class TransactionsDataStoreStub: TransactionsDataStore {
    let account: Account
    let selectedTransaction: Transaction?

    init(account: Account, selectedTransaction: Transaction?) {
        self.account = account
        self.selectedTransaction = selectedTransaction
    }
}
