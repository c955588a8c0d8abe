extension String {
    /// The text without spaces, tabs and line breaks at either end. Foundation's
    /// `trimmingCharacters(in:)` goes through NSString and cost a third of an import.
    package var trimmingBlanks: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { !Self.isBlank($0) }) else { return "" }
        guard let last = bytes.lastIndex(where: { !Self.isBlank($0) }) else { return "" }
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) {
            return self
        }
        return String(self[first...last])
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
