extension Strings {
    /// What a user reads when the storage under the bank fails: the cause, what became of their
    /// data, and a way out. Never SQL, codes or the schema's names.
    enum Storage {
        static let restartToWrite = "start vbank again to make changes"
        static let restoreCommand = "vbank restore FILE"
        static let missingBank = "Give --db the path of your bank file; vbank makes a new one the first time it runs."

        // MARK: - Causes

        static func cause(_ cause: StorageFault.Cause, file: String?) -> String {
            switch cause {
            case .diskFull: "the disk is full"
            case .diskFailed:
                file.map { "the disk failed to read or write '\($0)'" } ?? "the disk failed to read or write"
            case .readOnlyFile: file.map { "'\($0)' is read-only for you" } ?? "the bank is read-only for you"
            case .readOnlyFolder:
                file.map { "the folder of '\($0)' is read-only for you" } ?? "the bank's folder is read-only for you"
            case .busy(let seconds): "another session kept the bank busy for more than \(seconds) seconds"
            case .damaged: file.map { "the bank file is damaged (\($0))" } ?? "the bank is damaged"
            case .notABank: file.map { "'\($0)' is not a vbank bank file" } ?? "this is not a vbank bank"
            case .newerVersion: file.map { "'\($0)' was written by a newer vbank" } ?? "a newer vbank wrote this bank"
            case .isFolder: "'\(file ?? "")' is a folder, not a file"
            case .missingFolder(let folder): "the folder '\(folder)' does not exist"
            case .fileExists: "'\(file ?? "")' already exists"
            case .symbolicLink: "'\(file ?? "")' is a symbolic link"
            case .notAPlainFile: "'\(file ?? "")' is not a plain file"
            case .noFile: "there is no file '\(file ?? "")'"
            case .sameFile: "'\(file ?? "")' is the bank itself"
            case .cannotOpen(let reason): "cannot open '\(file ?? "")': \(reason)"
            case .outOfMemory: "the computer ran out of memory"
            case .unexpected: "the bank's storage failed"
            case .serverUnreachable(let address): "cannot reach the database server at \(address)"
            case .loginRefused(let user):
                user.map { "the database server refused the login of '\($0)'" }
                    ?? "the database server refused the login"
            case .noDatabase(let name): "the database server has no database '\(name)'"
            case .badAddress(let reason): "the server address cannot be read: \(reason)"
            case .passwordInAddress: "the server address holds a password"
            case .connectionLost: "the connection to the database server was lost"
            case .answerLost: "the connection to the database server was lost before it answered"
            case .serverBusy: "other sessions kept changing the same accounts"
            case .serverDiskFull: "the database server's disk is full"
            case .serverReadOnly: "the database server only allows reading"
            case .keptOnServer: "the bank is kept on a PostgreSQL server"
            case .clientLibraryMissing: "vbank cannot find libpq, PostgreSQL's client library"
            case .upgradeNeedsAdministrator:
                "the bank on the server is older than this vbank, and only its administrator may bring it up to date"
            case .notAdmitted: "the database server refused this login: it is not one of the bank's people"
            case .peopleRoleMissing:
                "the database server has no group role \(SharingRules.peopleRole) for the bank's people yet, and this login may not make it"
            }
        }

        // MARK: - Consequences

        static func consequence(of work: StorageFault.Work) -> String {
            switch work {
            case .reading: "nothing was changed"
            case .saving: "nothing was saved"
            case .transfer: "no money was moved"
            case .importStatement: "nothing was imported and the account is as it was"
            case .exportStatement: "no statement was written"
            case .opening: "vbank changed nothing"
            case .backingUp: "no backup was written"
            case .restoring: "the bank is as it was"
            }
        }

        /// What became of work whose answer was lost: it may have been done.
        static func mayHaveHappened(_ work: StorageFault.Work) -> String {
            switch work {
            case .transfer: "the transfer may have been made"
            case .importStatement: "the statement may have been imported"
            default: "the change may have been made"
            }
        }

        static func retry(_ work: StorageFault.Work) -> String {
            switch work {
            case .reading, .saving: "try again"
            case .transfer: "confirm again"
            case .importStatement: "import again"
            case .exportStatement: "export again"
            case .opening: "start vbank again"
            case .backingUp: "back up again"
            case .restoring: "restore again"
            }
        }

        // MARK: - Remedies

