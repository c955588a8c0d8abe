import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small file system of its own (tmpfs), mounted for a test that needs a disk to fill up for
/// real, so an app's writes meet a full disk (`ENOSPC`) the way they would on a user's machine.
///
/// Mounting needs Linux and root; elsewhere ``canMount`` is false, and a test asks for it:
///
/// ```swift
/// @Test(.enabled(if: SmallDisk.canMount, "needs root on Linux to mount a tmpfs"))
/// func anImportOnAFullDisk_changesNothing() throws {
///     let disk = try SmallDisk(megabytes: 4)
///     defer { disk.unmount() }
///     try disk.fill(leaving: 64 * 1024)
///     …
/// }
/// ```
public final class SmallDisk: Sendable {
    // MARK: - Nested Types

    /// Why a disk could not be mounted or filled.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    // MARK: - Constants

    private static let mountProgram = "/bin/mount"
    private static let unmountProgram = "/bin/umount"
    private static let chunk = 64 * 1_024

    // MARK: - Properties

    /// Where the disk is mounted.
    package let path: String

    /// Whether this process may mount one: root on Linux, with `mount` at hand.
    public static let canMount: Bool = {
        #if os(Linux)
            guard getuid() == 0, FileManager.default.isExecutableFile(atPath: mountProgram) else { return false }
            guard let probe = try? SmallDisk(megabytes: 1) else { return false }
            probe.unmount()
            return true
        #else
            return false
        #endif
    }()

    // MARK: - Initialization

    /// Mounts a tmpfs of `megabytes` on a new folder, open to every user (mode 1777, like `/tmp`),
    /// so a test can run a program there as another user.
    /// - Parameter megabytes: The disk's size.
    public init(megabytes: Int) throws {
        path = NSTemporaryDirectory() + "small-disk-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Self.run(
            Self.mountProgram, ["-t", "tmpfs", "-o", "size=\(megabytes)m,mode=1777", "tmpfs", path])
    }

    deinit {
        unmount()
    }

    // MARK: - Filling

    /// Writes a filler file until only `bytes` are left free, or none when `bytes` is zero.
    /// - Parameter bytes: How much room to leave.
    public func fill(leaving bytes: Int64 = 0) throws {
        let filler = path + "/filler-\(UUID().uuidString)"
        guard let handle = FileHandle(forWritingAtPath: filler) ?? create(filler) else {
            throw Failure(description: "cannot create \(filler)")
        }
        defer { try? handle.close() }
        let zeros = Data(count: Self.chunk)
        while freeBytes > bytes {
            let size = Int(min(Int64(Self.chunk), freeBytes - bytes))
            do {
                try handle.write(contentsOf: zeros.prefix(size))
            } catch {
                return
            }
        }
    }

    /// The bytes still free.
    package var freeBytes: Int64 {
        var status = statvfs()
        guard statvfs(path, &status) == 0 else { return 0 }
        return Int64(status.f_bavail) * Int64(status.f_frsize)
    }

    /// Unmounts the disk and removes its folder; whatever was on it is gone. Safe to call twice.
    public func unmount() {
        try? Self.run(Self.unmountProgram, ["-l", path])
        try? FileManager.default.removeItem(atPath: path)
    }

    // MARK: - Private

    private func create(_ file: String) -> FileHandle? {
        FileManager.default.createFile(atPath: file, contents: nil) ? FileHandle(forWritingAtPath: file) : nil
    }

    private static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}
