/// Reads what a terminal shows out of what a program wrote: the text without its colour and
/// style sequences (`ESC [ … m`).
enum TerminalText {
    // MARK: - Constants

    private static let escape = UInt8(0x1B)
    private static let bracket = UInt8(ascii: "[")
    private static let styleEnd = UInt8(ascii: "m")
    private static let parameterBytes = UInt8(ascii: "0")...UInt8(ascii: ";")

    // MARK: - Searching

    /// Where, in `written`, the first showing of `wanted` ends (an offset just after its last
    /// byte), with style sequences skipped; nil when it does not show.
    static func endOfVisible(_ wanted: [UInt8], in written: [UInt8]) -> Int? {
        var visible: [UInt8] = []
        var ends: [Int] = []
        var index = 0
        while index < written.count {
            if let after = styleSequenceEnd(at: index, in: written) {
                index = after
                continue
            }
            visible.append(written[index])
            ends.append(index + 1)
            index += 1
            if visible.count >= wanted.count, visible.suffix(wanted.count).elementsEqual(wanted) {
                return ends[ends.count - 1]
            }
        }
        return wanted.isEmpty ? 0 : nil
    }

    // MARK: - Private

    /// The offset after the style sequence starting at `index`; nil when none starts there.
    private static func styleSequenceEnd(at index: Int, in bytes: [UInt8]) -> Int? {
        guard bytes[index] == escape, index + 1 < bytes.count, bytes[index + 1] == bracket else { return nil }
        var next = index + 2
        while next < bytes.count, parameterBytes.contains(bytes[next]) {
            next += 1
        }
        guard next < bytes.count, bytes[next] == styleEnd else { return nil }
        return next + 1
    }
}
