/// Breaks sanitised text into lines no wider than a given number of columns.
///
/// Lines break at spaces; a word wider than the line is cut by character. Runs of spaces between
/// words collapse to one.
enum TextWrapper {
    /// Whether `text`, `width` columns wide, is its own one wrapped line at `limit` columns.
    static func isOneLine(_ text: String, width: Int, limit: Int) -> Bool {
        !text.isEmpty && width <= max(limit, 1) && !hasRunOfSpaces(text)
    }

    /// The lines of `text` at `width` columns; empty text gives no lines.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        if isOneLine(text, width: DisplayWidth.of(text), limit: width) {
            return [text]
        }
        if text.isEmpty {
            return []
        }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " "
                line += word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
            } else {
                let pieces = breakWord(word, width: width)
                lines.append(contentsOf: pieces.dropLast())
                line = pieces.last ?? ""
                lineWidth = DisplayWidth.of(line)
            }
        }
        if lineWidth > 0 {
            lines.append(line)
        }
        return lines
    }

    // MARK: - Private

    private static func breakWord(_ word: Substring, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            let characterWidth = DisplayWidth.of(character)
            if pieceWidth + characterWidth > width, pieceWidth > 0 {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        if !piece.isEmpty {
            pieces.append(piece)
        }
        return pieces
    }

    /// Whether two spaces follow each other, found by bytes: `String.contains(_:)` with a string
    /// argument goes through Foundation and cost more than the rest of a short paragraph.
    private static func hasRunOfSpaces(_ text: String) -> Bool {
        UTF8Bytes.read(text) { bytes in
            let space = UInt8(ascii: " ")
            var previousWasSpace = false
            for byte in bytes {
                let isSpace = byte == space
                if isSpace, previousWasSpace {
                    return true
                }
                previousWasSpace = isSpace
            }
            return false
        }
    }
}