        static func remedy(for cause: StorageFault.Cause, during work: StorageFault.Work, retry: String) -> String {
            switch cause {
            case .diskFull: "Free some space and \(retry)."
            case .diskFailed: "Check the disk and \(retry); if it keeps failing, run 'vbank verify'."
            case .readOnlyFile: "Make the file writable for you (chmod u+w), then \(retry)."
            case .readOnlyFolder:
                "SQLite keeps its journal beside the bank: make the folder writable for you, then \(retry)."
            case .busy: "Wait for the other session's work to finish, then \(retry)."
            case .damaged: "Restore it from a backup: \(restoreCommand). 'vbank verify' tells what is wrong."
            case .notABank, .isFolder: pathRemedy(during: work)
            case .noFile: work == .restoring ? "Give the path of a backup that exists." : missingBank
            case .newerVersion: "Open it with the vbank that wrote it, or a newer one."
            case .missingFolder: "Create the folder first, or give a path in a folder that exists."
            case .fileExists:
                work == .backingUp
                    ? "Give the path of a new file, or add --replace to write over it."
                    : "Give the path of a new file, or move the old one away first."
            case .symbolicLink: "Name the file itself: a link could send the file somewhere else."
            case .notAPlainFile: "Give the path of a plain file in a folder that exists."
            case .sameFile:
                work == .backingUp
                    ? "Give the path of a new file: a backup is a copy beside the bank."
                    : "Give the path of a backup that 'vbank backup' wrote."
            case .cannotOpen: "Check the file's permissions, then \(retry)."
            case .outOfMemory: "Close other programs and \(retry)."
            case .unexpected: "Run vbank with --log-level debug to see what failed, then \(retry)."
            case .serverUnreachable:
                "Check that the server runs and the address (host, port or socket folder) is right, then \(retry)."
            case .loginRefused:
                "Give the user in the address or PGUSER, and the password in ~/.pgpass or PGPASSWORD, then \(retry)."
            case .noDatabase(let name): "Create it first (createdb \(name)), or give the name of one that exists."
            case .badAddress:
                "Write it as postgresql://USER@HOST:PORT/DATABASE, or postgresql:// for libpq's defaults and PG* variables."
            case .passwordInAddress:
                "Remove it from the address and keep it in ~/.pgpass (chmod 600) or PGPASSWORD instead."
            case .connectionLost: "Check the server, then \(retry); vbank connects again by itself."
            case .answerLost(let key) where work == .importStatement:
                "Once the server is back, \(retry): a statement's rows already in the ledger are never added twice, "
                    + "and 'imports' lists what came in (key \(key))."
            case .answerLost(let key):
                "Once the server is back, \(retry): it carries the same key (\(key)), so it is made at most once"
                    + (work == .transfer ? "; 'search \(key)' finds it once made." : ".")
            case .serverBusy: "Wait a moment, then \(retry)."
            case .serverDiskFull: "Ask the server's administrator to free some space, then \(retry)."
            case .serverReadOnly:
                "Point vbank at the primary server, or list every host with target_session_attrs=read-write, then \(retry)."
            case .keptOnServer: serverToolRemedy(during: work)
            case .clientLibraryMissing: "Install it (apt-get install libpq5, or brew install libpq), then \(retry)."
            case .upgradeNeedsAdministrator:
                "Ask the administrator to start this vbank on the bank once; until then, use the vbank that made it."
            case .peopleRoleMissing:
                "Ask an administrator to run once on the server: CREATE ROLE \(SharingRules.peopleRole) NOLOGIN; then \(retry)."
            case .notAdmitted:
                "An administrator admits a person with: GRANT \(SharingRules.peopleRole) TO LOGIN; (see 'Sharing a bank' in the README)."
            }
        }

        private static func serverToolRemedy(during work: StorageFault.Work) -> String {
            switch work {
            case .restoring: "Restore it with PostgreSQL's own tool: pg_restore --clean --dbname=DATABASE bank.dump."
            case .backingUp: "Back it up with PostgreSQL's own tool: pg_dump --format=custom --file=bank.dump DATABASE."
            default: "Check it with PostgreSQL's own tools, such as pg_amcheck."
            }
        }

        private static func pathRemedy(during work: StorageFault.Work) -> String {
            switch work {
            case .backingUp: "Give the path of a new file in a folder that exists."
            case .restoring: "Give the path of a file that 'vbank backup' wrote."
            default:
                "If it is your bank, damaged, restore it from a backup: \(restoreCommand). "
                    + "Otherwise give --db a vbank bank file, a new file, or :memory: for a throw-away bank."
            }
        }
    }
}

extension Strings {
    /// Backups and checks stopped part way.
    enum Maintenance {
        static func backupNotChecked(_ file: String) -> String {
            "the backup was written whole to '\(file)', and the check of it was cancelled"
        }

        static func backupNotCheckedHint(_ file: String) -> String {
            "Check it before you rely on it: vbank verify --db '\(file)'; or delete it."
        }
    }
}
