import Foundation
import Vipera
import ViperaExample
import ViperaREPL

/// The example todo app in a session with a capturing console and in-memory scripts.
@MainActor
final class SessionHarness {
    let console = CapturingConsole(width: 80)
    /// What the app and the session write through.
    let appConsole: SessionConsole
    let navigator = Navigator()
    let session: Session
    /// How many times the session said a command was about to run.
    var commandsStarted: Int { started.count }
    private let started = Counter()

    init(
        configuration: SessionConfiguration = SessionConfiguration(appName: "todo"),
        history: (any CommandHistory)? = nil,
        interrupts: (any InterruptSource)? = nil,
        store: any TodoStore = InMemoryTodoStore(todos: SampleTodos.all),
        scripts: [String: [String]] = [:],
        notices: SessionNotices? = nil,
        pager: (any OutputPaging)? = nil,
        terminalRows: Int? = nil,
        commandWillRun: @escaping @MainActor () -> Void = {}
    ) async {
        appConsole = SessionConsole(base: console)
        session = Session(
            navigator: navigator,
            console: appConsole,
            configuration: configuration,
            app: SessionApp(
                commandWillRun: { [started] in
                    started.count += 1
                    commandWillRun()
                },
                notices: notices
            ),
            services: SessionServices(
                history: history,
                interrupts: interrupts,
                terminalWidth: { nil },
                pager: pager,
                terminalRows: { terminalRows },
                openScript: { path in
                    guard let lines = scripts[path] else {
                        throw ScriptError.cannotOpen(path: path, reason: "No such file or directory")
                    }
                    return ScriptedLineReader(lines: lines, sourceName: path)
                }
            )
        )
        navigator.push(TodoSceneFactory(store: store, console: appConsole, navigator: navigator).makeTodoList())
        await navigator.completeTransitions()
        console.clear()
    }

    /// Runs `lines` as a script named `<script>`.
    func run(_ lines: [String], interactive: Bool = false) async -> ExitStatus {
        await session.run(
            ScriptedLineReader(lines: lines, sourceName: interactive ? nil : "<script>", isInteractive: interactive)
        )
    }
}

/// A number a closure counts up.
@MainActor
final class Counter {
    var count = 0
}

/// History kept in memory.
@MainActor
final class InMemoryHistory: CommandHistory {
    private(set) var entries: [String]
    var saveFailure: String?

    init(entries: [String] = []) {
        self.entries = entries
    }

    func record(_ line: String) {
        guard entries.last != line else { return }
        entries.append(line)
    }
}

/// Ctrl-C pressed after the given number of questions.
final class ScriptedInterrupts: InterruptSource, @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int

    init(after questions: Int) {
        remaining = questions
    }

    func takeInterrupt() -> Bool {
        lock.withLock {
            remaining -= 1
            return remaining == 0
        }
    }
}

/// A todo store whose listings after the first take a long time unless their task is cancelled.
final class SlowTodoStore: TodoStore, @unchecked Sendable {
    private let base = InMemoryTodoStore(todos: SampleTodos.all)
    private let delay: Duration
    private let lock = NSLock()
    private var listings = 0
    private var slowListingsCut = 0
    private var slowListingsFinished = 0

    init(delay: Duration) {
        self.delay = delay
    }

    /// How the slow listings ended: cut short by cancellation, or waited out in full.
    var slowListingOutcomes: (cut: Int, finished: Int) {
        lock.withLock { (slowListingsCut, slowListingsFinished) }
    }

    func allTodos() async throws -> [Todo] {
        let isFirst = lock.withLock {
            listings += 1
            return listings == 1
        }
        if !isFirst {
            try await waitOutTheDelay()
        }
        return await base.allTodos()
    }

    private func waitOutTheDelay() async throws {
        do {
            try await Task.sleep(for: delay)
            lock.withLock { slowListingsFinished += 1 }
        } catch {
            lock.withLock { slowListingsCut += 1 }
            throw error
        }
    }

    func todo(id: Int) async throws -> Todo { try await base.todo(id: id) }
    func insert(title: String, priority: TodoPriority) async throws -> Todo {
        await base.insert(title: title, priority: priority)
    }
    func update(_ todo: Todo) async throws { try await base.update(todo) }
    func delete(id: Int) async throws { try await base.delete(id: id) }
}

/// Text built from lines, each ending in a newline.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}
