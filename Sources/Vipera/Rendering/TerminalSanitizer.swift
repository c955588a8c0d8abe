/// Makes text that came from data harmless to write to a terminal.
///
/// Removes ANSI escape sequences (CSI, OSC, DCS and the other string controls, two-character
/// escapes, and their 8-bit C1 forms), C0 and C1 control characters, DEL, and the Unicode bidi
/// embedding, override, isolate and mark characters that can reorder what a user sees. Tabs, line
/// feeds, carriage returns, vertical tabs and form feeds become one space per run, so a value never
/// breaks the line it is laid out on and words stay apart.
package enum TerminalSanitizer {
    // MARK: - Constants

    private enum Code {
        static let escape: UInt32 = 0x1B
        static let bell: UInt32 = 0x07
        static let delete: UInt32 = 0x7F
        static let space: UInt32 = 0x20
        static let c1ControlSequenceIntroducer: UInt32 = 0x9B
        static let c1StringTerminator: UInt32 = 0x9C
        static let whitespaceControls: ClosedRange<UInt32> = 0x09...0x0D
        static let controlSequenceFinal: UInt32 = 0x5B  // [
        static let intermediateBytes: ClosedRange<UInt32> = 0x20...0x2F
        static let parameterBytes: ClosedRange<UInt32> = 0x30...0x3F
        static let finalBytes: ClosedRange<UInt32> = 0x40...0x7E
        static let escapeFinalBytes: ClosedRange<UInt32> = 0x30...0x7E
        static let backslash: UInt32 = 0x5C
    }

    private enum State {
        case text
        case escape
        case escapeIntermediate
        case controlSequence
        case controlString
        case controlStringEscape
    }

    // MARK: - Sanitising

    /// `text` with every control character, escape sequence and bidi control removed.
    package static func sanitize(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var result = String.UnicodeScalarView()
        var state = State.text
        var lastWasWhitespaceControl = false
        for scalar in text.unicodeScalars {
            state = advance(state, with: scalar, into: &result, lastWasWhitespaceControl: &lastWasWhitespaceControl)
        }
        return String(result)
    }

    /// `text` sanitised, and the columns it takes. Printable ASCII, the usual table cell, is
    /// recognised and measured in one pass over its bytes.
    package static func sanitizeAndMeasure(_ text: String) -> (text: String, width: Int) {
        if scan(text) == .printableASCII {
            return (text, text.utf8.count)
        }
        let shown = sanitize(text)
        return (shown, DisplayWidth.of(shown))
    }

    /// The columns `text` takes once sanitised, and whether it is printable ASCII, which is
    /// written as it is; the sanitised text is made only when it is not.
    static func measure(_ text: String) -> (width: Int, isPrintableASCII: Bool) {
        if scan(text) == .printableASCII {
            return (text.utf8.count, true)
        }
        return (DisplayWidth.of(sanitize(text)), false)
    }

    /// Whether `text` holds anything ``sanitize(_:)`` would change.
    package static func needsSanitizing(_ text: String) -> Bool {
        switch scan(text) {
        case .control: return true
        case .printableASCII: return false
        case .nonASCII: return text.unicodeScalars.contains { isUnsafe($0.value) }
        }
    }

    // MARK: - Byte Scan

    /// What a look at the bytes alone tells.
    private enum ByteScan {
        case control
        case printableASCII
        case nonASCII
    }

    /// Whether `bytes` are printable ASCII, the usual table cell, which is shown as it is and
    /// takes a column a byte.
    package static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        scanBytes(bytes) == .printableASCII
    }

    private static func scan(_ text: String) -> ByteScan {
        UTF8Bytes.read(text, scanBytes)
    }

    /// Runs over bytes that are usually contiguous: one tight loop per cell of a table.
    private static func scanBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteScan {
        var sawNonASCII = false
        for byte in bytes {
            if byte < UInt8(Code.space) || byte == UInt8(Code.delete) {
                return .control
            }
            if byte >= 0x80 {
                sawNonASCII = true
            }
        }
        return sawNonASCII ? .nonASCII : .printableASCII
    }

    // MARK: - Private

    /// C1 controls and the bidi embedding, override, isolate and mark characters.
    private static func isUnsafe(_ value: UInt32) -> Bool {
        switch value {
        case 0x80...0x9F, 0x061C, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// C1 DCS, SOS, OSC, PM and APC: each opens a string that runs to a terminator.
    private static func isC1StringIntroducer(_ value: UInt32) -> Bool {
        switch value {
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: true
        default: false
        }
    }

    /// The finals of `ESC P`, `ESC X`, `ESC ]`, `ESC ^` and `ESC _`, which open control strings.
    private static func isStringIntroducerFinal(_ value: UInt32) -> Bool {
        switch value {
        case 0x50, 0x58, 0x5D, 0x5E, 0x5F: true
        default: false
        }
    }

    private static func advance(
        _ state: State,
        with scalar: Unicode.Scalar,
        into result: inout String.UnicodeScalarView,
        lastWasWhitespaceControl: inout Bool
    ) -> State {
        let value = scalar.value
        switch state {
        case .text:
            return acceptText(scalar, into: &result, lastWasWhitespaceControl: &lastWasWhitespaceControl)
        case .escape:
            return afterEscape(
                value, scalar: scalar, into: &result, lastWasWhitespaceControl: &lastWasWhitespaceControl)
        case .escapeIntermediate:
            if Code.intermediateBytes.contains(value) {
                return .escapeIntermediate
            }
            if Code.escapeFinalBytes.contains(value) {
                return .text
            }
            return acceptText(scalar, into: &result, lastWasWhitespaceControl: &lastWasWhitespaceControl)
        case .controlSequence:
            if Code.parameterBytes.contains(value) || Code.intermediateBytes.contains(value) {
                return .controlSequence
            }
            if Code.finalBytes.contains(value) {
                return .text
            }
            return acceptText(scalar, into: &result, lastWasWhitespaceControl: &lastWasWhitespaceControl)
        case .controlString:
            if value == Code.bell || value == Code.c1StringTerminator {
                return .text
            }
            return value == Code.escape ? .controlStringEscape : .controlString
        case .controlStringEscape:
            if value == Code.backslash {
                return .text
            }
            return afterEscape(
                value, scalar: scalar, into: &result, lastWasWhitespaceControl: &lastWasWhitespaceControl)
        }
    }

    private static func acceptText(
        _ scalar: Unicode.Scalar,
        into result: inout String.UnicodeScalarView,
        lastWasWhitespaceControl: inout Bool
    ) -> State {
        let value = scalar.value
        if value == Code.escape {
            return .escape
        }
        if value == Code.c1ControlSequenceIntroducer {
            return .controlSequence
        }
        if isC1StringIntroducer(value) {
            return .controlString
        }
        if Code.whitespaceControls.contains(value) {
            if !lastWasWhitespaceControl {
                result.append(" ")
            }
            lastWasWhitespaceControl = true
            return .text
        }
        lastWasWhitespaceControl = false
        if value < Code.space || value == Code.delete || isUnsafe(value) {
            return .text
        }
        result.append(scalar)
        return .text
    }

    private static func afterEscape(
        _ value: UInt32,
        scalar: Unicode.Scalar,
        into result: inout String.UnicodeScalarView,
        lastWasWhitespaceControl: inout Bool
    ) -> State {
        if value == Code.controlSequenceFinal {
            return .controlSequence
        }
        if isStringIntroducerFinal(value) {
            return .controlString
        }
        if Code.intermediateBytes.contains(value) {
            return .escapeIntermediate
        }
        if Code.escapeFinalBytes.contains(value) {
            return .text
        }
        return acceptText(scalar, into: &result, lastWasWhitespaceControl: &lastWasWhitespaceControl)
    }
}
