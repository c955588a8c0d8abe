#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the user named for a command to write, checked before anything is read or written:
/// written only where and as the user said.
///
/// A destination is a regular file or a terminal-like device, never what a symbolic link points
/// at, never a folder, a pipe or a socket. A new file is created readable by its owner alone
/// (0600): what a command writes may hold private data. A regular file is written under a
/// temporary name beside it and put in place in one step once whole, so nobody sees it
/// half-written and a failure leaves what was there; ``Mode/create`` puts it in place only where
/// no file is, even one that appeared while it was written. A device (`/dev/null`, a terminal) is
/// written through.
///
/// ```swift
/// let destination = try FileDestination(path: "statement.csv", mode: replaces ? .replace : .create)
/// let writer = try destination.open()
/// try writer.write(bytes)
/// try writer.commit()
/// ```
public struct FileDestination: Sendable, Equatable {
    // MARK: - Nested Types

    /// What may become of a file that is already at the path.
    public enum Mode: Sendable, Equatable {
        /// Write a new file; a file already at the path is refused (``FileDestinationError/exists(_:)``).
        case create
        /// Write a new file, or replace the one at the path whole.
        case replace
        /// Add to the end of the file at the path, creating it when there is none.
        case append
    }

    /// What the path names, as checked.
    package enum Target: Sendable, Equatable {
        /// Nothing yet: a new file.
        case newFile
        /// A regular file.
        case existingFile
        /// A character device, written through: `/dev/null`, a terminal.
        case device
    }

    // MARK: - Constants

    /// The flag a command that writes files takes to replace a file already there: one name
    /// for every such command, which the refusal of an existing file names.
    public static let replaceFlag = "replace"
    /// A new file's permissions: its owner may read and write it, nobody else anything.
    static let permissions: mode_t = 0o600

    // MARK: - Properties

    /// The path as the user gave it, for messages.
    public let displayPath: String
    /// The path written.
    package let path: String
    /// What becomes of a file already at the path.
    package let mode: Mode
    /// What the path named when it was checked.
    package let target: Target

    // MARK: - Initialization

    /// Checks that `path` can be written in `mode`.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - displayPath: The path as the user typed it, for messages; by default `path`.
    ///   - mode: What may become of a file already there.
    ///   - acceptsDevices: Whether a character device is written through; when false (a file
    ///     another program must open by name, such as a database), it is refused.
    /// - Throws: ``FileDestinationError`` naming what is wrong with the path.
    public init(path: String, displayPath: String? = nil, mode: Mode, acceptsDevices: Bool = true)
        throws(FileDestinationError)
    {
        self.path = path
        self.displayPath = displayPath ?? path
        self.mode = mode
        target = try Self.check(path, shownAs: displayPath ?? path, mode: mode, acceptsDevices: acceptsDevices)
    }

    // MARK: - Writing

    /// Starts writing: a temporary file beside the path for a regular file (created 0600), the
    /// file itself when appending, the device itself.
    /// - Returns: The writer, which puts the file in place on ``FileDestinationWriter/commit()``.
    /// - Throws: ``FileDestinationError/cannotWrite(_:reason:code:)`` when the system refuses.
    public func open() throws(FileDestinationError) -> FileDestinationWriter {
        try FileDestinationWriter(destination: self)
    }

    /// Writes all of `bytes` and puts the file in place: all of it, or nothing.
    /// - Parameter bytes: What the file holds, or what is added to it.
    /// - Throws: ``FileDestinationError`` when the system refuses.
    package func write(_ bytes: [UInt8]) throws(FileDestinationError) {
        let writer = try open()
        defer { writer.discard() }
        try writer.write(bytes)
        try writer.commit()
    }

    // MARK: - Checking

    private static func check(_ path: String, shownAs shown: String, mode: Mode, acceptsDevices: Bool)
        throws(FileDestinationError) -> Target
    {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw FileDestinationError.systemRefused(shown) }
            try checkFolder(of: path, shownAs: shown)
            return .newFile
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: throw .symbolicLink(shown)
        case S_IFDIR: throw .folder(shown)
        case S_IFCHR where acceptsDevices:
            guard access(path, W_OK) == 0 else { throw FileDestinationError.systemRefused(shown) }
            return .device
        case S_IFREG:
            guard mode != .create else { throw .exists(shown) }
            if mode == .append, access(path, W_OK) != 0 {
                throw FileDestinationError.systemRefused(shown)
            }
            try checkFolder(of: path, shownAs: shown)
            return .existingFile
        default: throw .notRegularFile(shown)
        }
    }

    /// The folder the file goes in must be there and writable: the file is put in place by a
    /// name given in it.
    private static func checkFolder(of path: String, shownAs shown: String) throws(FileDestinationError) {
        let folder = path.containingFolder
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .noFolder(shown, folder: folder)
        }
        guard access(folder, W_OK) == 0 else { throw FileDestinationError.systemRefused(shown) }
    }
}

extension String {
    /// The folder a file path is in: `.` for a bare name, `/` for a file at the root. Worked out
    /// on the bytes, without Foundation's `NSString`, which FoundationEssentials does not have.
    package var containingFolder: String {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == utf8.startIndex ? "/" : String(self[..<slash])
    }

    /// The last part of a file path.
    package var fileName: String {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return self }
        return String(self[utf8.index(after: slash)...])
    }
}
