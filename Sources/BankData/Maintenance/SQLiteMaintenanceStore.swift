public import BankDomain
import BankStorage
import Foundation
import GRDB
import Logging
import Vipera

/// Backups, restores and checks of a bank in SQLite.
///
/// A bank file is restored through a connection of its own, so the session's connection, and
/// every other session's, read the restored bank through SQLite like any other write; and so a
/// bank too damaged to open can be restored too. A bank in memory is restored through the
/// session's connection, the only one it has. Backups and checks read through the session's
/// connection when there is one, so a bank opened for reading only can still be backed up.
public struct SQLiteMaintenanceStore: BankMaintenanceStore {
    // MARK: - Nested Types

    /// The bank maintained: a file, and the session's connection to it when it opened; a bank in
    /// memory; or, for a dry run, a copy in memory of a file, which nothing may write beside.
    enum Bank: Sendable {
        case file(String, live: StoreDatabase?)
        case memory(StoreDatabase)
        case dryRun(StoreDatabase)
    }

    // MARK: - Properties

    private let bank: Bank
    private let clock: any BankClock
    private let faults: StorageFaultMapping
    private let probe: any FileSystemProbing = LocalFileSystem()

    // MARK: - Initialization

    init(bank: Bank, clock: any BankClock, faults: StorageFaultMapping) {
        self.bank = bank
        self.clock = clock
        self.faults = faults
    }

    // MARK: - BankMaintenanceStore

    /// Checks the bank; Ctrl-C stops the check.
    public func verify() async throws -> BankCheckReport {
        try live?.bringPeriodTalliesUpToDate()
        return try await SQLiteCancellation.run { cancellation in
            try mapping(during: .reading) {
                try checked(file: bankFile) {
                    try reading(during: .reading, cancellation: cancellation) { db, file in
                        try BankCheck(logger: faults.logger).report(of: db, file: file)
                    }
                }
            }
        }
    }

    /// Writes a backup to `path`; see ``BankMaintenanceStore/backUp(to:replacing:)``.
    public func backUp(to path: String, replacing: Bool) async throws -> BankBackup {
        let destination = try checkTarget(path, replacing: replacing)
        // A backup is whole: restored elsewhere, it is read as a file, whose tallies never wait.
        try live?.bringPeriodTalliesUpToDate()
        if case .dryRun(let copy) = bank {
            return try mapping(during: .backingUp) { try Self.wouldBackUp(copy, to: path, logger: faults.logger) }
        }
        // Ctrl-C stops the copy between two steps, and the check of the copy; a copy not yet
        // whole is taken away, and one whole but not yet checked is kept, and said to be.
        return try await SQLiteCancellation.run { cancellation in
            do {
                try reading(during: .backingUp, cancellation: cancellation) { db, _ in
                    try BackupFile.write(db, to: destination, cancellation: cancellation)
                }
            } catch let error as FileDestinationError {
                throw BankError.storage(StorageFault(Self.cause(of: error), during: .backingUp, file: path))
            } catch {
                throw faults.domainError(for: error, during: .backingUp, file: Self.isDamage(error) ? nil : path)
            }
            do {
                let check = try checking(path, during: .backingUp, cancellation: cancellation)
                return BankBackup(file: path, bytes: probe.size(of: path) ?? 0, check: check)
            } catch  where cancellation.isCancelled {
                throw MaintenanceError.backupNotChecked(file: path)
            }
        }
    }

