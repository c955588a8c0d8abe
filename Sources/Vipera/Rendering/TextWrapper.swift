/// Breaks sanitised text into lines no wider than a given number of columns.
///
/// Lines break at spaces; a word wider than the line is cut by character. Runs of spaces between
/// words collapse to one.
enum TextWrapper {
    /// The lines of `text` at `width` columns; empty text gives no lines.
    static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        if DisplayWidth.of(text) <= width, !text.contains("  ") {
            return text.isEmpty ? [] : [text]
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
}
