import BankDomain
import Foundation
import GRDB
import InMemoryLogging
import Logging
import Testing

@testable import BankData
@testable import BankStorage

/// A file system that says what a test tells it to.
private struct FakeFileSystem: FileSystemProbing {
    var files: Set<String> = []
    var folders: Set<String> = ["/srv"]
    var readOnly: Set<String> = []
    var unreadable: Set<String> = []
    var freeBytes: Int64? = 1 << 30

    func exists(_ path: String) -> Bool { files.contains(path) || folders.contains(path) }
    func isFolder(_ path: String) -> Bool { folders.contains(path) }
    func isWritable(_ path: String) -> Bool { exists(path) && !readOnly.contains(path) }
    func isReadable(_ path: String) -> Bool { exists(path) && !unreadable.contains(path) }
    func freeBytes(at path: String) -> Int64? { freeBytes }
    func isSameFile(_ path: String, _ other: String) -> Bool { path == other }
    func size(of path: String) -> Int64? { files.contains(path) ? 4_096 : nil }
}

@Suite("Storage fault mapping")
struct StorageFaultMappingTests {
    private static let bank = "/srv/bank.sqlite"

    private func cause(
        _ code: ResultCode, probe: FakeFileSystem = FakeFileSystem(files: [bank]),
        readOnlyBecause: StorageFault.Cause? = nil
    ) -> StorageFault.Cause {
        StorageFaultMapping(file: Self.bank, readOnlyBecause: readOnlyBecause, logger: .silent, probe: probe)
            .fault(for: DatabaseError(resultCode: code), during: .transfer).cause
    }

    @Test func sqlitesCodes_becomeTheirCauses() {
        #expect(cause(.SQLITE_FULL) == .diskFull)
        #expect(cause(.SQLITE_IOERR_WRITE) == .diskFailed)
        #expect(cause(.SQLITE_IOERR_NOMEM) == .outOfMemory)
        #expect(cause(.SQLITE_BUSY) == .busy(seconds: 5))
        #expect(cause(.SQLITE_LOCKED) == .busy(seconds: 5))
        #expect(cause(.SQLITE_CORRUPT) == .damaged)
        #expect(cause(.SQLITE_NOTADB) == .notABank)
        #expect(cause(.SQLITE_NOMEM) == .outOfMemory)
        #expect(cause(.SQLITE_CONSTRAINT) == .unexpected)
        #expect(cause(.SQLITE_READONLY_DIRECTORY) == .readOnlyFolder)
    }

    @Test func anIOError_onADiskWithoutRoom_isAFullDisk() {
        // Given a disk with 4 KiB left: SQLite's shared memory could not grow
        let probe = FakeFileSystem(files: [Self.bank], freeBytes: 4_096)

        #expect(cause(.SQLITE_IOERR_SHMSIZE, probe: probe) == .diskFull)
        #expect(cause(.SQLITE_IOERR_SHMSIZE) == .diskFailed)
    }

    @Test func aReadOnlyError_isTheFileOrItsFolder_asTheFileSystemSays() {
        #expect(
            cause(.SQLITE_READONLY, probe: FakeFileSystem(files: [Self.bank], readOnly: [Self.bank])) == .readOnlyFile)
        #expect(
            cause(.SQLITE_READONLY, probe: FakeFileSystem(files: [Self.bank], readOnly: ["/srv"])) == .readOnlyFolder)
        #expect(cause(.SQLITE_READONLY_CANTINIT, readOnlyBecause: .diskFull) == .diskFull)
    }

    @Test func aFileThatCannotBeOpened_saysWhyFromTheFileSystem() {
        #expect(cause(.SQLITE_CANTOPEN_ISDIR) == .isFolder)
        #expect(cause(.SQLITE_CANTOPEN, probe: FakeFileSystem(folders: [])) == .missingFolder("/srv"))
        #expect(
            cause(.SQLITE_CANTOPEN, probe: FakeFileSystem(files: [Self.bank], readOnly: ["/srv"])) == .readOnlyFolder)
        #expect(
            cause(.SQLITE_CANTOPEN, probe: FakeFileSystem(files: [Self.bank], unreadable: [Self.bank]))
                == .cannotOpen(reason: "it is not readable for you"))
        #expect(cause(.SQLITE_CANTOPEN, probe: FakeFileSystem(files: [Self.bank], freeBytes: 0)) == .diskFull)
    }

    @Test func theSystemsOwnErrors_becomeCauses() {
        let probe = FakeFileSystem(files: [Self.bank])
        let causes = [ENOSPC, EIO, EROFS, ENOENT, EEXIST, EISDIR].map {
            StorageFaultMapping.cause(ofSystemError: $0, file: Self.bank, probe: probe)
        }

        #expect(causes == [.diskFull, .diskFailed, .readOnlyFolder, .noFile, .fileExists, .isFolder])
    }

    @Test func aSessionThatOnlyReads_refusesWritesForItsReason() {
        // Given the mapping of a session that opened a full disk's bank for reading only
        let mapping = StorageFaultMapping(
            file: Self.bank, readOnlyBecause: .diskFull, logger: .silent, probe: FakeFileSystem(files: [Self.bank]))

        // When SQLite refuses a write
        let fault = mapping.fault(for: DatabaseError(resultCode: .SQLITE_READONLY), during: .saving)

        // Then the user reads the reason, and that only a new session can write
        #expect(fault == StorageFault(.diskFull, during: .saving, file: Self.bank, readOnlySession: true))
    }

    @Test func theDomainsOwnErrors_passAsTheyAre() {
        let mapping = StorageFaultMapping(file: Self.bank, logger: .silent)

        #expect(mapping.domainError(for: BankError.sameAccount, during: .transfer) as? BankError == .sameAccount)
        #expect(
            mapping.domainError(for: StatementError.cancelled, during: .importStatement) as? StatementError
                == .cancelled)
        #expect(mapping.domainError(for: CancellationError(), during: .reading) is CancellationError)
    }

    @Test func sqlitesOwnWords_goToTheLogAtDebugLevel_andNowhereElse() throws {
        // Given a logger that keeps what it is told
        let handler = InMemoryLogHandler()
        var logger = Logger(label: "test", factory: { _ in handler })
        logger.logLevel = .debug
        let mapping = StorageFaultMapping(file: Self.bank, logger: logger, probe: FakeFileSystem(files: [Self.bank]))
        let error = DatabaseError(
            resultCode: .SQLITE_FULL, message: "database or disk is full", sql: "INSERT INTO ledgerEntry VALUES (?)")

        // When the error is mapped
        let fault = mapping.fault(for: error, during: .importStatement)

        // Then the log has SQLite's words at debug level, and the fault has none of them
        let entry = try #require(handler.entries.first)
        #expect(entry.level == .debug)
        #expect(entry.metadata["detail"]?.description.contains("INSERT INTO ledgerEntry") == true)
        #expect(entry.metadata["detail"]?.description.contains("SQLite error 13") == true)
        #expect(!(fault.message + fault.hint).contains("INSERT"))
        #expect(fault.message == "the disk is full: nothing was imported and the account is as it was")
    }
}
