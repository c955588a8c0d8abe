#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be written where the user said: each case names the path as the user
/// typed it.
public enum FileDestinationError: Error, Equatable, Sendable, LocalizedError {
    /// The path is a folder.
    case folder(String)
    /// The path is a symbolic link, which could send the data somewhere else.
    case symbolicLink(String)
    /// The path is a pipe, socket or other file that is not a plain file.
    case notRegularFile(String)
    /// The folder the file would be in does not exist.
    case noFolder(String, folder: String)
    /// A file is already at the path, and the command was not told to replace it.
    case exists(String)
    /// The system refused, with its reason and its error number (`ENOSPC` for a full disk).
    case cannotWrite(String, reason: String, code: Int32)

    /// The path as the user typed it.
    package var path: String {
        switch self {
        case .folder(let path), .symbolicLink(let path), .notRegularFile(let path), .exists(let path),
            .noFolder(let path, _), .cannotWrite(let path, _, _):
            path
        }
    }

    /// What went wrong, naming the path.
    public var errorDescription: String? {
        switch self {
        case .folder(let path): Strings.Files.folder(path)
        case .symbolicLink(let path): Strings.Files.symbolicLink(path)
        case .notRegularFile(let path): Strings.Files.notRegularFile(path)
        case .noFolder(let path, let folder): Strings.Files.noFolder(path, folder)
        case .exists(let path): Strings.Files.exists(path)
        case .cannotWrite(let path, let reason, _): Strings.Files.cannotWrite(path, reason)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .folder: Strings.Files.folderHint
        case .symbolicLink: Strings.Files.symbolicLinkHint
        case .exists: Strings.Files.existsHint(flag: FileDestination.replaceFlag)
        case .notRegularFile, .noFolder, .cannotWrite: Strings.Files.pathHint
        }
    }

    /// The refusal of the system call that just failed, for the path shown as `path`.
    static func systemRefused(_ path: String) -> FileDestinationError {
        let code = errno
        return .cannotWrite(path, reason: String(cString: strerror(code)), code: code)
    }
}
