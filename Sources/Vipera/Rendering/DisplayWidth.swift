/// How many terminal columns text occupies.
///
/// Counts by grapheme cluster: CJK ideographs, fullwidth forms and emoji take two columns,
/// combining marks and format characters take none, everything else one. ASCII text is counted
/// without decoding characters.
package enum DisplayWidth {
    // MARK: - Constants

    private static let emojiVariationSelector: UInt32 = 0xFE0F
    private static let hangulMedialVowels: ClosedRange<UInt32> = 0x1160...0x11FF
    private static let firstPrintableASCII: UInt8 = 0x20
    private static let deleteByte: UInt8 = 0x7F
    private static let lastC1Control: UInt32 = 0x9F
    private static let softHyphen: UInt32 = 0xAD

    // MARK: - Measuring

    /// The number of columns `string` occupies.
    package static func of(_ string: some StringProtocol) -> Int {
        if let asciiWidth = printableASCIIWidth(string) {
            return asciiWidth
        }
        if let simpleWidth = singleScalarCharactersWidth(string) {
            return simpleWidth
        }
        var width = 0
        for character in string {
            width += of(character)
        }
        return width
    }

    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= firstPrintableASCII && ascii != deleteByte ? 1 : 0
        }
        var width = 0
        var hasEmojiVariation = false
        for scalar in character.unicodeScalars {
            if scalar.value == emojiVariationSelector {
                hasEmojiVariation = true
            }
            width = max(width, of(scalar))
        }
        if hasEmojiVariation, character.unicodeScalars.first?.properties.isEmoji == true {
            return 2
        }
        return width
    }

    // MARK: - Truncating

    /// `string` cut to at most `width` columns, ending in `ellipsis` (after no space) when anything
    /// was removed; an ellipsis wider than the width is left out.
    package static func truncate(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard let (ellipsis, budget) = cut(string, toWidth: width, ellipsis: ellipsis) else {
            return width > 0 ? string : ""
        }
        var kept = string.prefix(fitting(string, into: budget))
        while kept.last == " " {
            kept.removeLast()
        }
        return String(kept) + ellipsis
    }

    /// `string` cut to at most `width` columns from its start, beginning with `ellipsis` when
    /// anything was removed: for text whose end matters most, such as a path and a line number.
    package static func truncateStart(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard let (ellipsis, budget) = cut(string, toWidth: width, ellipsis: ellipsis) else {
            return width > 0 ? string : ""
        }
        return ellipsis + string.suffix(fitting(string.reversed(), into: budget))
    }

    // MARK: - Private

    /// The ellipsis a cut of `string` to `width` columns shows (none when it is wider than the
    /// width) and the columns left for the text; nil when nothing is cut, or nothing fits.
    private static func cut(_ string: String, toWidth width: Int, ellipsis: String) -> (String, Int)? {
        guard width > 0, of(string) > width else { return nil }
        let shown = of(ellipsis) <= width ? ellipsis : ""
        return (shown, width - of(shown))
    }

    /// How many of `characters`, taken in order, fit in `budget` columns.
    private static func fitting(_ characters: some Sequence<Character>, into budget: Int) -> Int {
        var used = 0
        var count = 0
        for character in characters {
            used += of(character)
            if used > budget {
                break
            }
            count += 1
        }
        return count
    }

    private static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < UInt32(firstPrintableASCII) || (value >= UInt32(deleteByte) && value <= lastC1Control) {
            return 0
        }
        if hangulMedialVowels.contains(value) {
            return 0
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation || WideCharacterRanges.contains(value) {
            return 2
        }
        return 1
    }

    /// The width of text whose every scalar is a character of its own that no following scalar
    /// can join (Latin-1 and Latin Extended letters, general punctuation such as `·`, `•` and `…`,
    /// currency signs such as `€`), summed scalar by scalar without finding grapheme clusters;
    /// nil when any other scalar is present.
    private static func singleScalarCharactersWidth(_ string: some StringProtocol) -> Int? {
        var width = 0
        for scalar in string.unicodeScalars {
            guard isSingleScalarCharacter(scalar.value) else { return nil }
            width += isInvisibleSingleScalar(scalar.value) ? 0 : 1
        }
        return width
    }

    /// The controls and the soft hyphen: the only scalars of those ranges that take no column.
    private static func isInvisibleSingleScalar(_ value: UInt32) -> Bool {
        value < UInt32(firstPrintableASCII) || (UInt32(deleteByte)...lastC1Control).contains(value)
            || value == softHyphen
    }

    private static func isSingleScalarCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x0300, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0: true
        default: false
        }
    }

    private static func printableASCIIWidth(_ string: some StringProtocol) -> Int? {
        UTF8Bytes.read(string, printableASCIICount)
    }

    /// The number of bytes when all are printable ASCII, so each is one column; nil otherwise.
    private static func printableASCIICount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        for byte in bytes {
            guard byte >= firstPrintableASCII, byte < deleteByte else { return nil }
            count += 1
        }
        return count
    }
}
