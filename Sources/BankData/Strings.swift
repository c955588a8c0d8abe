/// The user-facing text of the bank's data layer, in one place.
enum Strings {
    static func unknownValue(_ value: String, of type: String) -> String {
        "unexpected \(type) '\(value)' in the database"
    }

    static func notADatabase(_ path: String, reason: String) -> String {
        "cannot open the database '\(path)': \(reason)"
    }
}
