import Vipera

/// The smallest complete scene: `add N` goes from the view controller through an interactor and a
/// presenter and back as rendered text, so the dispatch benchmark times the framework's path and
/// nothing else.
enum CounterCommand: Sendable {
    case add(Int)
}

/// Keeps the running total: the business logic.
@MainActor
final class CounterInteractor {
    private let presenter: CounterPresenter
    private var total = 0

    init(presenter: CounterPresenter) {
        self.presenter = presenter
    }

    func add(_ amount: Int) {
        total &+= amount
        presenter.presentTotal(total)
    }
}

/// Turns the total into display text.
@MainActor
final class CounterPresenter {
    weak var display: CounterViewController?

    func presentTotal(_ total: Int) {
        display?.displayTotal("Total: \(total)")
    }
}

/// Turns `add N` into a request and renders the total.
@MainActor
final class CounterViewController: Scene, ConsoleDisplaying {
    nonisolated static let sceneName = "Counter"
    nonisolated static let commandTable = CommandTable<CounterCommand>([
        CommandSpec(
            "add",
            summary: "Adds N to the total.",
            parameters: [.argument("N", .integer(range: 0...1_000_000), "The amount.")]
        ) { .add(try $0.integer("N")) }
    ])

    let console: any Console
    private let interactor: CounterInteractor

    init(console: any Console) {
        self.console = console
        let presenter = CounterPresenter()
        interactor = CounterInteractor(presenter: presenter)
        presenter.display = self
    }

    var title: String { "Counter" }
    var commands: CommandTable<CounterCommand> { Self.commandTable }

    func handle(_ command: CounterCommand) async {
        switch command {
        case .add(let amount): interactor.add(amount)
        }
    }

    func displayTotal(_ text: String) {
        console.render(Paragraph(text))
    }
}
