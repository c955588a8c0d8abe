import Foundation

/// The built `vbank`, run as a separate process with a fixed clock and time zone.
enum VBankExecutable {
    static let now = "2026-01-15T10:00:00Z"

    static var path: String {
        Bundle.main.bundlePath + "/vbank"
    }

    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The user tests run vbank as when they need one that file permissions apply to: root may
    /// write any file.
    static let unprivilegedUser = "nobody"

    /// Runs vbank with `arguments` and `input` on standard input, with `home` as its home; as
    /// `user` when given, through runuser when the tests run as root.
    static func run(
        _ arguments: [String], input: String = "", home: String, environment extra: [String: String] = [:],
        user: String? = nil
    ) throws -> Run {
        let process = Process()
        let copy = user != nil && getuid() == 0 ? try copyForEveryone() : nil
        defer {
            if let copy {
                try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent)
            }
        }
        if let user, let copy {
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", user, "--", copy] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_CONFIG_HOME"] = home + "/.config"
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["XDG_STATE_HOME"] = home + "/state"
        environment["TZ"] = "UTC"
        environment["VBANK_NOW"] = nil
        // The same drawings on every machine: a test that wants ASCII asks for LANG=C.
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["LC_CTYPE"] = nil
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self)
        )
    }

    /// Runs vbank on a throw-away in-memory bank with the fixed clock, reading standard input from
    /// the file at `inputPath` and throwing standard output away; for scripts too long to hold
    /// in a pipe while their errors are read.
    static func inMemory(inputFile inputPath: String, home: String) throws -> (status: Int32, errors: Data) {
        let process = try process(database: ":memory:", inputFile: inputPath, home: home)
        let stderr = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, errors)
    }

    /// vbank, not yet started, on `database` at the fixed clock, reading standard input from the
    /// file at `inputPath`, with `home` for its history; the caller sets where output goes.
    static func process(database: String, inputFile inputPath: String, home: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--demo", "--db", database, "--now", now]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_STATE_HOME"] = home + "/state"
        process.environment = environment
        guard let input = FileHandle(forReadingAtPath: inputPath) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        process.standardInput = input
        return process
    }

    /// Runs vbank on a throw-away in-memory bank with the fixed clock.
    static func inMemory(_ input: String, home: String, extra: [String] = []) throws -> Run {
        try run(["--demo", "--db", ":memory:", "--now", now] + extra, input: input, home: home)
    }

    /// A copy of vbank, in a folder of its own, that every user may run, wherever the build
    /// folder is (under /root, say).
    ///
    /// `cp` writes the copy in a process of its own. Written from this one, the copy's open
    /// descriptor could be inherited by a process another test forks at that moment, and until
    /// that child execs, running the copy fails with "Text file busy".
    private static func copyForEveryone() throws -> String {
        let folder = NSTemporaryDirectory() + "vbank-for-everyone-\(UUID().uuidString)"
        let copy = folder + "/vbank"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = [path, copy]
        try cp.run()
        cp.waitUntilExit()
        guard cp.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        return copy
    }

    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "vbank-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// Text built from lines, each ending in a newline.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}
