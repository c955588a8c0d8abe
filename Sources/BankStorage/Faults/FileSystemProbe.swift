package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the file system says about a path, asked after SQLite fails to tell which of several
/// causes its code stands for: a full disk, a read-only folder, a missing one.
package protocol FileSystemProbing: Sendable {
    /// Whether something is at `path`.
    func exists(_ path: String) -> Bool
    /// Whether `path` is a folder.
    func isFolder(_ path: String) -> Bool
    /// Whether this user may write `path`.
    func isWritable(_ path: String) -> Bool
    /// Whether this user may read `path`.
    func isReadable(_ path: String) -> Bool
    /// The bytes this user may still write on the file system holding `path`; nil when unknown.
    func freeBytes(at path: String) -> Int64?
    /// Whether two paths name one file.
    func isSameFile(_ path: String, _ other: String) -> Bool
    /// The size of the file at `path`; nil when there is none.
    func size(of path: String) -> Int64?
}

/// The machine's own file system.
package struct LocalFileSystem: FileSystemProbing {
    package init() {}

    package func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    package func isFolder(_ path: String) -> Bool {
        status(of: path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    package func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    package func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Root may write into the blocks kept back from other users, so it counts them.
    package func freeBytes(at path: String) -> Int64? {
        var status = statvfs()
        guard statvfs(path, &status) == 0 else { return nil }
        let blocks = getuid() == 0 ? status.f_bfree : status.f_bavail
        return Int64(blocks) * Int64(status.f_frsize)
    }

    package func isSameFile(_ path: String, _ other: String) -> Bool {
        guard let one = status(of: path), let two = status(of: other) else { return false }
        return one.st_dev == two.st_dev && one.st_ino == two.st_ino
    }

    package func size(of path: String) -> Int64? {
        status(of: path).map { Int64($0.st_size) }
    }

    private func status(of path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }
}

extension POSIXError {
    /// The error of the system call that just failed.
    package static var current: POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
