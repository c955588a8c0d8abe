import BankData
import BankDomain
import BankScenes
import BenchmarkSupport
import Foundation
@_spi(Dispatch) import Vipera

/// vbank in-process as a session runs it, on a demo bank in memory or in a new file, with a fixed
/// clock in UTC so every run shows the same screens; output goes to a console that discards it.
@MainActor
final class BenchmarkedSession {
    // MARK: - Nested Types

    /// Where the bank is kept.
    enum Storage: CaseIterable, Sendable {
        case memory
        case file

        /// Where, in a benchmark's name.
        var name: String {
            switch self {
            case .memory: "in-memory"
            case .file: "on-a-file"
            }
        }
    }

    // MARK: - Constants

    private static let moment = Date(timeIntervalSince1970: 1_768_471_200)

    // MARK: - Properties

    private let console = DiscardingConsole()
    private let navigator = Navigator()
    private let dispatcher: CommandDispatcher
    private let connection: BankSession
    /// The folders of the banks in files, removed when the benchmark ends.
    private static var folders: [String] = []

    // MARK: - Initialization

    private init(connection: BankSession) {
        dispatcher = CommandDispatcher(navigator: navigator, console: console)
        self.connection = connection
    }

    /// A session at Home on a new demo bank, which then runs `lines`.
    static func make(on storage: Storage, after lines: [String] = []) async throws -> BenchmarkedSession {
        let clock = FixedClock(now: moment)
        let timeZone = TimeZone(identifier: "UTC") ?? .current
        let folder = storage == .file ? try makeFolder() : nil
        let path = folder.map { "\($0)/bank.sqlite" } ?? SQLiteBank.inMemoryPath
        let bank = try SQLiteBank.openForSession(path: path, clock: clock)
        let connection = bank.session(clock: clock, timeZone: timeZone)
        let session = BenchmarkedSession(connection: connection)
        let home = BankSceneFactory(
            stores: connection.stores, clock: clock, timeZone: timeZone, console: session.console,
            navigator: session.navigator
        )
        .makeHome()
        _ = session.navigator.push(home)
        await session.navigator.completeTransitions()
        for line in lines {
            try await session.runChecked(line)
        }
        return session
    }

    // MARK: - Running

    /// Runs `line` as a session does: the bank's read cache is told a command starts, the output
    /// is written and discarded.
    /// - Returns: How the line went.
    @discardableResult
    func run(_ line: String) async -> CommandOutcome {
        connection.commandWillRun()
        let outcome = await dispatcher.dispatch(line)
        console.flush()
        return outcome
    }

    /// Shows the scene on top again, as when it first appeared: its data read, presented and
    /// rendered.
    func showTopScene() async {
        connection.commandWillRun()
        await navigator.entries.last?.scene.sceneDidLoad()
        console.flush()
    }

    /// A feed of other sessions' changes to the bank, as a session at a terminal makes at start
    /// and asks as each command starts and four times a second at the prompt.
    func changeFeed() -> any LedgerChangeFeed {
        connection.changeFeed()
    }

    /// Removes the folders of the banks made in files.
    static func removeFolders() {
        folders.forEach { try? FileManager.default.removeItem(atPath: $0) }
        folders.removeAll()
    }

    // MARK: - Private

    /// Runs `line`, which must not fail: a benchmark of the wrong screen would mislead.
    private func runChecked(_ line: String) async throws {
        guard await !run(line).isFailure else { throw SessionError.commandFailed(line) }
    }

    private static func makeFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "vbank-benchmarks-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        folders.append(folder)
        return folder
    }
}

/// A command the benchmark's set-up needs failed.
enum SessionError: Error, CustomStringConvertible {
    case commandFailed(String)

    var description: String {
        switch self {
        case .commandFailed(let line): "the benchmark's set-up command '\(line)' failed"
        }
    }
}
