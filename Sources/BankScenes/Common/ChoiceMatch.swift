/// Finds the enum case a word names, ignoring case: an exact name, or a prefix only one name has.
enum ChoiceMatch {
    static func value<Value: RawRepresentable & CaseIterable>(_ text: String, of type: Value.Type) -> Value?
    where Value.RawValue == String {
        let typed = text.lowercased()
        guard !typed.isEmpty else { return nil }
        if let exact = Value.allCases.first(where: { $0.rawValue == typed }) {
            return exact
        }
        let matches = Value.allCases.filter { $0.rawValue.hasPrefix(typed) }
        return matches.count == 1 ? matches.first : nil
    }

    /// Every name, comma-separated, for messages.
    static func names<Value: RawRepresentable & CaseIterable>(of type: Value.Type) -> String
    where Value.RawValue == String {
        Value.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
