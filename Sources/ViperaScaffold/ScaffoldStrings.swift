/// The scaffolding's user-facing text, in one place.
enum ScaffoldStrings {
    // MARK: - Names

    static let nameStart = "it must start with a capital letter (A–Z)"
    static let nameCharacters = "it may hold only letters A–Z, a–z and digits"
    static let nameTaken = "the generated code already uses a type of that name"
    static let nameHint = "Give an UpperCamelCase name for the scene, such as: AccountDetail"
    static let targetHint =
        "Give --target the name of a target whose folder is under Sources/, and run in the package's root or give --package-path."
    static let existsHint =
        "Choose another name, or remove the scene's files first: scaffolding never overwrites a file."

    static func nameLength(_ limit: Int) -> String {
        "it must be 1 to \(limit) characters long"
    }

    static func namePart(_ suffix: String) -> String {
        "it names a part, not a scene; leave out '\(suffix)'"
    }

    // MARK: - Errors

    static func invalidName(_ name: String, reason: String) -> String {
        "'\(name)' cannot name a scene: \(reason)"
    }

    static func missingTarget(_ name: String, folder: String) -> String {
        "there is no target '\(name)' here: \(folder) is not a folder"
    }

    static func fileExists(_ path: String) -> String {
        "\(path) already exists; nothing was written"
    }

    static func writeFailed(_ path: String, reason: String) -> String {
        "could not write \(path): \(reason)"
    }
}
