import CEditLineShim
import ViperaBench

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program at a pseudo-terminal and measures the time until its first prompt is drawn.
struct TerminalStartup {
    // MARK: - Constants

    private static let columns: UInt16 = 120
    private static let rows: UInt16 = 40
    private static let timeoutSeconds = 10.0
    private static let pollMilliseconds: Int32 = 100
    private static let readSize = 4096

    // MARK: - Properties

    /// The program's path.
    let path: String
    /// Its arguments, without the program name.
    let arguments: [String]
    /// What the prompt ends with.
    let promptEnd: String
    /// A folder for the program's history, so the user's own is left alone.
    let stateDirectory: String

    // MARK: - Measuring

    /// Seconds from spawn until `promptEnd` appears on the terminal.
    func secondsToFirstPrompt() throws -> Double {
        // Without colour: a coloured prompt ends in an escape sequence, not in `promptEnd`.
        let environment = [
            "TERM=xterm", "XDG_STATE_HOME=\(stateDirectory)", "HOME=\(stateDirectory)", "LANG=C.UTF-8", "NO_COLOR=1",
        ]
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var master: Int32 = -1
        let start = Stopwatch.now()
        let pid = vipera_spawn_in_pseudo_terminal(path, argv, envp, Self.columns, Self.rows, &master)
        guard pid > 0 else { throw ChildProcess.Failure(description: "cannot start \(path) at a terminal") }
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(master)
        }
        let seconds = try waitForPrompt(on: master, since: start)
        return seconds
    }

    // MARK: - Private

    private func waitForPrompt(on master: Int32, since start: Double) throws -> Double {
        var seen: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: Self.readSize)
        let marker = Array(promptEnd.utf8)
        while Stopwatch.now() - start < Self.timeoutSeconds {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Self.pollMilliseconds) > 0 else { continue }
            let count = read(master, &chunk, Self.readSize)
            guard count > 0 else { break }
            seen += chunk[0..<count]
            if seen.count >= marker.count, seen.suffix(marker.count + 16).contains(sequence: marker) {
                return Stopwatch.now() - start
            }
        }
        throw ChildProcess.Failure(description: "\(path) drew no prompt within \(Int(Self.timeoutSeconds)) s")
    }
}

extension Collection where Element: Equatable {
    /// Whether `sequence` occurs in the collection as a contiguous run.
    fileprivate func contains(sequence: [Element]) -> Bool {
        let elements = Array(self)
        guard elements.count >= sequence.count else { return false }
        return (0...(elements.count - sequence.count)).contains { start in
            elements[start..<(start + sequence.count)].elementsEqual(sequence)
        }
    }
}
