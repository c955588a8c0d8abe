import Foundation
import Testing

@testable import ViperaREPL

#if canImport(Glibc)
    import Glibc
#endif

@MainActor
@Suite("File history")
struct FileCommandHistoryTests {
    private let directory = NSTemporaryDirectory() + "vipera-history-\(UUID().uuidString)"

    private var path: String { directory + "/app/history" }

    private func mode(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test func record_savesAtOnceReadableOnlyByTheOwner() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let history = FileCommandHistory(path: path)

        history.record("open 1")

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "open 1\n")
        #expect(try mode(of: path) == 0o600)
        #expect(try mode(of: directory + "/app") == 0o700)
        #expect(history.saveFailure == nil)
    }

    @Test func record_dropsConsecutiveDuplicatesAndKeepsTheLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let history = FileCommandHistory(path: path, limit: 3)

        for line in ["a", "a", "b", "a", "c", "d", "d"] {
            history.record(line)
        }

        #expect(history.entries == ["a", "c", "d"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nc\nd\n")
    }

    @Test func load_readsWhatAnEarlierRunSaved_upToTheLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        FileCommandHistory(path: path).record("one")
        FileCommandHistory(path: path).record("two")

        #expect(FileCommandHistory(path: path).entries == ["one", "two"])
        #expect(FileCommandHistory(path: path, limit: 1).entries == ["two"])
    }

    @Test func zeroLimit_keepsNothing() {
        let history = FileCommandHistory(path: path, limit: 0)

        history.record("open 1")

        #expect(history.entries.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func unwritableLocation_isReportedNotFatal() {
        let history = FileCommandHistory(path: "/proc/vipera-cannot-write/history")

        history.record("open 1")

        #expect(history.entries == ["open 1"])
        #expect(history.saveFailure != nil)
    }

    @Test func location_followsXDGStateHomeThenHome() {
        #expect(
            HistoryLocation.path(appName: "vbank", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
                == "/s/vbank/history")
        #expect(
            HistoryLocation.path(appName: "vbank", environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
                == "/h/.local/state/vbank/history")
        #expect(HistoryLocation.path(appName: "vbank", environment: [:]) == nil)
    }
}
