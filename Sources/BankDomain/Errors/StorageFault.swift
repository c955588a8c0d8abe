/// A failure of the storage under the bank, in the user's terms: what failed, what it meant for
/// their data, and what to do. The technical detail (codes, SQL, the system's own words) goes to
/// the log, never into these messages.
///
/// ```swift
/// throw BankError.storage(StorageFault(.diskFull, during: .importStatement))
/// // error: the disk is full: nothing was imported and the account is as it was
/// //   Free some space and import again.
/// ```
public struct StorageFault: Sendable, Equatable {
    // MARK: - Nested Types

    /// What failed.
    public enum Cause: Sendable, Equatable {
        /// The disk has no room left.
        case diskFull
        /// The disk failed to read or write.
        case diskFailed
        /// The file is read-only for this user.
        case readOnlyFile
        /// The file's folder is read-only for this user, so SQLite cannot keep its journal beside it.
        case readOnlyFolder
        /// Another session held the bank for longer than a write waits.
        case busy(seconds: Int)
        /// The file is damaged.
        case damaged
        /// The file is not a bank file: not SQLite, or not vbank's.
        case notABank
        /// The file was written by a newer vbank, whose schema this one does not know.
        case newerVersion
        /// The path names a folder.
        case isFolder
        /// The folder the file would be in does not exist.
        case missingFolder(String)
        /// There is already a file at the path, which vbank will not overwrite unasked.
        case fileExists
        /// The path is a symbolic link, which could send the file somewhere else.
        case symbolicLink
        /// The path is a pipe, a socket or a device, where a file must be.
        case notAPlainFile
        /// No file at the path.
        case noFile
        /// The path names the bank itself, where a backup was asked for.
        case sameFile
        /// The file cannot be opened or created, for a reason the system gave in words.
        case cannotOpen(reason: String)
        /// The computer ran out of memory.
        case outOfMemory
        /// A fault vbank has no words for; the log has its detail.
        case unexpected
        /// The database server at this address cannot be reached.
        case serverUnreachable(String)
        /// The server refused the user's login: the user, the password or the server's rules.
        case loginRefused(user: String?)
        /// The server has no database of this name.
        case noDatabase(String)
        /// The server address cannot be read, for the reason libpq gave.
        case badAddress(reason: String)
        /// The server address holds a password, which would land in shell history and `ps`.
        case passwordInAddress
        /// The connection to the server was lost while the work was under way.
        case connectionLost
        /// The connection was lost after a change carrying `key` was sent and before its answer
        /// came back, and the server could not be asked again: the change may have been made.
        case answerLost(key: RequestKey)
        /// Other sessions kept conflicting with this one, however often it was tried again.
        case serverBusy
        /// The server's disk is full.
        case serverDiskFull
        /// The server only allows reading, as a standby does.
        case serverReadOnly
        /// The bank lives on a database server, whose own tools copy and restore it.
        case keptOnServer
        /// libpq, PostgreSQL's client library, is not installed, so no server can be reached.
        case clientLibraryMissing
        /// The server's schema is older than this vbank, and the login may not bring it up to date.
        case upgradeNeedsAdministrator
        /// The server refused the login what it asked: it is not one of the bank's people, or it
        /// asked what only an administrator may do.
        case notAdmitted
        /// The server has no group role for the bank's people yet, and the login may not make it.
        case peopleRoleMissing
    }

    /// What the bank was doing, which says what became of the user's data.
    public enum Work: Sendable, Equatable {
        /// Reading: nothing changes.
        case reading
        /// Saving a change: settings or a card.
        case saving
        /// A transfer.
        case transfer
        /// A statement import.
        case importStatement
        /// A statement export.
        case exportStatement
        /// Opening the bank.
        case opening
        /// Writing a backup.
        case backingUp
        /// Restoring from a backup.
        case restoring
    }

    // MARK: - Properties

    /// What failed.
    public let cause: Cause
    /// What the bank was doing.
    public let work: Work
    /// The file the fault is about, when there is one to name: the bank, a backup.
    public let file: String?
    /// Whether the session opened the bank for reading only because of ``cause``: only a new
    /// session can write, so the hint says to start one.
    public let readOnlySession: Bool

    // MARK: - Initialization

    /// A fault of `cause` while doing `work`, about `file`.
    public init(_ cause: Cause, during work: Work, file: String? = nil, readOnlySession: Bool = false) {
        self.cause = cause
        self.work = work
        self.file = file
        self.readOnlySession = readOnlySession
    }

    // MARK: - Text

    /// What went wrong and what became of the data, as one sentence after `error:`.
    public var message: String {
        causeText + ": "
            + (isAnswerLost ? Strings.Storage.mayHaveHappened(work) : Strings.Storage.consequence(of: work))
    }

    /// Whether the work may have been done: its answer was lost on the way back.
    public var isAnswerLost: Bool {
        if case .answerLost = cause { true } else { false }
    }

    /// What failed, without what became of the data: `the disk is full`.
    public var causeText: String {
        Strings.Storage.cause(cause, file: file)
    }

    /// What to do about it.
    public var hint: String {
        let retry = readOnlySession ? Strings.Storage.restartToWrite : Strings.Storage.retry(work)
        return Strings.Storage.remedy(for: cause, during: work, retry: retry)
    }

    /// Whether the fault means the bank cannot be written now but can be read: a session may go
    /// on reading it.
    public var leavesBankReadable: Bool {
        switch cause {
        case .diskFull, .readOnlyFile, .readOnlyFolder, .serverDiskFull, .serverReadOnly: true
        default: false
        }
    }

    /// The same fault while doing `work` instead.
    public func during(_ work: Work) -> StorageFault {
        StorageFault(cause, during: work, file: file, readOnlySession: readOnlySession)
    }
}
