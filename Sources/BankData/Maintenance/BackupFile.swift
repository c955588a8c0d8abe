import BankDomain
import Foundation
import GRDB
import Vipera

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a copy of a bank into a file that is never seen half-written: the pages go into a
/// temporary file beside it (mode 0600), which is flushed to the disk and then put in place
/// (``FileDestination``): under a new name, which fails rather than replace a file that appeared
/// meanwhile, or over the file there when the user said to replace it.
enum BackupFile {
    // MARK: - Constants

    /// Pages a cancellable backup copies between two looks at Ctrl-C: 4 MiB of 4 KiB pages.
    static let pagesPerStep: Int32 = 1_024

    // MARK: - Writing

    /// Copies what `source` holds now to `destination`: one step of SQLite's backup, which reads
    /// one state of the bank while other sessions go on writing. The copy keeps its journal
    /// inside the file (no `-wal` beside it), so it is one file to move around. With a
    /// `cancellation`, the pages go a thousand at a time, and Ctrl-C stops between two steps;
    /// one read transaction holds the bank's state still throughout.
    /// - Throws: A `DatabaseError` or ``FileDestinationError``, for the caller to word.
    static func write(
        _ source: Database, to destination: FileDestination, cancellation: SQLiteCancellation? = nil
    ) throws {
        let writer = try destination.open()
        defer { writer.discard() }
        guard let temporary = writer.temporaryPath else {
            throw FileDestinationError.notRegularFile(destination.displayPath)
        }
        let copy = try DatabaseQueue(path: temporary)
        try copy.writeWithoutTransaction { db in
            if let cancellation {
                try source.backup(to: db, pagesPerStep: Self.pagesPerStep) { _ in try cancellation.check() }
            } else {
                try source.backup(to: db)
            }
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
        }
        try copy.close()
        try writer.commit()
    }

    /// Copies what `source` holds now into a new file at `path`; see ``write(_:to:)``.
    static func write(_ source: Database, toNewFile path: String) throws {
        try write(source, to: FileDestination(path: path, mode: .create, acceptsDevices: false))
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
}
