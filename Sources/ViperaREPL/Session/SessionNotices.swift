package import Vipera

/// How a session shows the notices posted to its board, and what it asks for more while idle.
package struct SessionNotices: Sendable {
    // MARK: - Constants

    /// How often sources are asked while the session waits for a line unless told otherwise:
    /// often enough that a change shows within a second.
    package static let defaultInterval = Duration.milliseconds(250)

    // MARK: - Properties

    /// Where notices are posted.
    package let board: NoticeBoard
    /// Where they are shown: standard output at a terminal, standard error in a script.
    package let stream: ConsoleStream
    /// What is asked for notices while the session waits for a line.
    package let sources: [any NoticeSource]
    /// How long the session waits between two rounds of asking.
    package let interval: Duration
    /// Where the asking runs while the session waits: the shared pool unless told otherwise. A
    /// host whose pool threads may all be blocked (a parallel test run) gives it a thread of its
    /// own, so the asking is not starved while the line reader holds the main thread.
    package let idleExecutor: (any TaskExecutor)?

    // MARK: - Initialization

    /// Creates the settings.
    /// - Parameters:
    ///   - board: Where notices are posted.
    ///   - stream: Where they are shown: standard output at a terminal, standard error in a script.
    ///   - sources: What is asked for notices while the session waits for a line.
    ///   - interval: How long the session waits between two rounds of asking.
    ///   - idleExecutor: Where the asking runs while the session waits; `nil` for the shared pool.
    package init(
        board: NoticeBoard,
        stream: ConsoleStream,
        sources: [any NoticeSource] = [],
        interval: Duration = SessionNotices.defaultInterval,
        idleExecutor: (any TaskExecutor)? = nil
    ) {
        self.board = board
        self.stream = stream
        self.sources = sources
        self.interval = interval
        self.idleExecutor = idleExecutor
    }

    // MARK: - Asking

    /// Posts what the sources have to say now.
    func collect() async {
        for source in sources {
            board.post(contentsOf: await source.collectNotices())
        }
    }

    /// Asks the sources every ``interval`` until cancelled, first after one interval, so a script
    /// whose lines are all there already never asks.
    func watchWhileIdle() -> Task<Void, Never>? {
        guard !sources.isEmpty else { return nil }
        return Task.detached(executorPreference: idleExecutor) { [self] in
            while (try? await Task.sleep(for: interval)) != nil {
                await collect()
            }
        }
    }

    // MARK: - Showing

    /// What shows `messages`: one `notice:` line each, or one JSON object each of kind `notice`.
    static func renderables(
        for messages: [String], format: OutputFormat, scene: String
    ) -> [any Renderable] {
        messages.map { message in
            switch format {
            case .text:
                Notice(.posted, message)
            case .json:
                JSONLine(
                    DisplayRecord(
                        scene: scene, kind: "notice", viewModel: SessionViewModels.PostedNotice(message: message))
                )
            }
        }
    }
}
