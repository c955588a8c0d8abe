public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a database path cannot be used, told before SQLite is asked to open it, so the user
/// reads what is wrong with the path rather than an SQLite error code.
public enum DatabaseLocationError: LocalizedError, Equatable {
    /// The path names a folder.
    case isFolder(String)
    /// The folder the file would be in does not exist.
    case missingFolder(String)
    /// The file exists but this user may not write to it.
    case notWritable(String)
    /// The file could not be created.
    case cannotCreate(String, reason: String)
    /// The file is not an SQLite database.
    case notADatabase(String)

    /// What is wrong.
    public var errorDescription: String? {
        switch self {
        case .isFolder(let path): Strings.isFolder(path)
        case .missingFolder(let folder): Strings.missingFolder(folder)
        case .notWritable(let path): Strings.notWritable(path)
        case .cannotCreate(let path, let reason): Strings.cannotCreate(path, reason: reason)
        case .notADatabase(let path): Strings.notSQLite(path)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .isFolder: Strings.giveAFilePath
        case .missingFolder: Strings.createTheFolder
        case .notWritable: Strings.makeItWritable
        case .cannotCreate: Strings.giveAFilePath
        case .notADatabase: Strings.leftAsItWas
        }
    }
}

/// Checks a database path and creates a new database file readable by its owner only (0600),
/// before SQLite opens it; SQLite gives its journal files the same mode.
enum DatabaseLocation {
    /// The mode of a database file vbank creates: the owner reads and writes, nobody else.
    static let fileMode: mode_t = 0o600

    /// Throws when `path` cannot hold a database; creates the file when there is none yet.
    static func prepare(_ path: String) throws(DatabaseLocationError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard !isFolder.boolValue else { throw .isFolder(path) }
            guard access(path, W_OK) == 0 else { throw .notWritable(path) }
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        var folderIsFolder: ObjCBool = false
        guard folder.isEmpty || FileManager.default.fileExists(atPath: folder, isDirectory: &folderIsFolder),
            folder.isEmpty || folderIsFolder.boolValue
        else { throw .missingFolder(folder) }
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw .cannotCreate(path, reason: String(cString: strerror(errno))) }
        close(descriptor)
    }
}
