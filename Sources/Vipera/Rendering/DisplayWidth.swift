/// How many terminal columns text occupies.
///
/// Counts by grapheme cluster: CJK ideographs, fullwidth forms and emoji take two columns,
/// combining marks and format characters take none, everything else one. ASCII text is counted
/// without decoding characters.
public enum DisplayWidth {
    // MARK: - Constants

    private static let emojiVariationSelector: UInt32 = 0xFE0F
    private static let hangulMedialVowels: ClosedRange<UInt32> = 0x1160...0x11FF
    private static let firstPrintableASCII: UInt8 = 0x20
    private static let deleteByte: UInt8 = 0x7F
    private static let lastC1Control: UInt32 = 0x9F

    // MARK: - Measuring

    /// The number of columns `string` occupies.
    public static func of(_ string: some StringProtocol) -> Int {
        if let asciiWidth = printableASCIIWidth(string) {
            return asciiWidth
        }
        var width = 0
        for character in string {
            width += of(character)
        }
        return width
    }

    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
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

    /// `string` cut to at most `width` columns, ending in an ellipsis (after no space) when anything
    /// was removed.
    public static func truncate(_ string: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if of(string) <= width {
            return string
        }
        var result = ""
        var used = 0
        let budget = width - 1
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
        result.append("…")
        return result
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

    private static func printableASCIIWidth(_ string: some StringProtocol) -> Int? {
        var count = 0
        for byte in string.utf8 {
            guard byte >= firstPrintableASCII, byte < deleteByte else { return nil }
            count += 1
        }
        return count
    }
}
