import Foundation

/// A shell script run to its end, for tests that follow a guide as its reader would.
struct ShellRun {
    let status: Int32
    let output: String
    let errors: String

    /// Runs `script` with `bash -euo pipefail` in `folder`, feeding it `input`.
    static func bash(_ script: String, in folder: URL, input: String = "") throws -> ShellRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-euo", "pipefail", "-c", script]
        process.currentDirectoryURL = folder
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both streams at once, so neither fills its pipe and stalls the script.
        let errorData = ErrorDrain(stderr.fileHandleForReading)
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ShellRun(status: process.terminationStatus, output: output, errors: errorData.text())
    }
}

/// Reads a stream to its end on another thread.
private final class ErrorDrain: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let all = handle.readDataToEndOfFile()
            lock.withLock { data = all }
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
