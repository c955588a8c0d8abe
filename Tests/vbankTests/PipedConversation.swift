import Foundation
import Synchronization

/// vbank reading commands from a pipe that a test writes a line at a time, so the test can change
/// the world between two commands: fill the disk under a session that is already running.
final class PipedConversation {
    // MARK: - Nested Types

    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    // MARK: - Properties

    private let process: Process
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let written = Written()

    /// What vbank wrote so far, filled in as it arrives.
    private final class Written: Sendable {
        let streams = Mutex((output: Data(), errors: Data()))

        func withLock<Value>(_ body: (inout (output: Data, errors: Data)) -> Value) -> Value {
            streams.withLock { body(&$0) }
        }
    }

    // MARK: - Initialization

    /// Starts vbank with `arguments`, with `home` as its home, a fixed clock, and output laid out
    /// for `columns`.
    init(_ arguments: [String], home: String, columns: Int = 80) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: VBankExecutable.path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_STATE_HOME"] = home + "/state"
        environment["TZ"] = "UTC"
        environment["LANG"] = "C.UTF-8"
        environment["VBANK_NOW"] = VBankExecutable.now
        environment["COLUMNS"] = String(columns)
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [written] handle in
            let data = handle.availableData
            written.withLock { $0.output.append(data) }
        }
        errors.fileHandleForReading.readabilityHandler = { [written] handle in
            let data = handle.availableData
            written.withLock { $0.errors.append(data) }
        }
        try process.run()
    }

    // MARK: - Talking

    /// Types `line`.
    func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Waits until standard output holds `text`.
    func waitForOutput(containing text: String, seconds: Double = 30) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !written.withLock({ String(decoding: $0.output, as: UTF8.self) }).contains(text) {
            guard Date() < deadline else { throw Timeout(description: "no '\(text)' in vbank's output") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Ends the input, waits for vbank to exit, and returns what it wrote.
    func finish() throws -> VBankExecutable.Run {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        let rest = (
            output.fileHandleForReading.readDataToEndOfFile(), errors.fileHandleForReading.readDataToEndOfFile()
        )
        let all = written.withLock { ($0.output + rest.0, $0.errors + rest.1) }
        return VBankExecutable.Run(
            status: process.terminationStatus, output: String(decoding: all.0, as: UTF8.self),
            errors: String(decoding: all.1, as: UTF8.self))
    }
}
