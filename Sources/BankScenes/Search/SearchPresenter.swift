import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the search scene.
@Spyable
protocol SearchPresentationLogic: PresentationLogic {
    func presentResults(_ response: Search.Find.Response)
    func presentSelectedTransaction(_ response: Search.SelectTransaction.Response)
}

/// Turns the rows found into numbered rows that name their account, with a line that says what
/// was searched and how many were found.
@MemberwiseInit
final class SearchPresenter: SearchPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any SearchDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting

    // MARK: - SearchPresentationLogic

    func presentResults(_ response: Search.Find.Response) {
        let accounts = Dictionary(response.accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let today = formatting.dates.today
        let rows = response.transactions.enumerated().map { offset, transaction in
            let account = accounts[transaction.accountID]
            return TransactionRow(
                number: offset + 1, transaction: transaction, accountName: account?.name ?? "",
                currency: account?.currency ?? Currency.bankDefault, formatting: formatting, today: today)
        }
        let count = formatting.count(rows.count)
        display?.displayResults(
            Search.Find.ViewModel(
                heading: Strings.Search.heading(response.text),
                subtitle: response.hasMore
                    ? Strings.Search.newest(count) : Strings.Search.found(count, plural: rows.count != 1),
                rows: LaidOutRows(rows, columns: TransactionTable.Cells.found),
                emptyMessage: rows.isEmpty ? Strings.Search.nothingFound : nil))
    }

    func presentSelectedTransaction(_ response: Search.SelectTransaction.Response) {
        display?.displaySelectedTransaction(Search.SelectTransaction.ViewModel(memo: response.transaction.memo))
    }
}
