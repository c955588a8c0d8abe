import BankDomain
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a copy of a bank into a new file that is never seen half-written: the pages go into a
/// temporary file beside it (mode 0600), which is flushed to the disk and then linked under its
/// name, which fails rather than replace a file that appeared meanwhile.
enum BackupFile {
    // MARK: - Writing

    /// Copies what `source` holds now into a new file at `path`: one step of SQLite's backup,
    /// which reads one state of the bank while other sessions go on writing. The copy keeps its
    /// journal inside the file (no `-wal` beside it), so it is one file to move around.
    /// - Throws: A `DatabaseError` or `POSIXError`, for the caller to word.
    static func write(_ source: Database, to path: String) throws {
        let temporary = path.containingFolder + "/." + path.fileName + ".tmp-\(getpid())"
        try DatabaseLocation.createOwnersOnly(temporary)
        do {
            let destination = try DatabaseQueue(path: temporary)
            try destination.writeWithoutTransaction { db in
                try source.backup(to: db)
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try destination.close()
            try flush(temporary)
            try publish(temporary, as: path)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Copies the bytes of the bank file at `path`, and of its write-ahead log when there is one,
    /// to `copy` (and `copy-wal`), readable by the owner only: for a bank too damaged for SQLite
    /// to copy, kept as it is.
    static func copyBytes(of path: String, to copy: String) throws {
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
            chmod(copy + suffix, DatabaseLocation.fileMode)
        }
    }

    /// A name beside `bank` for the bank as it was before a restore at `moment`, such as
    /// `bank.sqlite.before-restore-20260115T100000Z`; a number follows when that is taken.
    static func keptName(for bank: String, at moment: Date) -> String {
        let stamp = ISO8601DateFormatter()
        stamp.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let base = bank + ".before-restore-" + stamp.string(from: moment)
        var name = base
        var number = 1
        while FileManager.default.fileExists(atPath: name) {
            number += 1
            name = base + "-\(number)"
        }
        return name
    }

    // MARK: - Private

    /// Waits until the file's bytes are on the disk.
    private static func flush(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError.current }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw POSIXError.current }
    }

    /// Gives the finished temporary file its name, refusing to replace a file of that name, and
    /// makes the name last through a crash.
    private static func publish(_ temporary: String, as path: String) throws {
        guard link(temporary, path) == 0 else { throw POSIXError.current }
        unlink(temporary)
        StagedFile.syncFolder(of: path)
    }
}
