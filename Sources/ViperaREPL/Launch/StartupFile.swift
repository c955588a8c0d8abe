import Vipera

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commands a person's terminal sessions start with: `$XDG_CONFIG_HOME/<app>/init`, by
/// default `~/.config/<app>/init`. Like ssh with its keys, the file is refused when someone else
/// could have written it: it runs commands as its reader.
package enum StartupFile {
    /// The startup file of `appName`, or nil when neither `XDG_CONFIG_HOME` nor `HOME` is set.
    package static func path(appName: String, environment: [String: String]) -> String? {
        XDGDirectory.config.path(of: "init", appName: appName, environment: environment)
    }

    /// Whether the file at `path` is there to be read: false when there is none; an error when
    /// it is there but must not be run.
    package static func isPresent(at path: String) throws(StartupFileError) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .unreadable(path, reason: String(cString: strerror(errno))) }
            return false
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path) }
        try checkOwnership(of: path, status: status)
        let folder = path.containingFolder
        var folderStatus = stat()
        if stat(folder, &folderStatus) == 0 {
            try checkOwnership(of: folder, status: folderStatus)
        }
        return true
    }

    private static func checkOwnership(of path: String, status: stat) throws(StartupFileError) {
        guard status.st_uid == getuid() || status.st_uid == 0 else { throw .ownedByAnotherUser(path) }
        let writableByOthers = status.st_mode & (S_IWGRP | S_IWOTH)
        guard writableByOthers == 0 else {
            throw .writableByOthers(path, mode: String(status.st_mode & 0o777, radix: 8))
        }
    }
}

/// Why a startup file was not run.
package enum StartupFileError: Error, Equatable, Sendable, LocalizedError {
    /// Its group or other users may write it, or its folder.
    case writableByOthers(String, mode: String)
    /// It belongs to a user other than the reader (or root).
    case ownedByAnotherUser(String)
    /// It is a folder or a device.
    case notRegularFile(String)
    /// The system would not say what it is.
    case unreadable(String, reason: String)

    /// What went wrong.
    package var errorDescription: String? {
        switch self {
        case .writableByOthers(let path, let mode): Strings.StartupFile.writableByOthers(path, mode: mode)
        case .ownedByAnotherUser(let path): Strings.StartupFile.ownedByAnotherUser(path)
        case .notRegularFile(let path): Strings.StartupFile.notRegularFile(path)
        case .unreadable(let path, let reason): Strings.StartupFile.unreadable(path, reason)
        }
    }

    /// What to do about it.
    package var recoverySuggestion: String? {
        switch self {
        case .writableByOthers(let path, _): Strings.StartupFile.chmodHint(path)
        case .ownedByAnotherUser, .notRegularFile, .unreadable: Strings.StartupFile.replaceHint
        }
    }
}
