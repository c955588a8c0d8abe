import BankDomain
import BankStorage
import Foundation
import GRDB
import Logging
import Vipera

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns what SQLite and the file system report into the domain's ``StorageFault``, and writes
/// their own words (codes, messages, SQL) to the log at debug level, the only place they go.
///
/// SQLite's code alone does not always say what happened: a failed open (`SQLITE_CANTOPEN`) may
/// be a missing folder, a read-only one or a full disk, and an I/O error while growing its shared
/// memory is a full disk. The file system is asked then.
struct StorageFaultMapping: Sendable {
    // MARK: - Constants

    /// Less room than this on the bank's disk makes an I/O error a full disk: SQLite's shared
    /// memory alone asks for 32 KiB at a time.
    static let nearlyFullBytes: Int64 = 64 * 1_024

    // MARK: - Properties

    /// The bank's file; nil for a bank in memory.
    let file: String?
    /// Why the session only reads the bank, when it does: a refused write is for that reason.
    let readOnlyBecause: StorageFault.Cause?
    let logger: Logger
    let probe: any FileSystemProbing

    // MARK: - Initialization

    init(
        file: String?, readOnlyBecause: StorageFault.Cause? = nil, logger: Logger,
        probe: any FileSystemProbing = LocalFileSystem()
    ) {
        self.file = file
        self.readOnlyBecause = readOnlyBecause
        self.logger = logger
        self.probe = probe
    }

    // MARK: - Mapping

    /// The fault `error` stands for while doing `work` on `file` (the bank's, unless another is
    /// named), logged with its detail.
    func fault(for error: any Error, during work: StorageFault.Work, file: String? = nil) -> StorageFault {
        let subject = file ?? self.file
        let cause: StorageFault.Cause =
            switch error {
            case let error as DatabaseError: cause(of: error, file: subject)
            case let error as POSIXError: Self.cause(ofSystemError: error.code.rawValue, file: subject, probe: probe)
            case is UnexpectedValue: .damaged
            case is NotABankFile: .notABank
            case is NewerBankFile: .newerVersion
            default: .unexpected
            }
        logger.debug(
            "storage fault",
            metadata: [
                "work": "\(work)", "cause": "\(cause)", "file": "\(subject ?? SQLiteBank.inMemoryPath)",
                "detail": "\(error)",
            ])
        return StorageFault(cause, during: work, file: subject, readOnlySession: readOnlyBecause != nil)
    }

    /// `error` as the domain's error: a ``BankError``, ``StatementError`` or ``AccountError`` as it is, anything
    /// else as the fault it stands for, about `file` (the bank's, unless another is named).
    func domainError(for error: any Error, during work: StorageFault.Work, file: String? = nil) -> any Error {
        switch error {
        case is BankError, is StatementError, is AccountError, is CancellationError: error
        case _ where Self.isIntegerOverflow(error): BankError.sumTooLarge
        default: BankError.storage(fault(for: error, during: work, file: file))
        }
    }

    /// Whether `error` is SQLite's `SUM()` past 64 bits: only amounts written beyond
    /// ``MoneyBounds`` before it existed can make one.
    static func isIntegerOverflow(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_ERROR && error.message == "integer overflow"
    }

    /// A session that opened the bank for reading only (a full disk, a read-only file) refuses
    /// every write for that reason, before SQLite is asked.
    func refuseInReadOnlySession(during work: StorageFault.Work) throws(BankError) {
        if let readOnlyBecause {
            throw .storage(StorageFault(readOnlyBecause, during: work, file: file, readOnlySession: true))
        }
    }

    // MARK: - SQLite

    private func cause(of error: DatabaseError, file: String?) -> StorageFault.Cause {
        switch error.resultCode {
        case .SQLITE_FULL: .diskFull
        case .SQLITE_IOERR: inputOutputCause(error, file: file)
        case .SQLITE_READONLY: readOnlyCause(error, file: file)
        case .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_PROTOCOL: .busy(seconds: Int(SQLiteBank.busyTimeout))
        case .SQLITE_CORRUPT: .damaged
        case .SQLITE_NOTADB: .notABank
        case .SQLITE_CANTOPEN, .SQLITE_PERM: cannotOpenCause(error, file: file)
        case .SQLITE_NOMEM: .outOfMemory
        default: .unexpected
        }
    }

    private func inputOutputCause(_ error: DatabaseError, file: String?) -> StorageFault.Cause {
        if error.extendedResultCode == .SQLITE_IOERR_NOMEM {
            return .outOfMemory
        }
        return isNearlyFull(file) ? .diskFull : .diskFailed
    }

    private func readOnlyCause(_ error: DatabaseError, file: String?) -> StorageFault.Cause {
        if let readOnlyBecause {
            return readOnlyBecause
        }
        if error.extendedResultCode == .SQLITE_READONLY_DIRECTORY {
            return .readOnlyFolder
        }
        guard let file else { return .unexpected }
        if probe.exists(file), !probe.isWritable(file) {
            return .readOnlyFile
        }
        if !probe.isWritable(file.containingFolder) {
            return .readOnlyFolder
        }
        return isNearlyFull(file) ? .diskFull : .readOnlyFile
    }

    private func cannotOpenCause(_ error: DatabaseError, file: String?) -> StorageFault.Cause {
        guard let file else { return .unexpected }
        let folder = file.containingFolder
        if error.extendedResultCode == .SQLITE_CANTOPEN_ISDIR || probe.isFolder(file) {
            return .isFolder
        }
        if !probe.isFolder(folder) {
            return .missingFolder(folder)
        }
        if probe.exists(file), !probe.isReadable(file) {
            return .cannotOpen(reason: Strings.Faults.notReadable)
        }
        if !probe.isWritable(folder) {
            return .readOnlyFolder
        }
        if probe.exists(file), !probe.isWritable(file) {
            return .readOnlyFile
        }
        return isNearlyFull(file) ? .diskFull : .cannotOpen(reason: Strings.Faults.refused)
    }

    /// Whether the disk holding `file` has less room left than SQLite needs to go on.
    func isNearlyFull(_ file: String?) -> Bool {
        guard let file, let free = probe.freeBytes(at: file.containingFolder) else { return false }
        return free < Self.nearlyFullBytes
    }

    // MARK: - The System

    /// The cause of a failed system call of vbank's own, such as writing or renaming a backup.
    static func cause(
        ofSystemError code: Int32, file: String?, probe: any FileSystemProbing = LocalFileSystem()
    ) -> StorageFault.Cause {
        switch code {
        case ENOSPC, EDQUOT: .diskFull
        case EIO: .diskFailed
        case EROFS, EACCES, EPERM:
            file.map { probe.exists($0) && !probe.isWritable($0) } == true ? .readOnlyFile : .readOnlyFolder
        case ENOENT: .noFile
        case EEXIST: .fileExists
        case EISDIR: .isFolder
        case ENOMEM: .outOfMemory
        default: .cannotOpen(reason: String(cString: strerror(code)).lowercased())
        }
    }
}
