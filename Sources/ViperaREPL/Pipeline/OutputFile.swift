#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// The file a command's output is redirected to, checked before the command runs so that a bad
/// path costs nothing. `>` writes a temporary file beside it and renames it over the old one, so
/// the file is never half-written; `>>` appends and cuts a failed append back off. Files are
/// created readable by their owner alone (0600): the output may hold account data.
struct OutputFile {
    // MARK: - Nested Types

    private enum Target {
        case regularFile
        case device
    }

    // MARK: - Constants

    private static let permissions: mode_t = 0o600

    // MARK: - Properties

    /// The path as typed.
    let displayPath: String
    private let path: String
    private let mode: Redirection.Mode
    private let target: Target

    // MARK: - Initialization

    /// Checks that `redirection` names a file that can be written; `~/` is the home folder.
    init(_ redirection: Redirection, home: String?) throws(RedirectionError) {
        displayPath = redirection.path
        mode = redirection.mode
        if redirection.path.hasPrefix("~/"), let home, !home.isEmpty {
            path = home + redirection.path.dropFirst()
        } else {
            path = redirection.path
        }
        target = try Self.check(path, shownAs: displayPath, mode: mode)
    }

    // MARK: - Writing

    /// Writes `text`: all of it, or nothing.
    func write(_ text: String) throws(RedirectionError) {
        let bytes = Array(text.utf8)
        switch (mode, target) {
        case (.replace, .regularFile): try replace(with: bytes)
        case (.append, _), (.replace, .device): try append(bytes)
        }
    }

    // MARK: - Checking

    private static func check(_ path: String, shownAs shown: String, mode: Redirection.Mode)
        throws(RedirectionError) -> Target
    {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw RedirectionError.cannotWrite(shown, reason: Self.reason()) }
            try checkFolder(of: path, shownAs: shown)
            return .regularFile
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: throw RedirectionError.symbolicLink(shown)
        case S_IFDIR: throw RedirectionError.folder(shown)
        case S_IFCHR: return .device
        case S_IFREG:
            if mode == .append, access(path, W_OK) != 0 {
                throw RedirectionError.cannotWrite(shown, reason: Self.reason())
            }
            try checkFolder(of: path, shownAs: shown)
            return .regularFile
        default: throw RedirectionError.notRegularFile(shown)
        }
    }

    private static func checkFolder(of path: String, shownAs shown: String) throws(RedirectionError) {
        let folder = Self.folder(of: path)
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw RedirectionError.noFolder(shown, folder: folder)
        }
        guard access(folder, W_OK) == 0 else {
            throw RedirectionError.cannotWrite(shown, reason: Self.reason())
        }
    }

    // MARK: - Private

    private func replace(with bytes: [UInt8]) throws(RedirectionError) {
        let folder = Self.folder(of: path)
        let name = URL(fileURLWithPath: path).lastPathComponent
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw RedirectionError.cannotWrite(displayPath, reason: Self.reason()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let failure = Self.writeAll(bytes, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : Self.reason())
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw RedirectionError.cannotWrite(displayPath, reason: failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = Self.reason()
            unlink(temporary)
            throw RedirectionError.cannotWrite(displayPath, reason: reason)
        }
    }

    private func append(_ bytes: [UInt8]) throws(RedirectionError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, Self.permissions)
        guard descriptor >= 0 else {
            throw errno == ELOOP
                ? RedirectionError.symbolicLink(displayPath)
                : RedirectionError.cannotWrite(displayPath, reason: Self.reason())
        }
        defer { close(descriptor) }
        var status = stat()
        let sizeBefore = fstat(descriptor, &status) == 0 ? status.st_size : nil
        if let failure = Self.writeAll(bytes, to: descriptor) {
            if let sizeBefore, status.st_mode & S_IFMT == S_IFREG {
                _ = ftruncate(descriptor, sizeBefore)
            }
            throw RedirectionError.cannotWrite(displayPath, reason: failure)
        }
    }

    /// Writes every byte; the system's reason when it could not.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                guard errno == EINTR else { return reason() }
                continue
            }
            written += result
        }
        return nil
    }

    private static func folder(of path: String) -> String {
        path.containingFolder
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

/// Why output could not be written to a file.
enum RedirectionError: Error, Equatable, LocalizedError {
    /// The path is a folder.
    case folder(String)
    /// The path is a symbolic link, which could send account data somewhere unexpected.
    case symbolicLink(String)
    /// The path is a pipe, socket or other file that is not a plain file.
    case notRegularFile(String)
    /// The folder the file would be in does not exist.
    case noFolder(String, folder: String)
    /// The system refused, with its reason.
    case cannotWrite(String, reason: String)

    var errorDescription: String? {
        switch self {
        case .folder(let path): Strings.Redirection.folder(path)
        case .symbolicLink(let path): Strings.Redirection.symbolicLink(path)
        case .notRegularFile(let path): Strings.Redirection.notRegularFile(path)
        case .noFolder(let path, let folder): Strings.Redirection.noFolder(path, folder)
        case .cannotWrite(let path, let reason): Strings.Redirection.cannotWrite(path, reason)
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .folder: Strings.Redirection.folderHint
        case .symbolicLink: Strings.Redirection.symbolicLinkHint
        case .notRegularFile, .noFolder, .cannotWrite: Strings.Redirection.pathHint
        }
    }
}
