#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// Writes a ``FileDestination``: a regular file under a temporary name beside it, put in place by
/// ``commit()``; an appended file or a device in place. A writer that is discarded, or released
/// without a commit, leaves what was at the path as it was (an append is cut back to where it
/// started).
public final class FileDestinationWriter {
    // MARK: - Properties

    /// Where the bytes go until the commit: a file beside the destination, for another program
    /// (a database) to write by name too; nil when the bytes go straight to the destination.
    public let temporaryPath: String?
    private let destination: FileDestination
    private var descriptor: Int32
    /// An appended file's size before the first byte, to cut a failed append back to.
    private let sizeBefore: off_t?

    // MARK: - Initialization

    init(destination: FileDestination) throws(FileDestinationError) {
        self.destination = destination
        switch (destination.mode, destination.target) {
        case (.append, _), (_, .device):
            // O_NOFOLLOW: the path was checked not to be a link, and must not have become one.
            let flags =
                O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | (destination.target == .device ? 0 : O_APPEND | O_CREAT)
            descriptor = open(destination.path, flags, FileDestination.permissions)
            guard descriptor >= 0 else {
                throw errno == ELOOP
                    ? .symbolicLink(destination.displayPath)
                    : FileDestinationError.systemRefused(destination.displayPath)
            }
            temporaryPath = nil
            var status = stat()
            sizeBefore = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? status.st_size : nil
        case (.create, _), (.replace, _):
            let folder = destination.path.containingFolder
            var template = Array("\(folder)/.\(destination.path.fileName).XXXXXX".utf8CString)
            // mkstemp creates the file 0600, whatever the umask.
            descriptor = mkstemp(&template)
            guard descriptor >= 0 else { throw FileDestinationError.systemRefused(destination.displayPath) }
            temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            sizeBefore = nil
        }
    }

    deinit {
        discard()
    }

    // MARK: - Writing

    /// Writes every byte of `bytes`.
    /// - Parameter bytes: What to write next.
    /// - Throws: ``FileDestinationError/cannotWrite(_:reason:code:)`` with the system's reason.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileDestinationError) {
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if result < 0 {
                guard errno == EINTR else { throw FileDestinationError.systemRefused(destination.displayPath) }
                continue
            }
            written += result
        }
    }

    /// Writes every byte of `bytes`.
    /// - Parameter bytes: What to write next.
    /// - Throws: ``FileDestinationError/cannotWrite(_:reason:code:)`` with the system's reason.
    public func write(_ bytes: [UInt8]) throws(FileDestinationError) {
        let failure = bytes.withUnsafeBytes { buffer -> FileDestinationError? in
            do throws(FileDestinationError) {
                try write(buffer)
                return nil
            } catch {
                return error
            }
        }
        if let failure {
            throw failure
        }
    }

    /// Flushes the file to the disk and puts it in place: a new file only where no file is
    /// (``FileDestination/Mode/create``), over the file there (``FileDestination/Mode/replace``).
    /// - Throws: ``FileDestinationError/exists(_:)`` when a file appeared at the path meanwhile,
    ///   or the system's refusal.
    public func commit() throws(FileDestinationError) {
        guard descriptor >= 0 else { return }
        guard let temporaryPath else {
            if destination.target != .device, fsync(descriptor) != 0 {
                throw FileDestinationError.systemRefused(destination.displayPath)
            }
            close(descriptor)
            descriptor = -1
            return
        }
        guard fsync(descriptor) == 0 else { throw FileDestinationError.systemRefused(destination.displayPath) }
        try publish(temporaryPath)
        close(descriptor)
        descriptor = -1
        Self.syncFolder(of: destination.path)
    }

    /// Leaves the path as it was: takes the temporary file away, or cuts an append back.
    public func discard() {
        guard descriptor >= 0 else { return }
        if let temporaryPath {
            unlink(temporaryPath)
        } else if let sizeBefore {
            _ = ftruncate(descriptor, sizeBefore)
        }
        close(descriptor)
        descriptor = -1
    }

    // MARK: - Private

    /// Gives the temporary file the destination's name: `link` fails where a file is, and
    /// `rename` replaces it in one step (never writing through a link that took its place).
    private func publish(_ temporaryPath: String) throws(FileDestinationError) {
        switch destination.mode {
        case .create:
            guard link(temporaryPath, destination.path) == 0 else {
                let failure =
                    errno == EEXIST
                    ? FileDestinationError.exists(destination.displayPath)
                    : FileDestinationError.systemRefused(destination.displayPath)
                throw failure
            }
            unlink(temporaryPath)
        case .replace, .append:
            guard rename(temporaryPath, destination.path) == 0 else {
                throw FileDestinationError.systemRefused(destination.displayPath)
            }
        }
    }

    /// Makes a name given in `path`'s folder last through a crash.
    private static func syncFolder(of path: String) {
        let folder = open(path.containingFolder, O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }
}
