import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the search scene.
@Spyable
protocol SearchBusinessLogic: BusinessLogic {
    func find(_ request: Search.Find.Request) async
    func findAgain() async
    func selectTransaction(_ request: Search.SelectTransaction.Request) async
}

/// What the router may pass on from the search scene.
@Spyable
protocol SearchDataStore: DataStore {
    var selectedTransaction: Transaction? { get }
    var accounts: [Account] { get }
}

/// Searches every account, closed ones too, and keeps the newest matches: a number means the row
/// shown at that place.
@MemberwiseInit
final class SearchInteractor: SearchBusinessLogic, SearchDataStore {
    // MARK: - Constants

    /// The most rows shown.
    static let limit = 30

    // MARK: - Properties

    /// The words of the last search that ran.
    private(set) var text: String?
    private(set) var results: [Transaction] = []
    private(set) var accounts: [Account] = []
    private(set) var selectedTransaction: Transaction?
    let presenter: any SearchPresentationLogic
    private let worker: any SearchWorkingLogic

    // MARK: - SearchBusinessLogic

    /// The newest matches of every account, merged newest first: each account's own newest, read
    /// through its search index, so the cost is that of one page per account.
    func find(_ request: Search.Find.Request) async {
        await presenter.presentingErrors {
            try SearchText.check(request.text)
            let accounts = try await worker.fetchAccountsWithHistory()
            var found: [Transaction] = []
            for account in accounts {
                found += try await worker.fetchPage(
                    TransactionQuery(accountID: account.id, text: request.text),
                    page: TransactionPageRequest(.newest(skipping: 0), limit: Self.limit + 1))
            }
            found.sort { ($0.date, $0.id) > ($1.date, $1.id) }
            (self.accounts, results, text) = (accounts, Array(found.prefix(Self.limit)), request.text)
            presenter.presentResults(
                Search.Find.Response(
                    text: request.text, transactions: results, hasMore: found.count > Self.limit, accounts: accounts))
        }
    }

    /// The last search that ran, again: what it found may have changed since.
    func findAgain() async {
        guard let text else { return }
        await find(Search.Find.Request(text: text))
    }

    func selectTransaction(_ request: Search.SelectTransaction.Request) async {
        await presenter.presentingErrors {
            let transaction = try ListSelectionError.entry(request.position, of: results)
            selectedTransaction = transaction
            presenter.presentSelectedTransaction(Search.SelectTransaction.Response(transaction: transaction))
        }
    }
}
