package import BankDomain
import Foundation

#if canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
#endif

/// A statement file, opened once: a regular file, or a stream (a pipe, a FIFO, `/dev/stdin`)
/// that is read as it comes.
///
/// Opening never waits (a FIFO without a writer would hold `open` until one comes), and a read
/// from a stream waits for data a tenth of a second at a time, asking between two waits whether
/// to stop: so Ctrl-C ends an import from a FIFO whose writer never comes. What it reads comes out
/// as UTF-8, whatever the file is in (``StatementTranscoder``).
package final class StatementInput {
    // MARK: - Constants

    /// How long one wait for a stream's data lasts before asking again whether to stop.
    private static let waitMilliseconds: Int32 = 100
    private static let newline = UInt8(ascii: "\n")

    // MARK: - Properties

    /// The path as the user gave it.
    package let path: String
    /// Whether it is a regular file, which can be read again from its start and measured.
    package let isRegularFile: Bool
    private let descriptor: Int32
    /// Where the system puts the bytes it reads, kept from one read to the next.
    private var scratch: [UInt8] = []
    private let encoding: StatementEncoding?
    private var transcoder: StatementTranscoder
    /// What ``prefix(upTo:shouldStop:)`` read and the next ``read(into:upTo:shouldStop:)`` hands out.
    private var unread: [UInt8] = []
    /// The hash of the bytes read so far, as the file holds them, and how many there were.
    private var hash = FNV1a()
    private var bytesRead = 0

    // MARK: - Initialization

    /// Opens the statement at `path` for reading, without waiting for a stream's writer; its
    /// bytes are in `encoding`, or in UTF-8 or the UTF-16 its mark says when nil.
    /// - Throws: ``StatementError/unreadable(path:reason:)`` naming why it cannot be read.
    package init(path: String, encoding: StatementEncoding? = nil) throws(StatementError) {
        self.path = path
        self.encoding = encoding
        transcoder = StatementTranscoder(encoding: encoding)
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw Self.refusal(path, code: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw Self.refusal(path, code: code)
        }
        let kind = status.st_mode & S_IFMT
        guard kind != S_IFDIR else {
            close(descriptor)
            throw .unreadable(path: path, reason: Strings.Statements.notAFile)
        }
        isRegularFile = kind == S_IFREG
        if isRegularFile {
            // A regular file never makes a read wait: it is read plainly.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
    }

    deinit {
        close(descriptor)
    }

    // MARK: - Reading

    /// Appends what up to `count` bytes of the file are, as UTF-8, to `buffer`; false at the end
    /// of the file. A stream's read waits for data, and stops with ``StatementError/cancelled``
    /// once `shouldStop` says so.
    package func read(into buffer: inout [UInt8], upTo count: Int, shouldStop: () -> Bool) throws(StatementError)
        -> Bool
    {
        if !unread.isEmpty {
            buffer.append(contentsOf: unread)
            unread.removeAll()
            return true
        }
        while true {
            if !isRegularFile {
                try waitForData(shouldStop: shouldStop)
            }
            if scratch.count < count {
                scratch = [UInt8](repeating: 0, count: count)
            }
            let result = scratch.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
            let code = errno
            if result > 0 {
                scratch.withUnsafeBytes { hash.add(bytes: UnsafeRawBufferPointer(rebasing: $0[..<result])) }
                bytesRead += result
                try transcode(scratch[..<result], into: &buffer, isLast: false)
                return true
            }
            if result == 0 {
                try transcode([], into: &buffer, isLast: true)
                return false
            }
            guard code == EINTR || code == EAGAIN || code == EWOULDBLOCK else {
                throw Self.refusal(path, code: code)
            }
        }
    }

    /// The file's first bytes, as UTF-8, up to `count` or its end, without moving where it is
    /// read: the next ``read(into:upTo:shouldStop:)`` gives them again. What a file's format is
    /// known by.
    package func prefix(upTo count: Int, shouldStop: () -> Bool) throws(StatementError) -> [UInt8] {
        var start = unread
        unread.removeAll()
        while start.count < count, try read(into: &start, upTo: count - start.count, shouldStop: shouldStop) {}
        unread = start
        return start
    }

    /// Every byte of the file from where it is read, as UTF-8: a statement in a format read whole.
    package func remainder(shouldStop: () -> Bool) throws(StatementError) -> [UInt8] {
        var bytes: [UInt8] = []
        while try read(into: &bytes, upTo: StatementReader.chunkSize, shouldStop: shouldStop) {}
        return bytes
    }

    /// What the whole file's bytes hash to, as they are on disk (before any transcoding), and
    /// how many they are: the same for the same file however it is read. Reads what is left of
    /// it, without keeping it, when the import stopped early (a rules file's `end`).
    package func digest(shouldStop: () -> Bool) throws(StatementError) -> String {
        var rest: [UInt8] = []
        while try read(into: &rest, upTo: StatementReader.chunkSize, shouldStop: shouldStop) {
            rest.removeAll(keepingCapacity: true)
        }
        return String(hash.value, radix: 16) + "-" + String(bytesRead)
    }

    /// Goes back to the first byte of a regular file, to read it again; false for a stream.
    package func rewind() -> Bool {
        guard isRegularFile, lseek(descriptor, 0, SEEK_SET) == 0 else { return false }
        transcoder = StatementTranscoder(encoding: encoding)
        unread.removeAll()
        hash = FNV1a()
        bytesRead = 0
        return true
    }

    /// How many rows a regular file holds, less the header, counted by its line breaks without
    /// moving where it is read: exact unless quoted fields hold line breaks, which is good
    /// enough for progress. Nil for a stream, whose length is not known until it ends.
    package func estimatedRows() -> Int? {
        guard isRegularFile else { return nil }
        var chunk = [UInt8](repeating: 0, count: StatementReader.chunkSize)
        var offset: off_t = 0
        var lines = 0
        var last: UInt8 = Self.newline
        while true {
            let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            guard read > 0 else { break }
            lines += chunk[..<read].reduce(0) { $0 + ($1 == Self.newline ? 1 : 0) }
            last = chunk[read - 1]
            offset += off_t(read)
        }
        return max(lines + (last == Self.newline ? 0 : 1) - 1, 0)
    }

    // MARK: - Private

    private func transcode(_ bytes: ArraySlice<UInt8>, into buffer: inout [UInt8], isLast: Bool)
        throws(StatementError)
    {
        do {
            try transcoder.append(bytes, to: &buffer, isLast: isLast)
        } catch {
            throw .unreadable(path: path, reason: Strings.Statements.brokenUTF16(character: error.character))
        }
    }

    /// Waits until the stream has data or has ended, asking every tenth of a second whether to
    /// stop. Before a FIFO's first writer comes, it shows neither.
    private func waitForData(shouldStop: () -> Bool) throws(StatementError) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            guard !shouldStop() else { throw .cancelled }
            let ready = poll(&request, 1, Self.waitMilliseconds)
            if ready > 0 {
                return
            }
            guard ready == 0 || errno == EINTR else { throw Self.refusal(path, code: errno) }
        }
    }

    private static func refusal(_ path: String, code: Int32) -> StatementError {
        switch code {
        case ENOENT: .unreadable(path: path, reason: Strings.Statements.noSuchFile)
        case EACCES: .unreadable(path: path, reason: Strings.Statements.permissionDenied)
        default: .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
}
