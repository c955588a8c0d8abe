extension Strings {
    // MARK: - Files

    enum Files {
        static let folderHint = "Name a file inside the folder, as in 'folder/output.txt'."
        static let symbolicLinkHint = "Name the file itself: a link could send what is written somewhere else."
        static let pathHint = "Check the path, and that its folder exists and can be written."

        static func folder(_ path: String) -> String {
            "cannot write to '\(path)': it is a folder"
        }

        static func symbolicLink(_ path: String) -> String {
            "cannot write to '\(path)': it is a symbolic link"
        }

        static func notRegularFile(_ path: String) -> String {
            "cannot write to '\(path)': it is not a plain file"
        }

        static func noFolder(_ path: String, _ folder: String) -> String {
            "cannot write to '\(path)': the folder '\(folder)' does not exist"
        }

        static func exists(_ path: String) -> String {
            "'\(path)' already exists: nothing was written"
        }

        static func existsHint(flag: String) -> String {
            "Give another name, or add --\(flag) to write over it."
        }

        static func cannotWrite(_ path: String, _ reason: String) -> String {
            "cannot write to '\(path)': \(reason)"
        }
    }
}
