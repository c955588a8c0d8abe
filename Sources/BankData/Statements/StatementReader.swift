import BankDomain
import CSV
import Foundation

/// Reads a statement's rows as a stream: the file a chunk of whole records at a time, each chunk
/// parsed by CSV.swift from a string.
///
/// CSV.swift reading an `InputStream` decodes the file a byte at a time through two type-erased
/// iterators: about 32,000 instructions a row, more than SQLite's insert. From a string it walks
/// the unicode scalars directly. A chunk ends after the last line break outside quotes, so a
/// quoted field with line breaks is never cut; memory stays at a chunk however large the file.
final class StatementReader {
    // MARK: - Constants

    /// Bytes read at a time; a record longer than this makes its chunk grow until it ends.
    static let chunkSize = 1 << 20
    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Properties

    /// The header row's fields.
    private(set) var header: [String] = []
    private let path: String
    private let handle: FileHandle
    /// Bytes read but not yet parsed: the start of a record the last chunk did not finish.
    private var pending: [UInt8] = []
    private var isAtEndOfFile = false
    private var chunk: CSVReader?

    // MARK: - Initialization

    /// Opens the statement at `path` and reads its header row.
    init(path: String) throws(StatementError) {
        self.path = path
        handle = try StatementFile.openForReading(path)
        try readMore()
        if pending.starts(with: Self.byteOrderMark) {
            pending.removeFirst(Self.byteOrderMark.count)
        }
        guard let header = try next() else {
            throw .unreadable(path: path, reason: Strings.Statements.unparsable("there is no header row"))
        }
        self.header = header
    }

    deinit {
        try? handle.close()
    }

    // MARK: - Reading

    /// The fields of the next record, or nil after the last.
    func next() throws(StatementError) -> [String]? {
        while true {
            if let fields = chunk?.next() {
                return fields
            }
            guard let text = try nextChunk() else { return nil }
            do {
                chunk = try CSVReader(string: text)
            } catch {
                throw .unreadable(path: path, reason: Strings.Statements.unparsable("\(error)"))
            }
        }
    }

    // MARK: - Private

    /// The next run of whole records as text, or nil when the file is done.
    private func nextChunk() throws(StatementError) -> String? {
        var end = Self.endOfLastRecord(in: pending)
        while end == nil, !isAtEndOfFile {
            try readMore()
            end = Self.endOfLastRecord(in: pending)
        }
        let cut = end ?? pending.count
        guard cut > 0 else { return nil }
        defer { pending.removeFirst(cut) }
        guard let text = String(validating: pending[..<cut], as: UTF8.self) else {
            throw .unreadable(path: path, reason: Strings.Statements.unparsable("it is not UTF-8 text"))
        }
        return text
    }

    private func readMore() throws(StatementError) {
        do {
            guard let data = try handle.read(upToCount: Self.chunkSize), !data.isEmpty else {
                isAtEndOfFile = true
                return
            }
            pending.append(contentsOf: data)
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }

    /// The position after the last line break outside quotes, or nil when there is none. A
    /// doubled quote inside a quoted field toggles twice, so the count stays right.
    private static func endOfLastRecord(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var isQuoted = false
            var end: Int?
            for index in buffer.indices {
                switch buffer[index] {
                case quote: isQuoted.toggle()
                case newline where !isQuoted: end = index + 1
                default: break
                }
            }
            return end
        }
    }
}
