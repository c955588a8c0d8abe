import Foundation
import Testing
import ViperaTesting

@testable import ViperaREPL

/// History on a disk that fills up: the file stays as it was, the session says so once, and it
/// goes on.
@MainActor
@Suite("History on a full disk", .enabled(if: SmallDisk.canMount, "needs root on Linux to mount a tmpfs"))
struct FullDiskHistoryTests {
    @Test func aFullDisk_leavesTheFileAsItWas_andSaysTheDiskIsFull() throws {
        // Given a history saved on a small disk, which then fills up
        let disk = try SmallDisk(megabytes: 1)
        defer { disk.unmount() }
        let path = disk.path + "/app/history"
        let history = FileCommandHistory(path: path)
        history.record("open 1")
        try disk.fill()

        // When more is typed than fits
        history.record(String(repeating: "x", count: 16_000))

        // Then the entry is kept in memory, the file holds what it did, and the reason is in words
        #expect(history.entries.count == 2)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "open 1\n")
        #expect(history.saveFailure == "the disk is full")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path + "/app") == ["history"])
    }

    @Test func aSessionWhoseHistoryCannotBeSaved_warnsOnce_andGoesOn() async throws {
        // Given a session at a terminal whose history is on a full disk
        let disk = try SmallDisk(megabytes: 1)
        defer { disk.unmount() }
        let history = FileCommandHistory(path: disk.path + "/app/history")
        try disk.fill()
        let harness = await SessionHarness(history: history)

        // When three commands are typed
        let status = await harness.run(["open 1", "back", "open 2"], interactive: true)

        // Then one warning, and every command ran
        #expect(status == .success)
        #expect(harness.console.errorOutput == lines("warning: history could not be saved: the disk is full"))
        #expect(harness.navigator.entries.count == 2)
    }
}
