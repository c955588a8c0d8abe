import BankStorage
import Foundation
import GRDB
import GRDBSQLite

/// Copies a bank file into an in-memory database without writing to the file or beside it, for
/// a dry run or a session on a bank it cannot write: the file's bytes are read and handed to
/// SQLite as they are, unless a WAL with pages in it is there (another session has the bank
/// open), which a read-only connection reads through. Reading the bytes needs no room on the
/// disk, where a connection needs SQLite's shared memory beside the file.
enum DatabaseSnapshot {
    // MARK: - Constants

    private static let header = Array("SQLite format 3\u{0}".utf8)
    /// Bytes 18 and 19 of the header say WAL (2) or rollback journal (1): a copy in memory must
    /// read as the latter.
    private static let journalModeBytes = [18, 19]
    private static let rollbackJournal: UInt8 = 1

    // MARK: - Copying

    /// Copies the bank at `path` into `memory`, an empty in-memory database.
    /// - Throws: ``NotABankFile`` for a file that is not a database.
    static func copy(_ path: String, into memory: any DatabaseWriter) throws {
        if let log = LocalFileSystem().size(of: path + "-wal"), log > 0 {
            try copyThroughReadOnlyConnection(path, into: memory)
            return
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        guard !bytes.isEmpty else { return }
        guard bytes.count >= 100, bytes.prefix(header.count).elementsEqual(header) else {
            throw NotABankFile()
        }
        for index in journalModeBytes {
            bytes[index] = rollbackJournal
        }
        try memory.writeWithoutTransaction { db in
            try deserialize(bytes, into: db)
        }
    }

    // MARK: - Private

    private static func copyThroughReadOnlyConnection(_ path: String, into memory: any DatabaseWriter) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(SQLiteBank.busyTimeout)
        let source = try DatabaseQueue(path: path, configuration: configuration)
        try source.backup(to: memory)
        try source.close()
    }

    /// Hands SQLite a copy of `bytes` it owns and frees, as the `main` database of `db`.
    private static func deserialize(_ bytes: Data, into db: Database) throws {
        guard let buffer = sqlite3_malloc64(UInt64(bytes.count)) else {
            throw DatabaseError(resultCode: .SQLITE_NOMEM)
        }
        bytes.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
        let size = Int64(bytes.count)
        let code = sqlite3_deserialize(
            db.sqliteConnection, "main", buffer.assumingMemoryBound(to: UInt8.self), size, size, flags)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code))
        }
    }
}
