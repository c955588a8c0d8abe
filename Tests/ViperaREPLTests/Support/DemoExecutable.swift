import Foundation
import Testing

/// The built `vipera-demo`, run as a separate process the way a user or a shell pipeline runs it.
enum DemoExecutable {
    /// Where SwiftPM put the executable: beside the test bundle.
    static var path: String {
        Bundle.main.bundlePath + "/vipera-demo"
    }

    /// The result of one run.
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// An environment with history under `stateDirectory`, no colour choice inherited.
    static func environment(stateDirectory: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = stateDirectory
        environment["HOME"] = stateDirectory
        environment["XDG_CONFIG_HOME"] = nil
        environment["NO_COLOR"] = nil
        environment["COLUMNS"] = nil
        // Output is read as the app writes it; the pager has tests of its own.
        environment["PAGER"] = "cat"
        // A UTF-8 terminal, whatever the test run was started in: in the C locale every symbol is ASCII.
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["LC_CTYPE"] = nil
        return environment
    }

    /// Runs the demo with `arguments`, feeding `input` on standard input; `columns` sets
    /// `COLUMNS`, and `mergingErrors` writes both streams to one pipe, in the order written, as
    /// `2>&1` does.
    static func run(
        _ arguments: [String] = [], input: [UInt8], stateDirectory: String, columns: Int? = nil,
        mergingErrors: Bool = false
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment(stateDirectory: stateDirectory)
        process.environment?["COLUMNS"] = columns.map(String.init)
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = mergingErrors ? stdout : Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = mergingErrors ? Data() : stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self)
        )
    }

    /// Runs the demo with `input` given as text.
    static func run(
        _ arguments: [String] = [], input: String = "", stateDirectory: String, columns: Int? = nil,
        mergingErrors: Bool = false
    ) throws -> Run {
        try run(
            arguments, input: Array(input.utf8), stateDirectory: stateDirectory, columns: columns,
            mergingErrors: mergingErrors)
    }

    /// Writes the startup file a terminal session under `stateDirectory` reads, with `mode`.
    static func writeStartupFile(_ text: String, stateDirectory: String, mode: Int = 0o600) throws {
        let folder = stateDirectory + "/.config/vipera-demo"
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = folder + "/init"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// A fresh directory for one test's files.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "vipera-demo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
