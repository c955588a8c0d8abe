import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Which bank this is, and which life of it: kept by a backup, new after every restore, and a
/// restore by another session told as a notice, never one's own.
@Suite("A bank's identity")
struct BankIdentityTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    /// A session on the bank file at `path`, made with demo data when there is none.
    private func session(_ path: String) throws -> BankSession {
        try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)).session(
            clock: FixedClock(now: testNow), timeZone: utc)
    }

    @Test(arguments: StoreBackend.allCases)
    func everyBank_hasAnIdentityOfItsOwn(backend: StoreBackend) async throws {
        let first = try await ContractBank(backend, now: testNow, timeZone: utc).stores.accounts.bankIdentity()
        let second = try await ContractBank(backend, now: testNow, timeZone: utc).stores.accounts.bankIdentity()

        #expect(first.id != second.id && first.generation != second.generation)
        #expect(!first.id.isEmpty && !first.generation.isEmpty)
    }

    @Test func aBackup_keepsTheIdentity_andARestoreOfIt_beginsANewLife() async throws {
        // Given a bank and a backup of it
        let mine = try session(folder + "/bank.sqlite")
        let before = try await mine.stores.accounts.bankIdentity()
        let backup = try await mine.stores.maintenance.backUp(to: folder + "/monday.sqlite")
        let copy = try await SQLiteBank.stores(
            for: try SQLiteBank.open(path: backup.file, clock: FixedClock(now: testNow))
        ).accounts.bankIdentity()

        // When the backup is restored
        _ = try await mine.stores.maintenance.restore(from: backup.file)
        let after = try await mine.stores.accounts.bankIdentity()

        // Then it is the same bank, in a new life
        #expect(copy == before)
        #expect(after.id == before.id && after.generation != before.generation)
    }

    @Test func anotherSessionsRestore_isToldAsANotice_andOnesOwnIsNot() async throws {
        // Given two sessions on one bank file, a backup of it, and the first session's feed
        let path = folder + "/shared.sqlite"
        let mine = try session(path)
        let theirs = try session(path)
        let backup = try await mine.stores.maintenance.backUp(to: folder + "/monday.sqlite")
        let feed = mine.changeFeed()
        #expect(try feed.changesByOtherSessions().isEmpty)

        // When the other session restores the backup, Then the first hears that the bank was replaced
        _ = try await theirs.stores.maintenance.restore(from: backup.file)
        #expect(try feed.changesByOtherSessions() == [LedgerChange.bankReplaced])
        #expect(try feed.changesByOtherSessions().isEmpty)

        // When the first restores it itself, Then it hears nothing of it
        _ = try await mine.stores.maintenance.restore(from: backup.file)
        #expect(try feed.changesByOtherSessions().isEmpty)
    }
}
