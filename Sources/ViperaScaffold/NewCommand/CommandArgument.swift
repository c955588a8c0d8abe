/// One `--argument NAME:KIND` of a new command: a typed parameter, a field of its Request, and a
/// case payload of the scene's command.
public struct CommandArgument: Sendable, Equatable {
    // MARK: - Nested Types

    /// What the argument accepts.
    public enum Kind: String, Sendable, CaseIterable {
        /// A whole number.
        case integer
        /// A decimal number.
        case decimal
        /// One word of text.
        case text
        /// Every remaining word.
        case words
        /// An entry of a list the scene shows, by number or the start of its name.
        case item
    }

    // MARK: - Properties

    /// The name in usage and help, such as `BOOK`.
    public let name: String
    /// What it accepts.
    public let kind: Kind
    /// The Swift name of its value, such as `book`.
    public let member: String
    /// One line for help.
    public let help: String

    // MARK: - Initialization

    /// Reads `NAME:KIND` or `NAME:KIND:HELP`, such as `BOOK:item:The book's number or title`.
    public init(_ text: String) throws(ScaffoldError) {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let kind = Kind(rawValue: parts[1].lowercased()) else {
            throw .invalidArgument(text, reason: ScaffoldStrings.argumentForm(Kind.allCases.map(\.rawValue)))
        }
        let name = parts[0]
        let isNameScalar = { (scalar: Unicode.Scalar) in ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy(isNameScalar)
        else {
            throw .invalidArgument(text, reason: ScaffoldStrings.argumentName)
        }
        self.name = name
        self.kind = kind
        member = name.lowercased()
        help = parts.count == 3 && !parts[2].isEmpty ? parts[2] : ScaffoldStrings.argumentHelp(kind.rawValue)
    }

    // MARK: - Swift

    /// The type of the command case's payload.
    var commandType: String {
        switch kind {
        case .integer: "Int"
        case .decimal: "Decimal"
        case .text, .words: "String"
        case .item: "ListItem"
        }
    }

    /// The type of the Request's field: a list entry travels as its position.
    var requestType: String { kind == .item ? "Int" : commandType }

    /// The Request's field made from the payload named `member`.
    var requestValue: String { kind == .item ? "\(member).position" : member }

    /// The ViewModel's text for the Response's field.
    var displayedValue: String {
        switch kind {
        case .text, .words: "response.\(member)"
        case .integer, .decimal, .item: "\"\\(response.\(member))\""
        }
    }

    /// The typed parameter's declaration, with `summary` as its help.
    func parameterDeclaration(choices: String, summary: String) -> String {
        switch kind {
        case .integer: "TypedParameter.integer(\"\(name)\", \(summary))"
        case .decimal: "TypedParameter.decimal(\"\(name)\", \(summary))"
        case .text: "TypedParameter.text(\"\(name)\", \(summary))"
        case .words: "TypedParameter.words(\"\(name)\", \(summary))"
        case .item: "TypedParameter.item(\"\(name)\", from: \(choices), \(summary))"
        }
    }
}
