import Foundation
import Synchronization

/// A throw-away PostgreSQL server for tests: `initdb` in a temporary folder, listening on a Unix
/// socket in that folder only, started once per test process and stopped when the process ends,
/// however it ends (a watchdog process waits for it), with its folder removed.
///
/// PostgreSQL refuses to run as root, so a test run as root runs the server as the `postgres`
/// user (`runuser`). Each test gets a database of its own from ``freshDatabase()``.
public final class TestPostgresServer: Sendable {
    // MARK: - Nested Types

    /// Why there is no server: what a developer reads in the failing test.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What is missing, and how to get it.
        public let description: String
    }

    // MARK: - Constants

    /// Where Debian and Homebrew put PostgreSQL 15's programs, tried in order after `PG_BINDIR`.
    private static let binaryFolders = [
        "/usr/lib/postgresql/15/bin", "/opt/homebrew/opt/postgresql@15/bin", "/usr/local/opt/postgresql@15/bin",
    ]
    /// The server's superuser, whom every test logs in as unless it says otherwise.
    public static let superuser = "postgres"

    // MARK: - Properties

    /// The folder holding the data and the socket.
    public let folder: String
    private let binaries: String
    private let runsAsOtherUser: Bool
    /// Whether a commit waits until its WAL is on the disk, as on a server that keeps money.
    private let isDurable: Bool
    private let databases = Atomic<Int>(0)

    /// The server of this test process, started on first use.
    public static func shared() throws -> TestPostgresServer {
        try started.get()
    }

    private static let started = Result { try TestPostgresServer() }

    /// A server of its own, for a test that stops or restarts it: the shared one keeps serving the
    /// other tests. ``shutDown()`` ends it; the watchdog does if the test cannot.
    public static func ofItsOwn() throws -> TestPostgresServer {
        try TestPostgresServer()
    }

    /// A server of its own whose commits reach the disk before they return (`fsync` on), as a
    /// server that keeps money runs: what a figure of writes under load is measured on, where a
    /// hot row is held for as long as its commit takes.
    public static func durable() throws -> TestPostgresServer {
        try TestPostgresServer(durable: true)
    }

    // MARK: - Initialization

    private init(durable: Bool = false) throws {
        isDurable = durable
        guard let binaries = Self.findBinaries() else {
            throw Unavailable(
                description: "PostgreSQL 15 is not installed: run 'make deps' as root (apt-get install postgresql), "
                    + "or set PG_BINDIR to the folder of initdb and pg_ctl")
        }
        self.binaries = binaries
        runsAsOtherUser = getuid() == 0
        folder = try Self.makeFolder(ownedBy: runsAsOtherUser ? Self.superuser : nil)
        try startWatchdog()
        try run("initdb", ["-D", folder + "/data", "-U", Self.superuser, "--auth=trust", "-E", "UTF8", "--no-sync"])
        try run(
            "pg_ctl",
            [
                "-D", folder + "/data", "-l", folder + "/server.log", "-w", "-o",
                Self.serverOptions(folder: folder, durable: isDurable),
                "start",
            ])
    }

    // MARK: - Databases

    /// A new, empty database on this server: its name and its address.
    public func freshDatabase() throws -> (name: String, url: String) {
        let name = "vbank_test_\(getpid())_\(databases.add(1, ordering: .relaxed).newValue)"
        try run("psql", ["-h", folder, "-U", Self.superuser, "-d", "postgres", "-q", "-c", "CREATE DATABASE \(name)"])
        return (name, url(of: name))
    }

    /// The name of the database at `url`, an address of this server's.
    public func databaseName(in url: String) throws -> String {
        guard let path = URLComponents(string: url)?.path, path.count > 1 else {
            throw Unavailable(description: "'\(url)' names no database")
        }
        return String(path.dropFirst())
    }

    /// The address of the database `name` on this server, for `user`, whose name is
    /// percent-encoded as a URI needs, whatever characters it holds.
    public func url(of name: String, user: String = superuser) -> String {
        let encoded = user.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? user
        return "postgresql:///\(name)?host=\(folder)&user=\(encoded)"
    }

    /// Runs `sql` in the database `name` as `user` (the superuser unless told), through psql;
    /// what it printed, a row a line with its fields between `separator`s.
    @discardableResult
    public func psql(
        _ sql: String, database name: String = "postgres", separator: String = "|", user: String = superuser
    ) throws -> String {
        try run("psql", ["-h", folder, "-U", user, "-d", name, "-q", "-At", "-F", separator, "-c", sql])
    }

    /// Runs `pgbench` with `arguments` on the database `name` as the superuser; what it printed.
    @discardableResult
    public func pgbench(_ arguments: [String], database name: String) throws -> String {
        try run("pgbench", ["-h", folder, "-U", Self.superuser] + arguments + [name])
    }

    /// Makes a login role named `person`, whatever characters the name holds, and admits them to
    /// the bank in the database `name` (a member of its people's group role). The name reaches the
    /// server as a dollar-quoted literal, quoted as an identifier by the server's own `format`.
    public func admit(_ person: String, database name: String) throws {
        let literal = "$person$\(person)$person$"
        try psql(
            """
            DO $$ BEGIN
                IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = \(literal)) THEN
                    EXECUTE format('CREATE ROLE %I LOGIN', \(literal));
                END IF;
                EXECUTE format('GRANT vbank_people TO %I', \(literal));
            END $$
            """, database: name)
    }

    /// Stops the server at once, as a crash or a restart would, and starts it again after `pause`.
    public func restart(after pause: Duration = .zero) throws {
        try stop()
        Thread.sleep(forTimeInterval: Double(pause.components.seconds))
        try start()
    }

    /// Stops the server and removes its folder.
    public func shutDown() {
        try? stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Stops the server at once: every connection is cut.
    public func stop() throws {
        try run("pg_ctl", ["-D", folder + "/data", "-m", "immediate", "-w", "stop"])
    }

    /// Starts the stopped server again.
    public func start() throws {
        try run(
            "pg_ctl",
            [
                "-D", folder + "/data", "-l", folder + "/server.log", "-w", "-o",
                Self.serverOptions(folder: folder, durable: isDurable),
                "start",
            ])
    }

    // MARK: - Private

    /// A socket in `folder` and no TCP; no fsync unless `durable`, as the machine will not crash under a test, but
    /// every commit written before it returns (`synchronous_commit` as it ships), so a server
    /// stopped at once, as the restart tests do, keeps what was committed. Shared buffers and WAL
    /// as a server on a machine of this size would have them, so a million-row import is not
    /// measured against the shipped 128 MB and 1 GB.
    private static func serverOptions(folder: String, durable: Bool) -> String {
        "-k \(folder) -c listen_addresses='' \(durable ? "" : "-c fsync=off -c full_page_writes=off ")"
            + "-c max_connections=200 -c shared_buffers=512MB -c max_wal_size=4GB"
    }

    private static func findBinaries() -> String? {
        let candidates = [ProcessInfo.processInfo.environment["PG_BINDIR"]].compactMap { $0 } + binaryFolders
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") }
    }

    private static func makeFolder(ownedBy user: String?) throws -> String {
        var template = Array("/tmp/vbank-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Unavailable(description: "cannot make a temporary folder") }
        let folder = String(cString: made)
        if let user {
            try FileManager.default.setAttributes([.ownerAccountName: user], ofItemAtPath: folder)
        }
        return folder
    }

    /// Runs one of PostgreSQL's programs, as the server's user; what it printed.
    @discardableResult
    private func run(_ program: String, _ arguments: [String]) throws -> String {
        let path = binaries + "/" + program
        let command = runsAsOtherUser ? ["/usr/sbin/runuser", "-u", Self.superuser, "--", path] : [path]
        // A file, not a pipe: the server pg_ctl starts would hold a pipe open for as long as it runs.
        let outputPath = NSTemporaryDirectory() + "vbank-pg-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try Self.spawnAndWait(command + arguments, output: outputPath)
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Unavailable(description: "\(program) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }

    /// Runs `command` with its output in the file `output` and waits for it with `waitpid`:
    /// Foundation's `Process` waits for every process that inherited its descriptors, and the
    /// server outlives the `pg_ctl` that started it.
    private static func spawnAndWait(_ command: [String], output: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The server would otherwise keep every descriptor the test process has open, such as the
        // write end of a pipe into a vbank under test, which would then never see its input end.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd"))?.compactMap { Int32($0) } ?? []
        for descriptor in open where descriptor > 2 && fcntl(descriptor, F_GETFD) != -1 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else {
            throw Unavailable(description: "cannot run \(command[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS, spelled out: Swift does not import the macros.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// A process of its own that waits for this one to end, then stops the server and removes
    /// its folder: a test that fails, or a test process that is killed, leaves no server behind.
    private func startWatchdog() throws {
        let stop =
            (runsAsOtherUser ? "/usr/sbin/runuser -u \(Self.superuser) -- " : "")
            + "\(binaries)/pg_ctl -D \(folder)/data -m immediate -w stop"
        let script =
            "while kill -0 \(getpid()) 2>/dev/null; do sleep 0.5; done; \(stop) >/dev/null 2>&1; rm -rf \(folder)"
        let watchdog = Process()
        // A session of its own, where there is setsid, so that Ctrl-C in the terminal that runs
        // the tests does not stop the watchdog before the server.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") {
            watchdog.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
            watchdog.arguments = ["/bin/sh", "-c", script]
        } else {
            watchdog.executableURL = URL(fileURLWithPath: "/bin/sh")
            watchdog.arguments = ["-c", script]
        }
        watchdog.standardOutput = FileHandle.nullDevice
        watchdog.standardError = FileHandle.nullDevice
        try watchdog.run()
    }
}
