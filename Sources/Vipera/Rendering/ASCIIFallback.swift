/// Text for a terminal whose locale is not UTF-8 (``GlyphSet/ascii``), where any other byte shows
/// as garbage: each character is written in ASCII in the columns it took, so tables stay aligned.
/// Symbols become their ASCII look-alikes (`·` is `-`, `›` is `>`, `•` is `*`, `✓` is `v`), letters
/// lose their accents (`é` is `e`), and anything else is a `?` for each column it took.
package enum ASCIIFallback {
    // MARK: - Constants

    private static let symbols: [Character: String] = [
        "·": "-", "•": "*", "›": ">", "‹": "<", "»": ">", "«": "<", "—": "-", "–": "-", "…": ".",
        "→": ">", "←": "<", "✓": "v", "✔": "v", "✗": "x", "×": "x", "“": "\"", "”": "\"", "‘": "'", "’": "'",
        "█": "#", "▌": "=", "░": "-", "€": "E", "£": "L", "¥": "Y", "°": "o", "\u{00A0}": " ",
    ]

    /// Latin letters with accents, by the letter they are written as.
    private static let letters: [Character: Character] = {
        let groups: [(String, Character)] = [
            ("ÀÁÂÃÄÅĀĂĄ", "A"), ("àáâãäåāăą", "a"), ("ÇĆĈĊČ", "C"), ("çćĉċč", "c"), ("ĎĐ", "D"), ("ďđ", "d"),
            ("ÈÉÊËĒĔĖĘĚ", "E"), ("èéêëēĕėęě", "e"), ("ĜĞĠĢ", "G"), ("ĝğġģ", "g"), ("ÌÍÎÏĨĪĬĮİ", "I"),
            ("ìíîïĩīĭįı", "i"), ("ŁĹĻĽ", "L"), ("łĺļľ", "l"), ("ÑŃŅŇ", "N"), ("ñńņň", "n"), ("ÒÓÔÕÖØŌŎŐ", "O"),
            ("òóôõöøōŏő", "o"), ("ŔŖŘ", "R"), ("ŕŗř", "r"), ("ŚŜŞŠ", "S"), ("śŝşšß", "s"), ("ŢŤ", "T"), ("ţť", "t"),
            ("ÙÚÛÜŨŪŬŮŰŲ", "U"), ("ùúûüũūŭůűų", "u"), ("ÝŸ", "Y"), ("ýÿ", "y"), ("ŹŻŽ", "Z"), ("źżž", "z"),
            ("Æ", "A"), ("æ", "a"), ("Œ", "O"), ("œ", "o"),
        ]
        return Dictionary(
            groups.flatMap { accented, base in accented.map { ($0, base) } }, uniquingKeysWith: { first, _ in first })
    }()

    // MARK: - Converting

    /// `text` as a terminal showing `glyphs` can show it: as it is, or in ASCII.
    /// - Parameters:
    ///   - text: The text, in UTF-8.
    ///   - glyphs: What the terminal can show.
    /// - Returns: `text`, or its ASCII rendering for ``GlyphSet/ascii``.
    package static func text(_ text: String, for glyphs: GlyphSet) -> String {
        glyphs == .ascii ? Self.text(text) : text
    }

    /// `text` in ASCII, each character in as many columns as it took.
    /// - Parameter text: The text, in UTF-8.
    /// - Returns: The same text when it is ASCII already, otherwise its ASCII rendering.
    package static func text(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        var converted = ""
        converted.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                converted.append(character)
            } else {
                converted += ascii(for: character)
            }
        }
        return converted
    }

    // MARK: - Private

    private static func ascii(for character: Character) -> String {
        if let symbol = symbols[character] {
            return symbol
        }
        if let letter = letters[character] {
            return String(letter)
        }
        // A letter written with combining accents after it is its first scalar.
        if let first = character.unicodeScalars.first, first.isASCII {
            return String(Character(first))
        }
        return String(repeating: "?", count: max(DisplayWidth.of(String(character)), 1))
    }
}
