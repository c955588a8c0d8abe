import BankData
import BankDomain
import BankPostgres
import Foundation

/// Where the bank is and what time it is for it, from the command line and the environment.
struct BankLocation {
    // MARK: - Nested Types

    /// Why there is no place for the bank, or no way to open it as asked.
    struct Failure: LocalizedError {
        let message: String
        let hint: String?

        var errorDescription: String? { message }
        var recoverySuggestion: String? { hint }
    }

    // MARK: - Properties

    /// `--db`, when given.
    let db: String?
    /// `--now`, when given.
    let now: String?
    let environment: [String: String]

    // MARK: - Reading

    /// The clock: stopped at `--now` or `VBANK_NOW`, or the system's.
    func clock() -> any BankClock {
        guard let moment = fixedMoment() else { return SystemClock() }
        return FixedClock(now: moment)
    }

    /// What stopped the clock, for a session at a terminal to say so: a leftover `VBANK_NOW`
    /// would date real changes in the past without a word. Nil when the clock runs.
    func fixedClockNotice() -> String? {
        guard let moment = fixedMoment() else { return nil }
        let source = now != nil ? "--now" : VBankCommand.fixedMomentName
        return Strings.fixedClock(at: moment.formatted(.iso8601), by: source)
    }

    /// `--now`, or `VBANK_NOW`.
    func fixedMoment() -> Date? {
        (now ?? VBankCommand.fixedMomentVariable(environment[VBankCommand.fixedMomentName])).flatMap(
            VBankCommand.moment)
    }

    /// The server the bank is on: `--db`, or else `VBANK_DATABASE_URL`, when it is a
    /// `postgresql://` address; nil for a bank file.
    /// - Throws: ``BankError`` when the address cannot be used: libpq cannot read it, or it holds
    ///   a password.
    func serverAddress() throws(BankError) -> PostgresAddress? {
        guard let text = db ?? environment["VBANK_DATABASE_URL"], PostgresAddress.isServerAddress(text) else {
            return nil
        }
        return try PostgresAddress(text)
    }

    /// `--db`, or the default file, whose folder is created (0700) when `creatingFolder` says so.
    func databasePath(creatingFolder: Bool) throws(Failure) -> String {
        if let db {
            return db
        }
        return try defaultPath(creatingFolder: creatingFolder)
    }

    /// The bank file a session opens: `--db`, which must hold a bank already unless `makesDemo`
    /// (`--demo`) asks for a new demo bank there, so a mistyped path is never taken for a new
    /// bank; or the default file, which gets the demo bank on first use.
    func sessionPath(creatingFolder: Bool, makesDemo: Bool) throws(Failure) -> String {
        guard let db else { return try defaultPath(creatingFolder: creatingFolder) }
        var status = stat()
        if db != SQLiteBank.inMemoryPath, !makesDemo, lstat(db, &status) != 0, errno == ENOENT {
            throw Failure(message: Strings.noBankAt(db), hint: Strings.noBankAtHint(db))
        }
        return db
    }

    // MARK: - Private

    private func defaultPath(creatingFolder: Bool) throws(Failure) -> String {
        guard let path = SQLiteBank.defaultPath(environment: environment) else {
            throw Failure(message: Strings.noDefaultDatabase, hint: Strings.noDefaultDatabaseHint)
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard creatingFolder else { return path }
        do {
            try FileManager.default.createDirectory(
                atPath: folder,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw Failure(message: Strings.cannotCreateFolder(folder, error.localizedDescription), hint: nil)
        }
        return path
    }
}
