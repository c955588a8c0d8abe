public import Vipera
import ViperaSpyable

/// The display logic of the transaction detail scene.
@Spyable
protocol TransactionDetailDisplayLogic: ErrorDisplaying {
    func displayTransaction(_ viewModel: TransactionDetail.ShowTransaction.ViewModel)
}

/// Every field of one transaction. It has no commands of its own.
@MemberwiseInit
public final class TransactionDetailViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the transaction is written.
    public let console: any Console
    let interactor: any TransactionDetailBusinessLogic
    let router: any TransactionDetailRoutingLogic

    // MARK: - Scene

    /// `TransactionDetail`, in `where` and JSON output.
    public nonisolated static let sceneName = "TransactionDetail"

    /// "Transaction".
    public var title: String { Strings.TransactionDetail.title }

    /// Shows the transaction.
    public func sceneDidLoad() async {
        await interactor.showTransaction()
    }
}

// MARK: - TransactionDetailDisplayLogic

extension TransactionDetailViewController: TransactionDetailDisplayLogic {
    func displayTransaction(_ viewModel: TransactionDetail.ShowTransaction.ViewModel) {
        let pairs = viewModel.fields.map { KeyValueList.Pair($0.label, $0.value, style: $0.isCredit ? .green : nil) }
        show(viewModel, kind: "transaction") {
            RenderGroup([Heading(Strings.TransactionDetail.title), KeyValueList(pairs)])
        }
    }
}
