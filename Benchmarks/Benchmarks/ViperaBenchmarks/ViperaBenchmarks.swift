import Benchmark
import BenchmarkSupport
@_spi(Dispatch) import Vipera

/// The framework's own costs, with no app behind them: a command's trip through the dispatcher
/// and a scene's layers, a table rendered, a scene pushed and popped. (Names have no spaces:
/// see VBankBenchmarks.)
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkDefaults.configuration

    // MARK: - Dispatch

    Benchmark("Dispatch-add-7-through-a-scene") { benchmark, counter in
        for _ in benchmark.scaledIterations {
            await counter.run("add 7")
        }
    } setup: {
        await CounterSession.make()
    }

    // MARK: - Rendering

    for rows in [20, 10_000] {
        Benchmark("Render-a-\(rows)-row-table-at-120-columns") { benchmark, table in
            for _ in benchmark.scaledIterations {
                blackHole(table.render())
            }
        } setup: {
            TableFixture(rows: rows)
        }
    }

    // MARK: - Navigation

    Benchmark("Push-and-pop-a-scene") { benchmark, counter in
        for _ in benchmark.scaledIterations {
            await counter.pushAndPop()
        }
    } setup: {
        await CounterSession.make()
    }
}

// MARK: - Fixtures

/// A navigator with the counter scene on top, its dispatcher and the console it writes to.
@MainActor
final class CounterSession {
    private let console = DiscardingConsole()
    private let navigator = Navigator()
    private let dispatcher: CommandDispatcher

    private init() {
        dispatcher = CommandDispatcher(navigator: navigator, console: console)
    }

    static func make() async -> CounterSession {
        let session = CounterSession()
        _ = session.navigator.push(CounterViewController(console: session.console))
        await session.navigator.completeTransitions()
        return session
    }

    /// Runs `line` as a session does, output discarded.
    func run(_ line: String) async {
        _ = await dispatcher.dispatch(line)
        console.flush()
    }

    /// Shows a new counter scene and goes back from it: a leak shows as memory not given back.
    func pushAndPop() async {
        _ = navigator.push(CounterViewController(console: console))
        await navigator.completeTransitions()
        try? navigator.pop()
        await navigator.completeTransitions()
        console.flush()
    }
}

/// A table of `rows` rows with the columns of a statement, and a buffer to render it into.
struct TableFixture: Sendable {
    private static let width = 120
    private let table: Table

    init(rows: Int) {
        table = Table(
            columns: [
                Table.Column("#", alignment: .right), Table.Column("Date"), Table.Column("Memo"),
                Table.Column("Category"), Table.Column("Counterparty"), Table.Column("Amount", alignment: .right),
            ],
            rows: (0..<rows).map { index in
                [
                    String(index + 1), "Nov \(index % 28 + 1), 2026", "Card payment \(index % 97)",
                    ["groceries", "dining", "rent", "salary"][index % 4], "Shop number \(index % 13)",
                    "-$\(index % 1000).\(index % 90 + 10)",
                ]
            }
        )
    }

    /// The table's bytes.
    func render() -> Int {
        var buffer = TextBuffer(capacity: 1 << 12)
        table.render(into: &buffer, context: RenderContext(width: Self.width, colorEnabled: false))
        return buffer.byteCount
    }
}
