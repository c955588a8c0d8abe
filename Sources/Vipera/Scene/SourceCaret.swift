/// The place in a typed line that an error points at: the line, and the part of it to underline
/// with a caret, as clang and swiftc show it.
///
/// ```
/// <stdin>:3:6: error: unknown command 'transfr'
/// open transfr 10
///      ^~~~~~~
/// ```
public struct SourceCaret: Sendable, Equatable, Encodable {
    // MARK: - Properties

    /// The line as it was typed.
    package let line: String
    /// The 1-based column, in characters, where the underlined part starts.
    package let column: Int
    /// The underlined part, as it was typed; empty when the caret points past the end of the line.
    package let marked: String

    /// The line before the underlined part.
    package var before: String { String(line.prefix(column - 1)) }
    /// How many columns past the line's end the caret points, where a missing word would go.
    package var columnsPastEnd: Int { max(column - 1 - line.count, 0) }
    /// The line after the underlined part.
    package var after: String {
        String(line.dropFirst(column - 1 + marked.count))
    }

    // MARK: - Initialization

    /// Creates a caret under `marked`, which starts at the 1-based character `column` of `line`.
    /// - Parameters:
    ///   - line: The line typed.
    ///   - column: Where the marked text starts, in characters from 1.
    ///   - marked: The text to underline.
    package init(line: String, column: Int, marked: String) {
        self.line = line
        self.column = max(1, column)
        self.marked = marked
    }

    /// Creates a caret under the UTF-8 offsets `span` of `line`; an empty span points between
    /// two characters, or past the line's end where a missing word would go.
    /// - Parameters:
    ///   - line: The line typed.
    ///   - span: The UTF-8 offsets to underline.
    package init(line: String, span: Range<Int>) {
        let utf8 = line.utf8
        let start = min(max(span.lowerBound, 0), utf8.count)
        let end = min(max(span.upperBound, start), utf8.count)
        let startIndex = utf8.index(utf8.startIndex, offsetBy: start)
        let endIndex = utf8.index(utf8.startIndex, offsetBy: end)
        let column = line.distance(from: line.startIndex, to: startIndex) + 1 + max(span.lowerBound - start, 0)
        self.init(line: line, column: column, marked: String(line[startIndex..<endIndex]))
    }

    // MARK: - Encodable

    /// Only the column: the line is the reader's own.
    /// - Parameter encoder: Where the column goes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(column)
    }
}
