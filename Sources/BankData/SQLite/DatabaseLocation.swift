import BankDomain
import BankStorage
import Foundation
import Vipera

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a database path and creates a new database file readable by its owner only (0600),
/// before SQLite opens it, so the user reads what is wrong with the path rather than what SQLite
/// makes of it; SQLite gives its journal files the same mode.
enum DatabaseLocation {
    /// The mode of a database file vbank creates: the owner reads and writes, nobody else.
    static let fileMode: mode_t = 0o600

    /// Throws the fault that keeps `path` from holding a bank opened for `work`; creates the
    /// file when there is none yet. Whether it created it.
    @discardableResult
    static func prepare(
        _ path: String, for work: StorageFault.Work, probe: any FileSystemProbing = LocalFileSystem()
    ) throws(BankError) -> Bool {
        if probe.exists(path) {
            guard !probe.isFolder(path) else { throw .storage(StorageFault(.isFolder, during: work, file: path)) }
            try refuseEmpty(path, for: work, probe: probe)
            guard probe.isWritable(path) else { throw .storage(StorageFault(.readOnlyFile, during: work, file: path)) }
            return false
        }
        return try createNew(path, for: work, probe: probe)
    }

    /// Makes an empty file at `path`, readable by its owner only, and refuses when a file is
    /// there already (``StorageFault/Cause/fileExists``): the exclusive create decides, so no
    /// other program can make the file between a look and the create. Always true: it made one.
    @discardableResult
    static func createNew(
        _ path: String, for work: StorageFault.Work, probe: any FileSystemProbing = LocalFileSystem()
    ) throws(BankError) -> Bool {
        let folder = path.containingFolder
        guard probe.isFolder(folder) else {
            throw .storage(StorageFault(.missingFolder(folder), during: work, file: path))
        }
        do {
            try createOwnersOnly(path)
        } catch {
            let cause = StorageFaultMapping.cause(ofSystemError: error.code.rawValue, file: path, probe: probe)
            throw .storage(StorageFault(cause, during: work, file: path))
        }
        return true
    }

    /// Refuses an empty file: SQLite would take it for an empty bank, and vbank would fill it
    /// with demo money, though the user made or truncated it. A new bank another session is using
    /// may be empty with its pages still in the log beside it, and is not refused.
    static func refuseEmpty(
        _ path: String, for work: StorageFault.Work, probe: any FileSystemProbing = LocalFileSystem()
    ) throws(BankError) {
        guard probe.size(of: path) == 0, (probe.size(of: path + "-wal") ?? 0) == 0 else { return }
        throw .storage(StorageFault(.notABank, during: work, file: path))
    }

    /// Creates an empty file at `path` that only its owner may read or write (0600), failing when
    /// one is there.
    static func createOwnersOnly(_ path: String) throws(POSIXError) {
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw POSIXError.current }
        close(descriptor)
    }
}
