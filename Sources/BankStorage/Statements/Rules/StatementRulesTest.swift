import Foundation

/// One test of an `if` block, made ready once for every record: a pattern of plain words (or of
/// plain words parted by `|`) is looked for in the lower-cased bytes of the text, which costs a
/// fraction of a regular expression, and any other pattern is a regular expression that ignores
/// case. An import through rules runs every test of every block on every record.
package struct StatementRulesTest {
    // MARK: - Nested Types

    private enum Kind {
        /// Any of these words, lower case, as bytes.
        case words([[UInt8]])
        case expression(NSRegularExpression)
    }

    // MARK: - Constants

    private static let special = CharacterSet(charactersIn: "\\^$.|?*+()[]{}")

    // MARK: - Properties

    /// The field tested, from 1; nil for the whole record, 0 for a name no field has.
    private let position: Int?
    private let kind: Kind
    private let isNegated: Bool

    // MARK: - Initialization

    /// The test `matcher` says, with the fields' positions by name. A pattern that is no regular
    /// expression, which the parser refuses before, would be looked for as it is written.
    package init(_ matcher: StatementRules.Matcher, positions: [String: Int]) {
        position = matcher.field.map { field in Int(field) ?? positions[field.lowercased()] ?? 0 }
        isNegated = matcher.isNegated
        let alternatives = matcher.pattern.split(separator: "|", omittingEmptySubsequences: false)
        if alternatives.allSatisfy({ !$0.isEmpty && $0.rangeOfCharacter(from: Self.special) == nil }) {
            kind = .words(alternatives.map { Array($0.lowercased().utf8) })
        } else if let expression = try? NSRegularExpression(pattern: matcher.pattern, options: [.caseInsensitive]) {
            kind = .expression(expression)
        } else {
            kind = .words([Array(matcher.pattern.lowercased().utf8)])
        }
    }

    // MARK: - Testing

    /// Whether the test holds for the record `fields`, whose whole text is `record`, and
    /// `loweredRecord` its lower-cased bytes, made when first asked for.
    package func holds(fields: [String], record: String, loweredRecord: () -> [UInt8]) -> Bool {
        let text: String? =
            switch position {
            case nil: nil
            case let position?: position >= 1 && position <= fields.count ? fields[position - 1] : ""
            }
        let found: Bool
        switch kind {
        case .words(let words):
            let bytes = text.map { Array($0.lowercased().utf8) } ?? loweredRecord()
            found = words.contains { Self.bytes(bytes, contain: $0) }
        case .expression(let expression):
            let subject = text ?? record
            found = expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        }
        return found != isNegated
    }

    // MARK: - Private

    private static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        let last = haystack.count - needle.count
        var index = 0
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) {
                return true
            }
            index += 1
        }
        return false
    }
}
