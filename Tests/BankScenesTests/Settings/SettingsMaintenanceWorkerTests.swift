import BankData
import BankDomain
import Foundation
import Testing

@testable import BankScenes

@Suite("Settings worker: backups, restores and checks")
struct SettingsMaintenanceWorkerTests {
    @Test func worker_backsUpChecksAndRestoresThroughTheStores() async throws {
        // Given a bank in memory and a folder for its backup
        let bank = try InMemoryBank()
        let sut = SettingsWorker(stores: bank.stores)
        let folder = NSTemporaryDirectory() + "vbank-settings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // When it is checked, backed up, and the backup restored
        let report = try await sut.verifyBank()
        let backup = try await sut.backUpBank(to: folder + "/b.sqlite", replacing: false)
        let restore = try await sut.restoreBank(from: backup.file)

        // Then
        #expect(report.isSound && report.file == nil)
        #expect(backup.check.isSound && backup.check.file == folder + "/b.sqlite")
        #expect(restore == .restored(file: backup.file, keptAt: nil, check: backup.check))
    }
}
