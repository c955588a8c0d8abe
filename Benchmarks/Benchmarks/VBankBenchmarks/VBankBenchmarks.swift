import BankDomain
import Benchmark
import BenchmarkSupport

/// vbank's costs in-process: every scene's display, and the navigation workload of
/// `../shared/peers/workload.py` (accounts, open 2, transactions, next, prev, back, back, home).
///
/// Names have no spaces: package-benchmark 1.38.1 writes a threshold file with `_` for a space in
/// the name, and looks for it under the name as it is, so a name with a space is never checked.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = BenchmarkDefaults.configuration

    // MARK: - Scenes Shown Again

    // The scene on top shows itself again, its data unchanged, as after `back`: its data is read
    // (from the read cache), presented and rendered.
    for scene in SceneDisplay.allCases {
        Benchmark("Show-\(scene.rawValue)-again") { benchmark, session in
            for _ in benchmark.scaledIterations {
                await session.showTopScene()
            }
        } setup: {
            try await BenchmarkedSession.make(on: .memory, after: scene.path)
        }
    }

    // MARK: - Scenes Opened Afresh

    for scene in SceneDisplay.allCases {
        guard let (parent, opening) = scene.opening else { continue }
        Benchmark("Open-\(scene.rawValue)-and-go-back") { benchmark, session in
            for _ in benchmark.scaledIterations {
                await session.run(opening)
                await session.run("back")
            }
        } setup: {
            try await BenchmarkedSession.make(on: .memory, after: parent)
        }
    }

    // MARK: - Notices

    // What a session at a terminal adds to each command, and does four times a second at the
    // prompt: ask its bank whether other sessions changed it, which most often they did not.
    for storage in BenchmarkedSession.Storage.allCases {
        Benchmark("Look-for-changes-by-other-sessions-\(storage.name)") { benchmark, feed in
            for _ in benchmark.scaledIterations {
                blackHole(try feed.changesByOtherSessions())
            }
        } setup: {
            try await BenchmarkedSession.make(on: storage).changeFeed()
        } teardown: {
            await BenchmarkedSession.removeFolders()
        }
    }

    // MARK: - Navigation Workload

    for storage in BenchmarkedSession.Storage.allCases {
        Benchmark("Workload-of-8-commands-\(storage.name)") { benchmark, session in
            for _ in benchmark.scaledIterations {
                for line in SceneDisplay.workloadCycle {
                    await session.run(line)
                }
            }
        } setup: {
            try await BenchmarkedSession.make(on: storage)
        } teardown: {
            await BenchmarkedSession.removeFolders()
        }
    }
}

/// Each scene of vbank, and the commands that lead to it from Home.
enum SceneDisplay: String, CaseIterable, Sendable {
    case home = "Home"
    case accounts = "Accounts"
    case accountDetail = "AccountDetail"
    case transactions = "Transactions"
    case transactionDetail = "TransactionDetail"
    case cards = "Cards"
    case insights = "Insights"
    case settings = "Settings"
    case transfer = "Transfer"

    /// The workload's cycle, from Home back to Home.
    static let workloadCycle = ["accounts", "open 2", "transactions", "next", "prev", "back", "back", "home"]

    /// The commands from Home to the scene's parent, and the one that opens the scene there;
    /// nil for Home, which nothing opens.
    var opening: (parent: [String], command: String)? {
        guard let command = path.last else { return nil }
        return (Array(path.dropLast()), command)
    }

    /// The commands from Home to the scene.
    var path: [String] {
        switch self {
        case .home: []
        case .accounts: ["accounts"]
        case .accountDetail: ["accounts", "open 2"]
        case .transactions: ["accounts", "open 2", "transactions"]
        case .transactionDetail: ["accounts", "open 2", "transactions", "open 1"]
        case .cards: ["cards"]
        case .insights: ["insights"]
        case .settings: ["settings"]
        case .transfer: ["transfer"]
        }
    }
}
