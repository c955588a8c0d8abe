import BankData
import BankDomain
import BankPostgres
import Foundation

/// Where the bank is and what time it is for it, from the command line and the environment.
struct BankLocation {
    // MARK: - Nested Types

    /// Why there is no place for the bank.
    struct Failure: Error {
        let message: String
        let hint: String?
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
        guard let path = BankDatabase.defaultPath(environment: environment) else {
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
