#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a pipe or a file, as they are: no prompt, no editing.
///
/// Reads in large chunks (one system call per 64 KiB, not per byte), accepts lines of any length,
/// strips a `\r` before the line break and a UTF-8 byte order mark at the start, reports lines
/// that are not valid UTF-8, and returns a last line that has no line break.
@MainActor
package final class StreamLineReader: LineReader {
    // MARK: - Constants

    private static let chunkSize = 64 * 1024
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Properties

    /// The name used in diagnostics: `<stdin>` or the script's path.
    package let sourceName: String?
    /// Always false: nobody is typing.
    package let isInteractive = false
    /// The number of the line last returned.
    package private(set) var lineNumber = 0

    private let descriptor: Int32?
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd: Bool

    // MARK: - Initialization

    /// Creates a reader of an open file descriptor.
    /// - Parameters:
    ///   - descriptor: The open file descriptor to read.
    ///   - sourceName: The name used in diagnostics, such as `<stdin>` or a script's path.
    ///   - ownsDescriptor: Whether the reader closes the descriptor when it is released.
    package init(descriptor: Int32, sourceName: String, ownsDescriptor: Bool = false) {
        self.descriptor = descriptor
        self.sourceName = sourceName
        self.ownsDescriptor = ownsDescriptor
        isAtEnd = false
    }

    /// Creates a reader of bytes already in memory.
    /// - Parameters:
    ///   - bytes: The whole input.
    ///   - sourceName: The name used in diagnostics.
    package init(bytes: [UInt8], sourceName: String) {
        descriptor = nil
        self.sourceName = sourceName
        ownsDescriptor = false
        buffer = bytes
        isAtEnd = true
    }

    /// Creates a reader of standard input, named `<stdin>` in diagnostics.
    package static func standardInput() -> StreamLineReader {
        StreamLineReader(descriptor: STDIN_FILENO, sourceName: Strings.Scripts.standardInputName)
    }

    /// Opens the script at `path` for reading.
    package static func open(path: String) throws(ScriptError) -> StreamLineReader {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ScriptError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw ScriptError.cannotOpen(path: path, reason: String(cString: strerror(EISDIR)))
        }
        return StreamLineReader(descriptor: descriptor, sourceName: path, ownsDescriptor: true)
    }

    isolated deinit {
        if ownsDescriptor, let descriptor {
            close(descriptor)
        }
    }

    // MARK: - LineReader

    /// Whether a whole line is already read, or the input has ended: the next line comes without
    /// a read that could wait on whoever writes the input.
    package var hasLineReady: Bool {
        isAtEnd || buffer[start...].contains(Self.lineFeed)
    }

    /// The next line; the prompt is ignored.
    /// - Parameter prompt: Not shown: a stream has no one to prompt.
    package func nextLine(prompt: Prompt) -> LineEvent {
        while true {
            if let end = buffer[start...].firstIndex(of: Self.lineFeed) {
                let event = decode(buffer[start..<end])
                start = end + 1
                return event
            }
            if isAtEnd {
                guard start < buffer.count else { return .endOfInput }
                let event = decode(buffer[start...])
                start = buffer.count
                return event
            }
            fill()
        }
    }

    // MARK: - Private

    private func decode(_ bytes: ArraySlice<UInt8>) -> LineEvent {
        lineNumber += 1
        var line = bytes
        if line.last == Self.carriageReturn {
            line = line.dropLast()
        }
        if lineNumber == 1, line.starts(with: Self.byteOrderMark) {
            line = line.dropFirst(Self.byteOrderMark.count)
        }
        // Decoding repairs whatever is not UTF-8, so the text reads back as the line's bytes only
        // when they were valid. `String(validating:as:)` says the same, at twice the cost of the
        // rest of the read: it looks its generic types up at run time, at every line.
        var text = String(decoding: line, as: UTF8.self)
        let isValid = text.withUTF8 { decoded in line.withUnsafeBufferPointer { decoded.elementsEqual($0) } }
        guard isValid else { return .invalidEncoding }
        return .line(text)
    }

    /// Reads the next chunk, first dropping the lines already returned.
    private func fill() {
        guard let descriptor else {
            isAtEnd = true
            return
        }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let previousCount = buffer.count
        buffer.reserveCapacity(previousCount + Self.chunkSize)
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = read(descriptor, &chunk, Self.chunkSize)
            if count < 0, errno == EINTR {
                continue
            }
            if count <= 0 {
                isAtEnd = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
            return
        }
    }
}
