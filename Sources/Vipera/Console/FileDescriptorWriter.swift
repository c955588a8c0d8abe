#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole byte buffers to a file descriptor, retrying after interrupts and partial writes.
struct FileDescriptorWriter: Sendable {
    // MARK: - Properties

    let descriptor: Int32

    // MARK: - Writing

    /// Writes all of `bytes`; returns false when the descriptor refused them (for example a closed pipe).
    @discardableResult
    func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

    // MARK: - Private

    private func systemWrite(_ address: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, address, count)
        #else
            Darwin.write(descriptor, address, count)
        #endif
    }
}
