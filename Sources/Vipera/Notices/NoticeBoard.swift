import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where anything in an app, from any task, posts a one-line notice for the person at the prompt:
/// a change another session made, a background job that finished.
///
/// A session shows what waits on its own line above the prompt while it waits for a line, with the
/// half-typed line redrawn as it was, and after a command's output while a command runs, never
/// inside it. A burst is shown as one line (``summary``) rather than scrolling the screen.
///
/// ```swift
/// let notices = NoticeBoard(summary: { "\($0) changes by other sessions" })
/// Task.detached {
///     for await change in changes {
///         notices.post("\(change.account): \(change.amount) (another session)")
///     }
/// }
/// ```
public final class NoticeBoard: NoticePosting, Sendable {
    // MARK: - Constants

    /// The notices shown one by one from a burst; more are summed up in one line.
    public static let defaultCoalescingLimit = 3

    // MARK: - Properties

    /// The most notices shown one per line at once; a larger burst is one ``summary`` line.
    package let coalescingLimit: Int
    /// The line that stands for a burst of the given number of notices.
    public let summary: @Sendable (Int) -> String
    private let waiting = Mutex<[String]>([])
    /// A pipe whose read end is readable while notices wait: a reader blocked on the terminal
    /// watches it with `poll` instead of asking on a timer.
    private let wakeUp: (read: Int32, write: Int32)?

    /// The descriptor that is readable while notices wait to be taken; nil when none could be made.
    package var readinessDescriptor: Int32? { wakeUp?.read }

    // MARK: - Initialization

    /// Creates an empty board.
    /// - Parameters:
    ///   - coalescingLimit: The most notices shown one per line at once.
    ///   - summary: The line that stands for a larger burst.
    public init(
        coalescingLimit: Int = NoticeBoard.defaultCoalescingLimit,
        summary: @escaping @Sendable (Int) -> String = NoticeBoard.countedSummary
    ) {
        self.coalescingLimit = max(coalescingLimit, 1)
        self.summary = summary
        wakeUp = Self.makePipe()
    }

    deinit {
        if let wakeUp {
            close(wakeUp.read)
            close(wakeUp.write)
        }
    }

    // MARK: - NoticePosting

    /// Posts one notice; blank ones are dropped.
    /// - Parameter message: The notice's text, one line.
    package func post(_ message: String) {
        post(contentsOf: [message])
    }

    /// Posts several notices at once, as one burst.
    /// - Parameter messages: The notices' texts, one line each.
    package func post(contentsOf messages: [String]) {
        let kept = messages.filter { !$0.allSatisfy(\.isWhitespace) }
        guard !kept.isEmpty else { return }
        let wasEmpty = waiting.withLock { waiting in
            defer { waiting += kept }
            return waiting.isEmpty
        }
        if wasEmpty, let wakeUp {
            var byte: UInt8 = 1
            _ = write(wakeUp.write, &byte, 1)
        }
    }

    // MARK: - Taking

    /// Whether notices wait to be shown.
    package var hasWaiting: Bool { waiting.withLock { !$0.isEmpty } }

    /// The lines to show for what waits, a burst summed up in one, and empties the board.
    package func take() -> [String] {
        // Drained first: a notice posted between the two steps is then either taken now or
        // wakes the reader again, never left waiting unseen.
        drainWakeUp()
        let taken = waiting.withLock { waiting in
            defer { waiting.removeAll() }
            return waiting
        }
        guard taken.count > coalescingLimit else { return taken }
        return [summary(taken.count)]
    }

    /// The summary of a burst when the app gives none: "5 notices".
    public static func countedSummary(_ count: Int) -> String {
        Strings.Notices.burst(count)
    }

    // MARK: - Private

    private func drainWakeUp() {
        guard let wakeUp else { return }
        var bytes = (UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &bytes, { read(wakeUp.read, $0.baseAddress, $0.count) }) > 0 {}
    }

    private static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }
}

/// Posts notices for the person at the prompt: what a scene or a worker is given, so its tests
/// can hand it a spy.
package protocol NoticePosting: Sendable {
    /// Posts one notice, shown on its own line at the next chance.
    /// - Parameter message: The notice's text, one line.
    func post(_ message: String)
}
