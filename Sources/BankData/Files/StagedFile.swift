import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin

    private let systemWrite = Darwin.write
#endif

/// A file written under a temporary name beside where it goes, readable by its owner only (0600),
/// then flushed to the disk and renamed over its path in one step: nobody ever sees it
/// half-written, and a failure leaves what was at the path as it was.
final class StagedFile {
    // MARK: - Properties

    /// Where the file goes.
    let path: String
    private let temporary: String
    private var descriptor: Int32

    // MARK: - Initialization

    /// Creates the temporary file beside `path`.
    init(for path: String) throws(POSIXError) {
        self.path = path
        var template = Array("\(path.containingFolder)/.\(path.fileName).XXXXXX".utf8CString)
        // mkstemp creates the file 0600, whatever the umask.
        descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw POSIXError.current }
        temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        discard()
    }

    // MARK: - Writing

    /// Appends every byte of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(POSIXError) {
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
            if result < 0 {
                guard errno == EINTR else { throw POSIXError.current }
                continue
            }
            written += result
        }
    }

    /// Flushes the file to the disk and renames it over ``path``, replacing what was there.
    func replace() throws(POSIXError) {
        guard fsync(descriptor) == 0 else { throw POSIXError.current }
        close(descriptor)
        descriptor = -1
        guard rename(temporary, path) == 0 else { throw POSIXError.current }
        Self.syncFolder(of: path)
    }

    /// Takes the temporary file away, unless it was renamed.
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }

    // MARK: - Durability

    /// Makes a name given in `path`'s folder last through a crash.
    static func syncFolder(of path: String) {
        let folder = open(path.containingFolder, O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }
}
