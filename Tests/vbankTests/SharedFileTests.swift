import Foundation
import Testing

/// Two vbank processes on one bank file: what one writes, the other's next command shows, though
/// it keeps its reads while nothing changes.
@Suite("vbank processes sharing a file", .serialized)
struct SharedFileTests {
    /// A vbank that runs commands as they are written to it, and whose output is read as it comes.
    private final class LiveSession: @unchecked Sendable {
        private static let timeout: TimeInterval = 20
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private let lock = NSLock()
        private var received = ""
        private var consumed: String.Index

        init(database: String, home: String) throws {
            consumed = received.startIndex
            process.executableURL = URL(fileURLWithPath: VBankExecutable.path)
            process.arguments = ["--demo", "--db", database, "--now", VBankExecutable.now]
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = home
            environment["XDG_STATE_HOME"] = home + "/state"
            environment["TZ"] = "UTC"
            environment["LANG"] = "C.UTF-8"
            environment["LC_ALL"] = nil
            process.environment = environment
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let chunk = handle.availableData
                guard let self, !chunk.isEmpty else { return }
                self.lock.withLock { self.received += String(decoding: chunk, as: UTF8.self) }
            }
            try process.run()
            try input.fileHandleForWriting.write(contentsOf: Data("where\n".utf8))
            _ = try output(upToWhereAtDepth: 0)
        }

        /// Runs `line`, which leaves `depth` scenes above Home, and returns its output: everything
        /// up to the output of a `where` sent after it, which ends with the entry `#depth`.
        func run(_ line: String, leavingDepth depth: Int) throws -> String {
            try input.fileHandleForWriting.write(contentsOf: Data("\(line)\nwhere\n".utf8))
            return try output(upToWhereAtDepth: depth)
        }

        private func output(upToWhereAtDepth depth: Int) throws -> String {
            let deadline = Date().addingTimeInterval(Self.timeout)
            while Date() < deadline {
                let answer: String? = lock.withLock {
                    guard let start = received[consumed...].range(of: "#  Scene"),
                        let last = received[start.upperBound...].range(of: "\n\(depth + 1)  "),
                        let end = received[last.upperBound...].firstIndex(of: "\n")
                    else { return nil }
                    let text = String(received[consumed..<start.lowerBound])
                    consumed = received.index(after: end)
                    return text
                }
                if let answer { return answer }
                Thread.sleep(forTimeInterval: 0.01)
            }
            throw CocoaError(.fileReadUnknown)
        }

        func quit() throws {
            try input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            output.fileHandleForReading.readabilityHandler = nil
        }
    }

    @Test func theSecondProcess_seesTheFirstOnesTransfer_atItsNextCommand() throws {
        // Given a bank file, and a session that has listed its accounts and keeps them
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let database = home + "/bank.sqlite"
        _ = try VBankExecutable.run(
            ["--demo", "--db", database, "--now", VBankExecutable.now], input: "quit\n", home: home)
        let watcher = try LiveSession(database: database, home: home)
        let before = try watcher.run("accounts", leavingDepth: 1)
        let again = try watcher.run("refresh", leavingDepth: 1)

        // When another process moves 25.00 from Everyday to Rainy day
        let transfer = try VBankExecutable.run(
            ["--demo", "--db", database, "--now", VBankExecutable.now],
            input: "transfer\nfrom 1\nto 2\namount 25\nconfirm\n", home: home)

        // Then the watcher's next command shows both new balances
        let after = try watcher.run("refresh", leavingDepth: 1)
        try watcher.quit()
        #expect(transfer.status == 0)
        #expect(before.contains("$5,432.50") && before.contains("$12,000.00"))
        #expect(again == before)
        #expect(after.contains("$5,407.50") && after.contains("$12,025.00"))
    }
}
