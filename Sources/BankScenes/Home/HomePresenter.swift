import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The presentation logic of the home scene.
@Spyable
protocol HomePresentationLogic: PresentationLogic {
    func presentHome(_ response: Home.FetchHome.Response)
    func presentRecent(_ response: Home.ShowRecent.Response)
    func presentTransferOutcome(_ response: Home.TransferOutcome.Response)
}

/// Turns the overview into a total per currency, account rows and recent transaction rows.
@MemberwiseInit
final class HomePresenter: HomePresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any HomeDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting
    /// The overview as shown last: coming back Home with nothing changed formats nothing.
    private var homeMemo = PresentationMemo<DatedResponse<Home.FetchHome.Response>, Home.FetchHome.ViewModel>()

    // MARK: - HomePresentationLogic

    func presentHome(_ response: Home.FetchHome.Response) {
        let dated = DatedResponse(response: response, today: formatting.dates.today)
        display?.displayHome(homeMemo.viewModel(for: dated) { homeViewModel($0.response, today: $0.today) })
    }

    func presentRecent(_ response: Home.ShowRecent.Response) {
        display?.displayRecent(
            Home.ShowRecent.ViewModel(
                recent: recentList(response.recent, accounts: response.accounts, today: formatting.dates.today)))
    }

    func presentTransferOutcome(_ response: Home.TransferOutcome.Response) {
        display?.displayTransferOutcome(Home.TransferOutcome.ViewModel(response.result, formatting: formatting))
    }

    // MARK: - Private

    private func homeViewModel(_ response: Home.FetchHome.Response, today: Int) -> Home.FetchHome.ViewModel {
        let visible = response.showsBalances
        let totals = response.totals?.map { MinorAmount(minor: $0.minorUnits, currency: $0.currency) }
        return Home.FetchHome.ViewModel(
            total: totals.map { total(of: $0, isVisible: visible) } ?? Strings.Home.totalTooLarge,
            totals: visible ? totals : nil,
            accounts: LaidOutRows(accountRows(response.accounts, isVisible: visible)),
            recent: recentList(response.recent, accounts: response.accounts, today: today)
        )
    }

    /// The sum of the balances in each currency, such as "$24,523.05".
    private func total(of totals: [MinorAmount], isVisible: Bool) -> String {
        guard !totals.isEmpty else {
            return formatting.balance(minorUnits: 0, currency: Currency.bankDefault, isVisible: isVisible)
        }
        return totals.map { formatting.balance(minorUnits: $0.minor, currency: $0.currency, isVisible: isVisible) }
            .joined(separator: ", ")
    }

    /// The open accounts' rows, in one allocation: a bank with closed accounts lists the rest.
    private func accountRows(_ accounts: [Account], isVisible: Bool) -> [Home.FetchHome.ViewModel.AccountRow] {
        var rows: [Home.FetchHome.ViewModel.AccountRow] = []
        rows.reserveCapacity(accounts.count)
        for account in accounts where !account.isClosed {
            rows.append(
                .init(
                    name: account.name,
                    type: account.type.rawValue,
                    balance: formatting.balance(
                        minorUnits: account.balanceMinor, currency: account.currency, isVisible: isVisible),
                    balanceMinor: isVisible ? account.balanceMinor : nil,
                    currency: account.currency
                ))
        }
        return rows
    }

    private func recentList(_ transactions: [Transaction], accounts: [Account], today: Int) -> Home.RecentList {
        let byID = Dictionary(accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = transactions.enumerated().map { offset, transaction in
            let account = byID[transaction.accountID]
            return TransactionRow(
                number: offset + 1,
                transaction: transaction,
                accountName: account?.name ?? Strings.Home.unknownAccount,
                currency: account?.currency ?? Currency.bankDefault,
                formatting: formatting,
                today: today
            )
        }
        return Home.RecentList(
            heading: Strings.Home.recentHeading(rows.count),
            rows: LaidOutRows(rows, columns: TransactionTable.Cells.recent),
            emptyMessage: rows.isEmpty ? Strings.Home.noTransactions : nil
        )
    }
}
