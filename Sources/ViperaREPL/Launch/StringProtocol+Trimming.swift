extension StringProtocol {
    /// The text without the spaces and tabs at either end, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)`, which FoundationEssentials does not have.
    func trimmingBlanks() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// The text without the line breaks at either end.
    func trimmingNewlines() -> String {
        trimming(\.isNewline)
    }

    private func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }
}
