import Foundation
import Testing

/// `--record` and `--check-transcript` on the demo executable: a session recorded from a pipe
/// checks clean, and changing one line of its output fails with that line's diff.
@Suite("Transcripts from the command line", .serialized)
struct TranscriptDemoTests {
    private let directory: String
    private let path: String

    init() throws {
        directory = try DemoExecutable.temporaryDirectory()
        path = directory + "/session.transcript"
    }

    private func record(_ input: String) throws -> DemoExecutable.Run {
        try DemoExecutable.run(["--record", path], input: input, stateDirectory: directory)
    }

    private func check(_ files: [String]) throws -> DemoExecutable.Run {
        try DemoExecutable.run(["--check-transcript"] + files, stateDirectory: directory)
    }

    @Test func aRecordedSession_checksClean() throws {
        let recorded = try record("add 'Call mum' --priority high\nopen 9\nopen 4\nwhere\n")
        let checked = try check([path])

        #expect(recorded.status == 1)
        #expect(recorded.errors.hasSuffix("Recorded 4 commands to \(path).\n"))
        let recordedText = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recordedText.contains("\n> open 9\n!      ^\n! error: TODO must be"))
        #expect(checked.status == 0)
        #expect(checked.output == "ok \(path) (4 commands)\n1 transcript: 1 passed, 0 failed\n")
        #expect(checked.errors.isEmpty)
    }

    @Test func oneChangedLine_failsWithItsCommandsLineAndAUnifiedDiff() throws {
        _ = try record("open 2\nwhere\n")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "Priority: high", with: "Priority: low").write(
            toFile: path, atomically: true, encoding: .utf8)

        let checked = try check([path])

        #expect(checked.status == 1)
        #expect(checked.errors == "\(path):11: error: the output of 'open 2' differs\n")
        #expect(checked.output.contains("--- \(path)\n+++ \(path) (actual)\n@@ -"))
        #expect(checked.output.contains("\n-Priority: low\n+Priority: high\n"))
        #expect(checked.output.hasSuffix("1 transcript: 0 passed, 1 failed\n"))
    }

    @Test func aMalformedTranscript_isRefusedAtItsLine_andTheOthersStillRun() throws {
        _ = try record("where\n")
        let broken = directory + "/broken.transcript"
        try "> where\n!oops\n".write(toFile: broken, atomically: true, encoding: .utf8)

        let checked = try check([broken, path])

        #expect(checked.status == 1)
        #expect(checked.errors.hasPrefix("\(broken):2: error: a line of error output starts with '! '"))
        #expect(checked.output == "ok \(path) (1 command)\n2 transcripts: 1 passed, 1 failed\n")
    }
}
