import BankDomain

/// The user-facing text of the vbank executable, in one place.
enum Strings {
    /// Said once as a session starts on a bank it cannot write.
    static func readingOnly(_ fault: StorageFault) -> String {
        "\(fault.causeText): vbank opened the bank for reading only and refuses changes. \(fault.hint)"
    }

    static let noDefaultDatabase = "cannot find a place for the database: neither XDG_DATA_HOME nor HOME is set"
    static let noDefaultDatabaseHint = "Give a file with --db PATH, or --db :memory: for a throw-away bank."

    static func cannotCreateFolder(_ folder: String, _ reason: String) -> String {
        "cannot create the folder '\(folder)': \(reason)"
    }
}
