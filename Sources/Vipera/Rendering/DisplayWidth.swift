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
        guard width > 0 else { return "" }
        if of(string) <= width {
            return string
        }
        let ellipsis = of(ellipsis) <= width ? ellipsis : ""
        var result = ""
        var used = 0
        let budget = width - of(ellipsis)
        for character in string {
            let characterWidth = of(character)
            if used + characterWidth > budget {
                break
            }
            result.append(character)
            used += characterWidth
        }
        while result.last == " " {
            result.removeLast()
        }
        result.append(ellipsis)
        return result
    }

    /// `string` cut to at most `width` columns from its start, beginning with `ellipsis` when
    /// anything was removed: for text whose end matters most, such as a path and a line number.
    package static func truncateStart(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(string) <= width {
            return string
        }
        let ellipsis = of(ellipsis) <= width ? ellipsis : ""
        let budget = width - of(ellipsis)
        var used = 0
        var start = string.endIndex
        while start > string.startIndex {
            let previous = string.index(before: start)
            let characterWidth = of(string[previous])
            if used + characterWidth > budget {
                break
            }
            used += characterWidth
            start = previous
        }
        return ellipsis + string[start...]
    }

    // MARK: - Private

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
