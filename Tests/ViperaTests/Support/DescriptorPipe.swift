import Foundation

/// A pipe whose read end never blocks.
final class DescriptorPipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(writeEnd, Self.setPipeSize, Self.capacity)
    }

    /// Linux's F_SETPIPE_SZ: a pipe big enough that tests never block writing to it.
    private static let setPipeSize: Int32 = 1031
    private static let capacity: Int32 = 1 << 20

    private var isReadEndOpen = true

    deinit {
        if isReadEndOpen {
            close(readEnd)
        }
        close(writeEnd)
    }

    func closeReadEnd() {
        close(readEnd)
        isReadEndOpen = false
    }

    func readAvailable() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(readEnd, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
