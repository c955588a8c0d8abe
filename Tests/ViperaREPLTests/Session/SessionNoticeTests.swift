import Foundation
import Synchronization
import Testing
import Vipera

@testable import ViperaREPL

@MainActor
@Suite("Session notices")
struct SessionNoticeTests {
    // MARK: - Showing

    @Test func aNoticePostedBeforeACommand_isShownBeforeItsOutput() async {
        let board = NoticeBoard()
        let harness = await SessionHarness(notices: SessionNotices(board: board, stream: .error))
        board.post("Savings: +$12.34 (another session)")

        _ = await harness.run(["where"])

        #expect(harness.console.errorOutput == "notice: Savings: +$12.34 (another session)\n")
        #expect(harness.console.output.hasPrefix("#  Scene"))
        #expect(harness.console.chunks.first?.stream == .error)
    }

    @Test func aNoticePostedWhileACommandRuns_isShownAfterItsWholeOutput() async {
        let board = NoticeBoard()
        let harness = await SessionHarness(
            notices: SessionNotices(board: board, stream: .output),
            commandWillRun: { board.post("posted mid-command") }
        )

        _ = await harness.run(["where"])

        let output = harness.console.output
        #expect(output.hasPrefix("#  Scene"))
        #expect(output.hasSuffix("1  TodoList  Todos\nnotice: posted mid-command\n"))
    }

    @Test func aBurst_isOneLine() async {
        let board = NoticeBoard { "\($0) changes by other sessions" }
        let harness = await SessionHarness(notices: SessionNotices(board: board, stream: .error))
        board.post(contentsOf: (1...5).map { "change \($0)" })

        _ = await harness.run(["where"])

        #expect(harness.console.errorOutput == "notice: 5 changes by other sessions\n")
    }

    @Test func underJSON_aNoticeIsAnObjectOfItsOwnKind() async {
        let board = NoticeBoard()
        let harness = await SessionHarness(notices: SessionNotices(board: board, stream: .error))
        harness.appConsole.outputFormat = .json
        board.post("Savings changed")

        _ = await harness.run(["where"])

        #expect(
            harness.console.errorOutput
                == #"{"kind":"notice","scene":"TodoList","viewModel":{"message":"Savings changed"}}"# + "\n")
    }

    @Test func withoutNoticeSettings_postedNoticesAreNeverShown() async {
        let board = NoticeBoard()
        let harness = await SessionHarness()
        board.post("unseen")

        _ = await harness.run(["where"])

        #expect(!harness.console.output.contains("unseen"))
        #expect(harness.console.errorOutput.isEmpty)
    }

    // MARK: - Sources

    @Test func sources_areAskedAsEachCommandStarts() async {
        let board = NoticeBoard()
        let source = CountingSource(answer: ["seen at the start"])
        let harness = await SessionHarness(notices: SessionNotices(board: board, stream: .error, sources: [source]))

        _ = await harness.run(["where", "where"])

        #expect(source.calls == 2)
        #expect(harness.console.errorOutput == "notice: seen at the start\nnotice: seen at the start\n")
    }

    @Test func sources_areAskedWhileTheSessionWaitsForALine() async {
        let board = NoticeBoard()
        let source = CountingSource(answer: [])
        let notices = SessionNotices(
            board: board, stream: .error, sources: [source], interval: .milliseconds(10),
            idleExecutor: ThreadExecutor.shared)
        let harness = await SessionHarness(notices: notices)

        _ = await harness.session.run(SlowLineReader(lines: ["where"]) { source.calls > 0 })

        // Asked while the reader waited, then once more as the command started
        #expect(source.calls >= 2)
    }

    @Test func theIdleWatch_asksOnItsInterval_untilCancelled() async throws {
        let source = CountingSource(answer: ["heard"])
        let board = NoticeBoard(coalescingLimit: Int.max)
        let notices = SessionNotices(
            board: board, stream: .error, sources: [source], interval: .milliseconds(5),
            idleExecutor: ThreadExecutor.shared)

        let watch = try #require(notices.watchWhileIdle())
        let deadline = ContinuousClock.now + .seconds(60)
        while source.calls < 3, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        watch.cancel()
        await watch.value
        let callsWhenCancelled = source.calls
        try await Task.sleep(for: .milliseconds(50))

        #expect(callsWhenCancelled >= 3)
        #expect(source.calls == callsWhenCancelled)
        #expect(board.take().count == callsWhenCancelled)
    }

    @Test func aScriptWhoseLinesAreReady_neverWaitsLongEnoughToAsk() async {
        let board = NoticeBoard()
        let source = CountingSource(answer: [])
        let harness = await SessionHarness(notices: SessionNotices(board: board, stream: .error, sources: [source]))

        _ = await harness.run(Array(repeating: "where", count: 20))

        #expect(source.calls == 20)
    }
}

// MARK: - Doubles

/// Answers the same notices every time and counts the calls.
private final class CountingSource: NoticeSource {
    private let answer: [String]
    private let count = Mutex(0)

    var calls: Int { count.withLock { $0 } }

    init(answer: [String]) {
        self.answer = answer
    }

    func collectNotices() async -> [String] {
        count.withLock { $0 += 1 }
        return answer
    }
}

/// Runs jobs on a thread of its own, so the idle watch runs however many of the shared pool's
/// threads the tests beside this one block (on 2 cores, two waiting for a child process starved
/// it for over a minute).
private final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = ThreadExecutor()

    // Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private let condition = NSCondition()

    private init() {
        let thread = Thread { [unowned self] in runJobsForever() }
        thread.name = "idle-watch executor"
        thread.start()
    }

    func enqueue(_ job: UnownedJob) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobsForever() {
        while true {
            condition.lock()
            while jobs.isEmpty {
                condition.wait()
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Hands out each line once `isReady` holds (or after a minute), blocking the calling thread
/// as a terminal's reader blocks while a person types.
@MainActor
private final class SlowLineReader: LineReader {
    let sourceName: String? = "<slow>"
    let isInteractive = false
    private(set) var lineNumber = 0
    private var lines: [String]
    private let isReady: @Sendable () -> Bool

    init(lines: [String], isReady: @escaping @Sendable () -> Bool) {
        self.lines = lines
        self.isReady = isReady
    }

    func nextLine(prompt: Prompt) -> LineEvent {
        guard !lines.isEmpty else { return .endOfInput }
        let deadline = Date().addingTimeInterval(60)
        while !isReady(), Date() < deadline {
            usleep(5_000)
        }
        lineNumber += 1
        return .line(lines.removeFirst())
    }
}

@MainActor
@Suite("Clearing the screen")
struct ClearScreenTests {
    @Test func clear_atATerminal_homesTheCursorAndErasesTheScreen() async {
        let harness = await SessionHarness()

        _ = await harness.run(["clear"], interactive: true)

        #expect(harness.console.output == "\u{1B}[H\u{1B}[2J")
    }

    @Test func clear_inAScript_writesNothing_andSucceeds() async {
        let harness = await SessionHarness()

        let status = await harness.run(["clear"])

        #expect(status == .success)
        #expect(harness.console.output.isEmpty && harness.console.errorOutput.isEmpty)
    }
}
