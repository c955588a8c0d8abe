import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces what a bank file holds with what a checked backup holds, then brings it up to date.
/// A bank SQLite opens is replaced through SQLite's backup into it: one write, which other
/// sessions see as they see any other once it commits, and which changes nothing if it fails. A
/// bank file SQLite cannot open (its first page is gone) or that does not exist yet is used by
/// nobody, so the restored bank is made beside it and renamed over it whole.
enum BankFileReplacement {
    /// Copies `candidate` into the bank at `file`; the caller has kept a copy of the bank.
    static func replace(_ file: String, with candidate: DatabaseQueue) throws {
        guard FileManager.default.fileExists(atPath: file) else {
            return try replaceWhole(file, with: candidate)
        }
        let destination: DatabaseQueue
        do {
            destination = try SQLiteBank.rawConnection(to: file, readOnly: false)
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
        {
            return try replaceWhole(file, with: candidate)
        }
        defer { try? destination.close() }
        try destination.writeWithoutTransaction { db in
            try candidate.read { source in try source.backup(to: db) }
        }
        try BankMigrations.migrator.migrate(destination)
        // Drafts made against the bank it replaced must not go out against this one.
        try destination.write(TrustMigration.beginNewGeneration)
        // Every page went through the write-ahead log: move them into the file now, so the log
        // does not stay as large as the bank. A session reading meanwhile only defers it.
        _ = try? destination.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    }

    // MARK: - Private

    private static func replaceWhole(_ file: String, with candidate: DatabaseQueue) throws {
        let staged = file + ".restoring-\(getpid())"
        do {
            try candidate.read { source in try BackupFile.write(source, toNewFile: staged) }
            let restored = try SQLiteBank.rawConnection(to: staged, readOnly: false)
            try BankMigrations.migrator.migrate(restored)
            try restored.write(TrustMigration.beginNewGeneration)
            try restored.close()
            guard rename(staged, file) == 0 else { throw POSIXError.current }
        } catch {
            for suffix in ["", "-wal", "-shm"] {
                unlink(staged + suffix)
            }
            throw error
        }
        for suffix in ["-wal", "-shm"] {
            unlink(file + suffix)
        }
    }
}
