import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces what a bank file holds with what a checked backup holds, through SQLite's backup
/// into the file: one write, which other sessions see as they see any other once it commits.
enum BankFileReplacement {
    /// Copies every page of `candidate` into the bank at `file`, then brings it up to date.
    /// A file SQLite cannot open as a database at all (its first page is gone) is taken away and
    /// made anew first; the caller has kept a copy of it.
    static func replace(_ file: String, with candidate: DatabaseQueue) throws {
        let destination = try openedOrMadeAnew(file)
        defer { try? destination.close() }
        try destination.writeWithoutTransaction { db in
            try candidate.read { source in try source.backup(to: db) }
        }
        try BankMigrations.migrator.migrate(destination)
    }

    // MARK: - Private

    private static func openedOrMadeAnew(_ file: String) throws -> DatabaseQueue {
        if !FileManager.default.fileExists(atPath: file) {
            try DatabaseLocation.create(file, for: .restoring, probe: LocalFileSystem())
        }
        do {
            return try BankDatabase.rawConnection(to: file, readOnly: false)
        } catch let error as DatabaseError
            where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
        {
            for suffix in ["", "-wal", "-shm"] {
                unlink(file + suffix)
            }
            try DatabaseLocation.create(file, for: .restoring, probe: LocalFileSystem())
            return try BankDatabase.rawConnection(to: file, readOnly: false)
        }
    }
}
