import CEditLineShim
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program running in a pseudo-terminal, driven as a person at a keyboard would: for tests of
/// what only a terminal shows, such as line editing, completion, Ctrl-C and progress bars.
///
/// ```swift
/// let terminal = try PseudoTerminal(path: appPath, arguments: [], environment: ["TERM": "xterm"])
/// try terminal.waitFor("Todos > ")
/// terminal.type("open 2\r")
/// try terminal.waitFor("Book flights")
/// terminal.type("\u{04}")
/// #expect(try terminal.waitForExit() == 0)
/// ```
public final class PseudoTerminal {
    /// Why driving the program failed.
    public enum Failure: Error, CustomStringConvertible {
        /// The program could not be started in a pseudo-terminal.
        case spawnFailed
        /// The text waited for never appeared; `screen` is what the program had written.
        case timedOut(waitingFor: String, screen: String)
        /// The screen never showed what was waited for; `screen` is its last state, row by row.
        case screenNeverShowed(String, screen: [String])
        /// The program had not exited when the wait ran out.
        case stillRunning

        /// What went wrong, with what the program had written.
        public var description: String {
            switch self {
            case .spawnFailed: "could not start the program in a pseudo-terminal"
            case .timedOut(let text, let screen):
                "timed out waiting for \(text.debugDescription); got \(screen.debugDescription)"
            case .stillRunning: "the program did not exit"
            case .screenNeverShowed(let what, let screen):
                "the screen never showed \(what); it shows:\n" + screen.joined(separator: "\n")
            }
        }
    }

    private let master: Int32
    private let pid: pid_t
    private let columns: UInt16
    private static let rows: UInt16 = 24
    /// Everything the program wrote to the terminal so far, as bytes: a read may end inside a
    /// character, so the text is decoded from the whole, never read by read.
    private var written: [UInt8] = []
    /// How many bytes of ``written`` earlier waits have passed.
    private var consumed = 0

    /// Everything the program wrote to the terminal so far, escape sequences included.
    package var transcript: String {
        readAvailable()
        return String(decoding: written, as: UTF8.self)
    }

    /// Starts the program at `path` in a new pseudo-terminal of `columns` × 24.
    /// - Parameters:
    ///   - path: The program to run.
    ///   - arguments: Its arguments, without its own name.
    ///   - environment: Its whole environment; nothing of the test's is passed on unless given.
    ///   - columns: The terminal's width.
    /// - Throws: ``Failure/spawnFailed`` when the program cannot be started.
    public init(path: String, arguments: [String], environment: [String: String], columns: UInt16 = 80) throws {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var master: Int32 = -1
        let pid = vipera_spawn_in_pseudo_terminal(path, argv, envp, columns, Self.rows, &master)
        guard pid > 0 else { throw Failure.spawnFailed }
        self.master = master
        self.pid = pid
        self.columns = columns
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Changes the terminal's size, as a user resizing the window does (the program gets SIGWINCH).
    /// - Parameters:
    ///   - columns: The new width.
    ///   - rows: The new height.
    package func resize(columns: UInt16, rows: UInt16 = 24) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Stops the program and lets it go on, as a shell's job control does after Ctrl-Z and `fg`
    /// (SIGSTOP, then SIGCONT).
    package func stopAndContinue() {
        kill(pid, SIGSTOP)
        var status: Int32 = 0
        waitpid(pid, &status, WUNTRACED)
        kill(pid, SIGCONT)
    }

    /// Types `text` as keystrokes.
    /// - Parameter text: The keys, control characters included (`"\r"` is Enter, `"\t"` is Tab).
    public func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Waits until `text` shows in what the program wrote since the last wait, colours aside (a
    /// colour change between two of its characters does not hide it); returns that part as
    /// written, escape sequences included.
    /// - Parameters:
    ///   - text: The text to wait for.
    ///   - timeout: How long to wait before failing.
    /// - Throws: ``Failure/timedOut(waitingFor:screen:)`` with what the program wrote.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = .seconds(15)) throws -> String {
        let deadline = ContinuousClock.now + timeout
        let wanted = Array(text.utf8)
        while ContinuousClock.now < deadline {
            readAvailable()
            let unseen = Array(written.dropFirst(consumed))
            if let end = TerminalText.endOfVisible(wanted, in: unseen) {
                let seen = String(decoding: unseen[..<end], as: UTF8.self)
                consumed += end
                return seen
            }
            usleep(10_000)
        }
        throw Failure.timedOut(
            waitingFor: text, screen: String(decoding: written.dropFirst(consumed), as: UTF8.self))
    }

    /// What the terminal shows now, worked out from everything the program wrote (at the size it
    /// was started with).
    package var screen: TerminalScreen {
        var screen = TerminalScreen(columns: Int(columns), rows: Int(Self.rows))
        screen.feed(transcript)
        return screen
    }

    /// Waits until the screen satisfies `condition`, described as `what` should it never, and
    /// returns it.
    /// - Parameters:
    ///   - what: What is waited for, in words, for the failure's message.
    ///   - timeout: How long to wait before failing.
    ///   - condition: Whether a screen shows what is waited for.
    /// - Throws: ``Failure/screenNeverShowed(_:screen:)`` with the last screen.
    @discardableResult
    public func waitForScreen(
        _ what: String, timeout: Duration = .seconds(15), until condition: (TerminalScreen) -> Bool
    ) throws -> TerminalScreen {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let shown = screen
            if condition(shown) {
                return shown
            }
            usleep(10_000)
        }
        throw Failure.screenNeverShowed(what, screen: screen.shownLines)
    }

    /// Waits for the program to exit and returns its exit status. The default is generous: on a
    /// machine busy with a parallel test run, a program that saves its history and exits has
    /// been seen to take over 15 seconds.
    /// - Parameter timeout: How long to wait before failing.
    /// - Throws: ``Failure/stillRunning`` when the program has not exited by then.
    public func waitForExit(timeout: Duration = .seconds(60)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            readAvailable()
            if waitpid(pid, &status, WNOHANG) == pid {
                return (status >> 8) & 0xFF
            }
            usleep(10_000)
        }
        throw Failure.stillRunning
    }

    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            written += buffer[0..<count]
        }
    }
}
