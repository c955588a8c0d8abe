import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of another program with its standard input read from a file and its output thrown
/// away, timed from spawn to exit, with the peak resident memory the kernel measured.
public struct ChildProcess {
    // MARK: - Nested Types

    /// What a run cost.
    public struct Measurement {
        /// Seconds from spawn to exit.
        public let seconds: Double
        /// The child's peak resident set, in bytes.
        public let peakResidentBytes: Int
        /// The exit status; -1 when a signal ended it.
        public let status: Int32
    }

    /// Why a program could not be run.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        /// A failure described by `description`.
        public init(description: String) {
            self.description = description
        }
    }

    // MARK: - Constants

    private static let bytesPerKibibyte = 1024

    // MARK: - Properties

    /// The program's path.
    public let path: String
    /// Its arguments, without the program name.
    public let arguments: [String]
    /// Variables set for it on top of this process's environment, such as a fresh `HOME`.
    public let environment: [String: String]

    /// The program at `path`, to be started with `arguments` and `environment` added to this
    /// process's environment.
    public init(path: String, arguments: [String], environment: [String: String] = [:]) {
        self.path = path
        self.arguments = arguments
        self.environment = environment
    }

    // MARK: - Running

    /// Starts every program of `runs` at once, each with its input, and waits for them all: the
    /// seconds until the last ended, and each one's exit status, in order.
    public static func runTogether(_ runs: [(ChildProcess, input: String)]) throws -> (
        seconds: Double, statuses: [Int32]
    ) {
        let start = Stopwatch.now()
        let children = try runs.map { try $0.0.spawn(input: $0.input) }
        let statuses = children.map { wait(for: $0).status }
        return (Stopwatch.now() - start, statuses)
    }

    /// Runs the program once with `input` as standard input.
    public func run(input: String) throws -> Measurement {
        let start = Stopwatch.now()
        let ended = Self.wait(for: try spawn(input: input))
        return Measurement(
            seconds: Stopwatch.now() - start, peakResidentBytes: ended.peakResidentBytes, status: ended.status)
    }

    /// Starts the program with `input` as standard input; its process.
    private func spawn(input: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// Waits for `pid` to end: its peak resident bytes and exit status (-1 when a signal ended it).
    private static func wait(for pid: pid_t) -> (peakResidentBytes: Int, status: Int32) {
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let exited = (status & 0x7f) == 0
        return (Int(usage.ru_maxrss) * bytesPerKibibyte, exited ? (status >> 8) & 0xff : -1)
    }
}
