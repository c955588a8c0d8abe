/// Edits Swift source text at declarations found by their opening line: inserts lines before a
/// block's closing bracket. It skips string literals and comments when it matches brackets, which
/// is all a generator that adds to well-formed files needs.
struct SwiftSourceEditor {
    // MARK: - Properties

    /// The text as edited so far.
    private(set) var text: String
    /// The file's path, for error messages.
    let path: String

    // MARK: - Initialization

    init(text: String, path: String) {
        self.text = text
        self.path = path
    }

    // MARK: - Editing

    /// Inserts `lines` before the line that closes the block `header` opens (the first `{` after
    /// it, searching past `anchor` when given), or before `marker` when the block holds that line.
    mutating func insert(
        _ lines: String, intoBlock header: String, before marker: String? = nil, after anchor: String? = nil
    ) throws(ScaffoldError) {
        let start = try position(of: header, after: anchor)
        guard let open = text[start...].firstIndex(of: "{"), let close = Self.closer(of: text, at: open) else {
            throw .anchorMissing(path: path, anchor: header)
        }
        var target = text[..<close].lastIndex(of: "\n").map { text.index(after: $0) } ?? close
        var inserted = lines
        if let marker, let found = text.range(of: marker, range: open..<close) {
            target = text[..<found.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? found.lowerBound
            // A member set off by blank lines goes above the section after the blank line that ends
            // the one before, so the blank line moves below it.
            if lines.hasPrefix("\n"), text[..<target].hasSuffix("\n\n") {
                inserted = String(lines.dropFirst()) + "\n"
            }
        }
        text.insert(contentsOf: inserted, at: target)
    }

    /// Inserts `lines` before the line that holds `anchor`.
    mutating func insert(_ lines: String, beforeLineWith anchor: String) throws(ScaffoldError) {
        let found = try position(of: anchor, after: nil)
        let lineStart = text[..<found].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        text.insert(contentsOf: lines, at: lineStart)
    }

    /// Whether the text holds `fragment`.
    func contains(_ fragment: String) -> Bool {
        text.contains(fragment)
    }

    // MARK: - Private

    private func position(of header: String, after anchor: String?) throws(ScaffoldError) -> String.Index {
        var searchStart = text.startIndex
        if let anchor {
            guard let found = text.range(of: anchor) else { throw .anchorMissing(path: path, anchor: anchor) }
            searchStart = found.upperBound
        }
        guard let found = text.range(of: header, range: searchStart..<text.endIndex) else {
            throw .anchorMissing(path: path, anchor: header)
        }
        return found.lowerBound
    }

    /// The index of the bracket that closes the one at `open`, skipping strings and comments.
    static func closer(of text: String, at open: String.Index) -> String.Index? {
        let pairs: [Character: Character] = ["{": "}", "(": ")", "[": "]"]
        var expected: [Character] = []
        var index = open
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                index = endOfString(in: text, at: index)
                continue
            }
            if text[index...].hasPrefix("//"), let end = text[index...].firstIndex(of: "\n") {
                index = end
                continue
            }
            if let closing = pairs[character] {
                expected.append(closing)
            } else if character == expected.last {
                expected.removeLast()
                if expected.isEmpty { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The index just past the string literal that starts at `start`.
    private static func endOfString(in text: String, at start: String.Index) -> String.Index {
        let delimiter = text[start...].hasPrefix("\"\"\"") ? "\"\"\"" : "\""
        var index = text.index(start, offsetBy: delimiter.count)
        while index < text.endIndex {
            if text[index] == "\\" {
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            }
            if text[index...].hasPrefix(delimiter) {
                return text.index(index, offsetBy: delimiter.count)
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }
}

// MARK: - Lists

extension SwiftSourceEditor {
    /// Appends `element` (a line ending in a comma) to the array literal that `header` opens,
    /// adding the comma the last element may lack.
    mutating func appendElement(_ element: String, toList header: String) throws(ScaffoldError) {
        guard let found = text.range(of: header), let open = text[..<found.upperBound].lastIndex(of: "["),
            let close = Self.closer(of: text, at: open)
        else { throw .anchorMissing(path: path, anchor: header) }
        let lineStart = text[..<close].lastIndex(of: "\n").map { text.index(after: $0) } ?? close
        let lineOffset = text.distance(from: text.startIndex, to: lineStart)
        guard let last = text[open..<lineStart].lastIndex(where: { !$0.isWhitespace }), text[last] != ",",
            text[last] != "["
        else {
            text.insert(contentsOf: element, at: lineStart)
            return
        }
        text.insert(",", at: text.index(after: last))
        text.insert(contentsOf: element, at: text.index(text.startIndex, offsetBy: lineOffset + 1))
    }
}
