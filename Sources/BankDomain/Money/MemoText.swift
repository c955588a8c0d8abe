/// The text of a memo as the bank keeps it: printable, on one line, and at most
/// ``maximumLength`` characters.
///
/// Memos come from people and from statement files, and go out to terminals and spreadsheets,
/// so control characters and terminal escape sequences are taken out where a memo enters the bank
/// (a transfer, an import) and again where it leaves (an export): `"\u{1B}[31mRED\u{1B}[0m"` is kept
/// as `RED`. Line breaks and tabs become one space.
///
/// ```swift
/// let memo = try MemoText.accepted("Rent\tMarch")   // "Rent March"
/// ```
public enum MemoText {
    // MARK: - Constants

    /// The most characters a memo may have: enough for any statement's description.
    public static let maximumLength = 200

    /// ESC and C1 escape sequences: CSI (`ESC [` … final), the control strings (OSC, DCS, SOS, PM
    /// and APC, to BEL or ST), and two-character escapes.
    nonisolated(unsafe) private static let escapeSequences =
        /\x{1B}(?:\[[\x{30}-\x{3F}]*[\x{20}-\x{2F}]*[\x{40}-\x{7E}]?|[\]PX^_][^\x{07}\x{1B}\x{9C}]*(?:\x{07}|\x{1B}\\|\x{9C})?|[\x{20}-\x{2F}]*[\x{30}-\x{7E}]?)|\x{9B}[\x{30}-\x{3F}]*[\x{20}-\x{2F}]*[\x{40}-\x{7E}]?|[\x{90}\x{98}\x{9D}\x{9E}\x{9F}][^\x{07}\x{1B}\x{9C}]*(?:\x{07}|\x{1B}\\|\x{9C})?/
        .matchingSemantics(.unicodeScalar)

    // MARK: - Cleaning

    /// `text` without escape sequences, control characters and bidi controls, each run of line
    /// breaks and tabs as one space, and without blanks at either end. Printable ASCII, the
    /// usual memo, is looked at once and kept as it is.
    public static func cleaned(_ text: String) -> String {
        if isPrintableASCII(text) {
            return text.utf8.first == UInt8(ascii: " ") || text.utf8.last == UInt8(ascii: " ")
                ? trimmed(text) : text
        }
        var kept = String.UnicodeScalarView()
        var lastWasBreak = false
        for scalar in text.replacing(escapeSequences, with: "").unicodeScalars {
            let isBreak = (0x09...0x0D).contains(scalar.value)
            if isBreak, !lastWasBreak {
                kept.append(" ")
            } else if !isBreak, !isHidden(scalar.value) {
                kept.append(scalar)
            }
            lastWasBreak = isBreak
        }
        return trimmed(String(kept))
    }

    /// `text` cleaned, refused when nothing printable is left or when it is longer than
    /// ``maximumLength``.
    public static func accepted(_ text: String) throws(BankError) -> String {
        let memo = cleaned(text)
        guard !memo.isEmpty else { throw .emptyMemo }
        // Characters are counted only when the bytes could be too many: a count walks graphemes.
        guard memo.utf8.count > maximumLength else { return memo }
        let length = memo.count
        guard length <= maximumLength else { throw .memoTooLong(length: length, maximum: maximumLength) }
        return memo
    }

    // MARK: - Private

    /// Whether every byte of `text` is printable ASCII, read in one loop over its bytes: this runs
    /// for every row of a statement.
    private static func isPrintableASCII(_ text: String) -> Bool {
        let isPrintable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) }
            ?? text.utf8.allSatisfy(isPrintable)
    }

    /// C0 and C1 controls, DEL, and the bidi embedding, override, isolate and mark characters.
    private static func isHidden(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func trimmed(_ text: String) -> String {
        let start = text.unicodeScalars.firstIndex { $0 != " " } ?? text.endIndex
        let end = text.unicodeScalars.lastIndex { $0 != " " }.map { text.unicodeScalars.index(after: $0) }
        return String(text.unicodeScalars[start..<(end ?? start)])
    }
}
