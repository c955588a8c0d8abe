package import BankDomain

/// One record of a CSV file: its fields as they were written, or why it is not a record.
package enum CSVRecord: Equatable {
    /// The fields, each exactly as written (a quoted field without its quotes, `""` read as `"`),
    /// and the line the record starts on.
    case fields([String], line: Int)
    /// Text that is not a record as RFC 4180 writes one, at `line`: a quote closed in the middle
    /// of a field, or one never closed.
    case malformed(line: Int, reason: String)
}

/// Reads the records of a CSV file as RFC 4180 writes them, a chunk of the file at a time, and
/// never alters a field.
///
/// A field that starts with a quote runs to the quote that closes it, and two quotes inside it
/// are one. After the closing quote only a separator or the end of the line may come: anything
/// else (`"Trader Joe"s"`) makes the record malformed, at the line and column where it came, and
/// reading goes on at the next line. A quote never closed before the end of the file, or within
/// ``maximumQuotedBytes``, makes the record malformed where the quote opened, and the lines it
/// ran over are read again as records of their own, so one stray quote costs one row, not the
/// rest of the file. A quote inside a field that does not start with one is kept as it is, as
/// most CSV readers do. Lines end in LF, CRLF or CR; a UTF-8 byte-order mark at the start is
/// passed over.
package final class CSVRecordScanner {
    // MARK: - Nested Types

    private enum Step {
        case record(CSVRecord)
        case needsMore
        case end
    }

    // MARK: - Constants

    /// The longest a quoted field may run before its quote counts as never closed: far beyond
    /// any field of a statement (a memo holds 200 characters), and what memory holds at most.
    package static let maximumQuotedBytes = 1 << 20
    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Properties

    /// The byte between two fields.
    package var separator: UInt8
    private let input: StatementInput
    private var buffer: [UInt8] = []
    /// Where the next record starts in ``buffer``.
    private var start = 0
    /// The line the next record starts on, from 1.
    private var line = 1
    private var isAtEnd = false
    /// Whether the file's first bytes were looked at for a byte-order mark.
    private var hasStarted = false

    // MARK: - Initialization

    /// Reads the records of `input`, fields parted by `separator`.
    package init(input: StatementInput, separator: UInt8) {
        self.input = input
        self.separator = separator
    }

    // MARK: - Reading

    /// The next record, or nil after the last; `shouldStop` is asked while a stream waits.
    /// - Throws: ``StatementError/notUTF8(path:line:column:)`` for bytes that are not UTF-8 text,
    ///   ``StatementError/unreadable(path:reason:)`` when the file cannot be read; ``StatementError/cancelled`` when told to stop.
    package func next(shouldStop: () -> Bool) throws(StatementError) -> CSVRecord? {
        while true {
            if !hasStarted {
                try startReading(shouldStop: shouldStop)
            }
            switch try scan() {
            case .record(.fields(let fields, _)) where fields.isEmpty: continue
            case .record(let record): return record
            case .end: return nil
            case .needsMore: try readMore(shouldStop: shouldStop)
            }
        }
    }

    /// Goes back to the first record, to read the file again with another separator: only
    /// while the first chunk is still held, which holds a header.
    package func restart() -> Bool {
        guard hasStarted, bufferHoldsTheStart else { return false }
        start = buffer.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        line = 1
        return true
    }

    // MARK: - Private

    /// Whether nothing was dropped from the front of ``buffer`` yet.
    private var bufferHoldsTheStart = true

    private func startReading(shouldStop: () -> Bool) throws(StatementError) {
        hasStarted = true
        while buffer.count < Self.byteOrderMark.count, !isAtEnd {
            try readMore(shouldStop: shouldStop)
        }
        if buffer.starts(with: Self.byteOrderMark) {
            start = Self.byteOrderMark.count
        }
    }

    private func readMore(shouldStop: () -> Bool) throws(StatementError) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
            bufferHoldsTheStart = false
        }
        isAtEnd = try !input.read(into: &buffer, upTo: StatementReader.chunkSize, shouldStop: shouldStop)
    }

    /// Scans the record at ``start``: the whole of it is in ``buffer``, or more must be read
    /// first. A record is scanned again from its start after more is read.
    private func scan() throws(StatementError) -> Step {
        var cursor = Cursor(index: start, line: line, lineStart: start)
        var fields: [String] = []
        while true {
            guard cursor.index < buffer.count else {
                guard isAtEnd else { return .needsMore }
                guard cursor.index > start || !fields.isEmpty else { return .end }
                fields.append("")
                return finish(fields, at: cursor)
            }
            let field: FieldEnd
            if buffer[cursor.index] == Self.quote {
                field = try quotedField(&cursor)
            } else {
                field = try unquotedField(&cursor)
            }
            switch field {
            case .needsMore: return .needsMore
            case .malformed(let record, let resume):
                (start, line) = (resume.index, resume.line)
                return .record(record)
            case .field(let text, let endsRecord):
                fields.append(text)
                if endsRecord {
                    return finish(fields, at: cursor)
                }
            }
        }
    }

    /// Where scanning is, and the line it is on.
    private struct Cursor {
        var index: Int
        var line: Int
        var lineStart: Int
    }

    private enum FieldEnd {
        case field(String, endsRecord: Bool)
        case malformed(CSVRecord, resume: Cursor)
        case needsMore
    }

    private func unquotedField(_ cursor: inout Cursor) throws(StatementError) -> FieldEnd {
        let first = cursor.index
        var index = first
        while index < buffer.count {
            let byte = buffer[index]
            if byte == separator || byte == Self.lineFeed || byte == Self.carriageReturn {
                break
            }
            index += 1
        }
        guard index < buffer.count || isAtEnd else { return .needsMore }
        let text = try string(buffer[first..<index], at: cursor, from: first)
        cursor.index = index
        return try ending(text, &cursor)
    }

    private func quotedField(_ cursor: inout Cursor) throws(StatementError) -> FieldEnd {
        let opening = cursor
        var bytes: [UInt8] = []
        cursor.index += 1
        while true {
            guard cursor.index < buffer.count, cursor.index - opening.index <= Self.maximumQuotedBytes else {
                if cursor.index >= buffer.count, !isAtEnd { return .needsMore }
                // Lines begun after the quote's own: a line break at the very end begins none.
                let endsInBreak = cursor.index > opening.index && buffer[cursor.index - 1] == Self.lineFeed
                return unclosed(
                    opening, reachedEnd: cursor.index >= buffer.count,
                    linesRunOver: cursor.line - opening.line - (endsInBreak ? 1 : 0))
            }
            let byte = buffer[cursor.index]
            if byte == Self.quote {
                guard cursor.index + 1 < buffer.count || isAtEnd else { return .needsMore }
                if cursor.index + 1 < buffer.count, buffer[cursor.index + 1] == Self.quote {
                    bytes.append(Self.quote)
                    cursor.index += 2
                    continue
                }
                cursor.index += 1
                break
            }
            if byte == Self.lineFeed {
                cursor.line += 1
                cursor.lineStart = cursor.index + 1
            }
            bytes.append(byte)
            cursor.index += 1
        }
        guard cursor.index < buffer.count || isAtEnd else { return .needsMore }
        if cursor.index < buffer.count {
            let next = buffer[cursor.index]
            guard next == separator || next == Self.lineFeed || next == Self.carriageReturn else {
                return closedTooSoon(at: cursor, opening: opening)
            }
        }
        let text = try string(bytes[...], at: opening, from: opening.index + 1)
        return try ending(text, &cursor)
    }

    /// The field ends at `cursor`, before a separator, a line end or the end of the file.
    private func ending(_ text: String, _ cursor: inout Cursor) throws(StatementError) -> FieldEnd {
        guard cursor.index < buffer.count else { return .field(text, endsRecord: true) }
        switch buffer[cursor.index] {
        case separator:
            cursor.index += 1
            return .field(text, endsRecord: false)
        case Self.carriageReturn:
            guard cursor.index + 1 < buffer.count || isAtEnd else { return .needsMore }
            cursor.index += cursor.index + 1 < buffer.count && buffer[cursor.index + 1] == Self.lineFeed ? 2 : 1
        default:
            cursor.index += 1
        }
        cursor.line += 1
        return .field(text, endsRecord: true)
    }

    /// A record ends: the next starts after it. A record of empty fields (a blank line, or
    /// only separators) is no row: it comes out without fields, and ``next(shouldStop:)`` reads on.
    private func finish(_ fields: [String], at cursor: Cursor) -> Step {
        let first = line
        (start, line) = (cursor.index, max(cursor.line, line + 1))
        return .record(.fields(fields.contains { !$0.isEmpty } ? fields : [], line: first))
    }

    /// A quote closed and followed by more of the field: the record is malformed there, and
    /// reading goes on at the next line.
    private func closedTooSoon(at cursor: Cursor, opening: Cursor) -> FieldEnd {
        guard let lineEnd = buffer[cursor.index...].firstIndex(of: Self.lineFeed) ?? (isAtEnd ? buffer.count : nil)
        else { return .needsMore }
        let character = String(decoding: buffer[cursor.index..<min(cursor.index + 1, buffer.count)], as: UTF8.self)
        let reason = Strings.Statements.quoteClosedTooSoon(
            column: column(of: cursor.index - 1, lineStart: cursor.lineStart), followedBy: character)
        let resume = Cursor(index: min(lineEnd + 1, buffer.count), line: cursor.line + 1, lineStart: lineEnd + 1)
        return .malformed(.malformed(line: cursor.line, reason: reason), resume: resume)
    }

    /// A quote never closed: the record is malformed where it opened, and the lines after
    /// that line are read again.
    private func unclosed(_ opening: Cursor, reachedEnd: Bool, linesRunOver: Int) -> FieldEnd {
        let lineEnd = buffer[opening.index...].firstIndex(of: Self.lineFeed) ?? buffer.count
        let reason = Strings.Statements.unclosedQuote(
            column: column(of: opening.index, lineStart: opening.lineStart), linesRunOver: linesRunOver,
            withinLimit: !reachedEnd)
        let resume = Cursor(index: min(lineEnd + 1, buffer.count), line: opening.line + 1, lineStart: lineEnd + 1)
        return .malformed(.malformed(line: opening.line, reason: reason), resume: resume)
    }

    /// The bytes as text; bytes that are not UTF-8 make the file unreadable, at their place.
    private func string(_ bytes: ArraySlice<UInt8>, at cursor: Cursor, from first: Int) throws(StatementError)
        -> String
    {
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        let valid = (0...bytes.count).last { String(validating: bytes.prefix($0), as: UTF8.self) != nil } ?? 0
        let characters = String(decoding: bytes.prefix(valid), as: UTF8.self).unicodeScalars.count
        throw .notUTF8(
            path: input.path, line: cursor.line,
            column: column(of: first, lineStart: cursor.lineStart) + characters)
    }

    /// The column of the byte at `index`, in characters from 1, on the line that starts at
    /// `lineStart`.
    private func column(of index: Int, lineStart: Int) -> Int {
        guard index > lineStart else { return 1 }
        return buffer[lineStart..<index].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
