/// The user-facing text of the vbank executable, in one place.
enum Strings {
    static let noDefaultDatabase = "cannot find a place for the database: neither XDG_DATA_HOME nor HOME is set"
    static let noDefaultDatabaseHint = "Give a file with --db PATH, or --db :memory: for a throw-away bank."

    static func cannotCreateFolder(_ folder: String, _ reason: String) -> String {
        "cannot create the folder '\(folder)': \(reason)"
    }
}