    /// Checks the backup at `path` and counts what the bank holds now; see
    /// ``BankMaintenanceStore/planRestore(from:)``.
    public func planRestore(from path: String) async throws -> RestorePlan {
        try checkSource(path)
        let check = try checking(path, during: .restoring)
        // A bank too damaged to count is what a restore is for: it is replaced all the same.
        let current = try? reading(during: .reading) { db, _ in
            RestorePlan.Contents(
                accounts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") ?? 0,
                transactions: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry") ?? 0)
        }
        return RestorePlan(file: path, check: check, replaces: bankFile, current: current)
    }

    /// Restores the bank from `path`; see ``BankMaintenanceStore/restore(from:)``.
    public func restore(from path: String) async throws -> BankRestore {
        try faults.refuseInReadOnlySession(during: .restoring)
        try checkSource(path)
        let check = try checking(path, during: .restoring)
        guard check.isSound else { return .refused(check: check) }
        let candidate = try opening(path, readOnly: true, during: .restoring)
        defer { try? candidate.close() }
        switch bank {
        case .memory(let live), .dryRun(let live):
            try mapping(during: .restoring) {
                try live.writer.writeWithoutTransaction { db in try candidate.read { try $0.backup(to: db) } }
                try BankMigrations.migrator.migrate(live.writer)
                try live.writer.write(TrustMigration.beginNewGeneration)
            }
            live.bankWasReplaced()
            return .restored(file: path, keptAt: nil, check: check)
        case .file(let file, let live):
            let kept = try keep(file)
            try mapping(during: .restoring) { try BankFileReplacement.replace(file, with: candidate) }
            live?.bankWasReplaced()
            return .restored(file: path, keptAt: kept, check: check)
        }
    }

    // MARK: - Private

    /// `work` on a read of the bank: through the session's connection, or one opened for it;
    /// `cancellation`, when given, stops it.
    private func reading<Value>(
        during task: StorageFault.Work, cancellation: SQLiteCancellation? = nil,
        _ work: (Database, _ file: String?) throws -> Value
    ) throws -> Value {
        switch bank {
        case .file(let file, _) where probe.isFolder(file):
            // Said as a session says it: SQLite would blame the disk, or the other file named.
            throw BankError.storage(StorageFault(.isFolder, during: .opening, file: file))
        case .memory(let live):
            return try live.writer.read { db in try Self.guarding(db, by: cancellation) { try work(db, nil) } }
        case .dryRun(let copy):
            return try copy.writer.read { db in try Self.guarding(db, by: cancellation) { try work(db, faults.file) } }
        case .file(let file, let live?):
            return try live.writer.read { db in try Self.guarding(db, by: cancellation) { try work(db, file) } }
        case .file(let file, nil):
            guard probe.exists(file) else { throw BankError.storage(StorageFault(.noFile, during: task, file: file)) }
            let connection = try SQLiteBank.rawConnection(to: file, readOnly: true)
            defer { try? connection.close() }
            return try connection.read { db in try Self.guarding(db, by: cancellation) { try work(db, file) } }
        }
    }

    /// `work` on `db`, stopped by `cancellation` when there is one.
    private static func guarding<Value>(
        _ db: Database, by cancellation: SQLiteCancellation?, _ work: () throws -> Value
    ) throws -> Value {
        guard let cancellation else { return try work() }
        return try cancellation.guarding(db, work)
    }

    /// The check of the file at `path`, read through a connection of its own, which
    /// `cancellation`, when given, stops.
    private func checking(_ path: String, during work: StorageFault.Work, cancellation: SQLiteCancellation? = nil)
        throws -> BankCheckReport
    {
        try mapping(during: work, file: path) {
            try checked(file: path) {
                let connection = try SQLiteBank.rawConnection(to: path, readOnly: true)
                defer { try? connection.close() }
                return try connection.read { db in
                    try Self.guarding(db, by: cancellation) {
                        try BankCheck(logger: faults.logger).report(of: db, file: path)
                    }
                }
            }
        }
    }

    /// What `check` reports, or, when SQLite finds the file too damaged to read even its schema,
    /// a report that says so: a check of a damaged file is a finding, not a failure.
    private func checked(file: String?, _ check: () throws -> BankCheckReport) throws -> BankCheckReport {
        do {
            return try check()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            faults.logger.debug("bank check could not open the file", metadata: ["detail": "\(error)"])
            return BankCheck.unreadable(file: file)
        }
    }

    /// The session's connection to the bank, when there is one.
    private var live: StoreDatabase? {
        switch bank {
        case .file(_, let live): live
        case .memory(let live), .dryRun(let live): live
        }
    }

    private var bankFile: String? {
        switch bank {
        case .file(let file, _): file
        case .dryRun: faults.file
        case .memory: nil
        }
    }

    /// Copies the bank as it is to a file beside it; where it went. A bank too damaged for
    /// SQLite to copy is copied byte for byte.
    private func keep(_ file: String) throws -> String? {
        guard probe.exists(file) else { return nil }
        let kept = BackupFile.keptName(for: file, at: clock.now)
        do {
            try reading(during: .restoring) { db, _ in try BackupFile.write(db, toNewFile: kept) }
        } catch let error where Self.isDamage(error) {
            faults.logger.debug("kept the bank byte for byte", metadata: ["detail": "\(error)"])
            try mapping(during: .restoring, file: kept) { try BackupFile.copyBytes(of: file, to: kept) }
        } catch {
            throw faults.domainError(for: error, during: .restoring, file: kept)
        }
        return kept
    }

    private func opening(_ path: String, readOnly: Bool, during work: StorageFault.Work) throws -> DatabaseQueue {
        try mapping(during: work, file: path) { try SQLiteBank.rawConnection(to: path, readOnly: readOnly) }
    }

    /// Where a backup goes: a new file, or with `replacing` the file at `path` too, but never a
    /// link, a device or the bank itself.
    private func checkTarget(_ path: String, replacing: Bool) throws -> FileDestination {
        if let unusable = Self.unusable(path) {
            throw BankError.storage(StorageFault(unusable, during: .backingUp, file: path))
        }
        if case .file(let file, _) = bank, probe.isSameFile(path, file) {
            throw BankError.storage(StorageFault(.sameFile, during: .backingUp, file: path))
        }
        do {
            return try FileDestination(path: path, mode: replacing ? .replace : .create, acceptsDevices: false)
        } catch {
            throw BankError.storage(StorageFault(Self.cause(of: error), during: .backingUp, file: path))
        }
    }

    /// What a refused destination means for a backup.
    private static func cause(of error: FileDestinationError) -> StorageFault.Cause {
        switch error {
        case .exists: .fileExists
        case .folder: .isFolder
        case .noFolder(_, let folder): .missingFolder(folder)
        case .symbolicLink: .symbolicLink
        case .notRegularFile: .notAPlainFile
        case .cannotWrite(_, let reason, let code): code == EACCES ? .readOnlyFolder : .cannotOpen(reason: reason)
        }
    }

    private func checkSource(_ path: String) throws {
        let cause: StorageFault.Cause? =
            if let unusable = Self.unusable(path) { unusable } else if probe.isFolder(path) {
                .isFolder
            } else if !probe.exists(path) {
                .noFile
            } else if case .file(let file, _) = bank, probe.isSameFile(path, file) { .sameFile } else { nil }
        if let cause {
            throw BankError.storage(StorageFault(cause, during: .restoring, file: path))
        }
    }

    private func mapping<Value>(
        during work: StorageFault.Work, file: String? = nil, _ body: () throws -> Value
    ) throws -> Value {
        do {
            return try body()
        } catch {
            throw faults.domainError(for: error, during: work, file: file)
        }
    }

    /// Why `path` cannot name a file at all: empty, or holding a NUL, where the system would read
    /// a shorter path than the one typed.
    private static func unusable(_ path: String) -> StorageFault.Cause? {
        path.isEmpty || path.utf8.contains(0) ? .cannotOpen(reason: Strings.Faults.badPath) : nil
    }

    /// What a backup of `copy` would be, for a dry run, which writes no file: its size is the
    /// copy's pages.
    private static func wouldBackUp(_ copy: StoreDatabase, to path: String, logger: Logger) throws -> BankBackup {
        try copy.writer.read { db in
            let pages = try Int64.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            let pageSize = try Int64.fetchOne(db, sql: "PRAGMA page_size") ?? 0
            let check = try BankCheck(logger: logger).report(of: db, file: path)
            return BankBackup(file: path, bytes: pages * pageSize, check: check)
        }
    }

    /// Whether `error` is SQLite finding the bank damaged, rather than failing to write a copy.
    private static func isDamage(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }
}
