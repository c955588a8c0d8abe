#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole byte buffers to a file descriptor, retrying after interrupts and partial writes.
public struct FileDescriptorWriter: Sendable {
    // MARK: - Properties

    /// The descriptor written to.
    package let descriptor: Int32

    // MARK: - Initialization

    /// Creates a writer for `descriptor`.
    /// - Parameter descriptor: An open file descriptor, which the writer does not close.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// A writer for standard output.
    public static var standardOutput: FileDescriptorWriter { FileDescriptorWriter(descriptor: STDOUT_FILENO) }

    /// A writer for standard error.
    package static var standardError: FileDescriptorWriter { FileDescriptorWriter(descriptor: STDERR_FILENO) }

    // MARK: - Writing

    /// Writes all of `bytes`; returns false when the descriptor refused them (for example a closed pipe).
    /// - Parameter bytes: What to write.
    /// - Returns: Whether all of it was written.
    @discardableResult
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var address = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(address, remaining)
            if written < 0 {
                if errno == EINTR {
                    continue
                }
                return false
            }
            address += written
            remaining -= written
        }
        return true
    }

    /// Writes all of `text` as UTF-8; returns false when the descriptor refused it.
    /// - Parameter text: What to write.
    /// - Returns: Whether all of it was written.
    @discardableResult
    public func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { write($0) }
    }

    // MARK: - Private

    private func systemWrite(_ address: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, address, count)
        #else
            Darwin.write(descriptor, address, count)
        #endif
    }
}
