/// The user-facing text of the bank's data layer, in one place.
enum Strings {
    static func unknownValue(_ value: String, of type: String) -> String {
        "unexpected \(type) '\(value)' in the database"
    }

    static func notADatabase(_ path: String, reason: String) -> String {
        "cannot open the database '\(path)': \(reason)"
    }

    static func isFolder(_ path: String) -> String {
        "'\(path)' is a folder, not a database file"
    }

    static func missingFolder(_ folder: String) -> String {
        "the folder '\(folder)' does not exist"
    }

    static func notWritable(_ path: String) -> String {
        "the database '\(path)' cannot be written: it is read-only for you"
    }

    static func cannotCreate(_ path: String, reason: String) -> String {
        "cannot create the database '\(path)': \(reason)"
    }

    static func notSQLite(_ path: String) -> String {
        "'\(path)' is not a database file"
    }

    static let leftAsItWas = "vbank left the file as it was. Give --db a vbank database, a new file, or :memory:."
    static let giveAFilePath = "Give --db the path of a database file, or --db :memory: for a throw-away bank."
    static let createTheFolder = "Create the folder first, or give --db a path in a folder that exists."
    static let makeItWritable = "Make the file writable for you (chmod u+w), or give --db another path."

    // MARK: - Statements

    enum Statements {
        static let zeroAmount = "the amount is zero"
        static let notAFile = "it is not a file"
        static let noFolder = "its folder does not exist"
        static let isFolder = "it is a folder"
        static let cannotWrite = "it cannot be written here"

        static func tooFewFields(_ count: Int) -> String {
            "the row has only \(count) field\(count == 1 ? "" : "s")"
        }

        static func badDate(_ text: String, format: String) -> String {
            "'\(text)' is not a date in the format \(format)"
        }

        static func dateOutOfRange(_ text: String) -> String {
            "'\(text)' is outside the years 1900 to 2099"
        }

        static func badAmount(_ text: String) -> String {
            "'\(text)' is not an amount such as -12.50"
        }

        static func badCategory(_ text: String) -> String {
            "'\(text)' is not a category"
        }

        static func unparsable(_ reason: String) -> String {
            "the file is not valid CSV (\(reason))"
        }
    }
}
