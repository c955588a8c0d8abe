#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What values an argument or option accepts, and what it is parsed into.
public enum ArgumentKind: Sendable, Equatable {
    /// A whole number, optionally limited to a range. Parsed as `ArgumentValue/integer(_:)`.
    case integer(range: ClosedRange<Int>? = nil)
    /// A decimal number written with digits and an optional point (no exponent, no `NaN`),
    /// optionally limited to a range and a number of fraction digits. Parsed as `ArgumentValue/decimal(_:)`.
    case decimal(range: ClosedRange<Decimal>? = nil, maximumFractionDigits: Int? = nil)
    /// Any text. Parsed as `ArgumentValue/text(_:)`.
    case text
    /// Text in a form the command reads itself, such as an amount of money; `description` says
    /// what it takes, for help (`"an amount such as 12.50"`). Parsed as `ArgumentValue/text(_:)`.
    case formatted(description: String)
    /// One of a fixed set of words, matched case-insensitively or by a unique prefix.
    /// Parsed as `ArgumentValue/choice(_:)` holding the declared spelling.
    case choice([String])
    /// One of the values the scene supplies for the source at run time, matched like ``choice(_:)``.
    case dynamicChoice(ChoiceSource)
    /// An entry of a list the scene shows, given by its 1-based number or a unique prefix of its
    /// name. Parsed as `ArgumentValue/item(_:)`.
    case item(ChoiceSource)
    /// The name of a command available where the line is typed, or a unique start of one, as
    /// `help COMMAND` takes. Parsed as `ArgumentValue/choice(_:)` holding the name as typed in full.
    case commandName
    /// A path to a file or folder, which Tab completes from the file system. Parsed as
    /// `ArgumentValue/text(_:)`.
    case filePath
    /// Any text, which Tab and `?` complete from the values the scene suggests for the source
    /// (a bank's categories): a new value is as welcome as one suggested. Parsed as
    /// `ArgumentValue/text(_:)`.
    case suggested(ChoiceSource)
    /// Any text whose values depend on an earlier positional argument's: completed as the kind
    /// that argument's value picks (`filter category` suggests categories, `filter type` the
    /// types), and not at all for a value the table does not name. Parsed as
    /// `ArgumentValue/text(_:)`.
    case varying(with: String, [String: ArgumentKind])

    // MARK: - Describing

    /// Whether the accepted values come from the top scene at run time.
    var isSuppliedByScene: Bool {
        switch self {
        case .dynamicChoice, .item, .commandName: true
        case .integer, .decimal, .text, .formatted, .choice, .filePath, .suggested, .varying: false
        }
    }

    /// The accepted values in words, for help and error messages.
    var valueDescription: String {
        switch self {
        case .integer(let range):
            switch range {
            case nil: "a whole number"
            case let range? where range.upperBound == Int.max: "a whole number from \(range.lowerBound)"
            case let range?: "a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
        case .decimal(let range, let digits):
            Self.describeDecimal(range: range, maximumFractionDigits: digits)
        case .text, .suggested, .varying:
            "text"
        case .formatted(let description):
            description
        case .choice(let values):
            "one of " + values.joined(separator: ", ")
        case .dynamicChoice:
            "one of the names shown"
        case .item:
            "a number from the list or the start of a name"
        case .commandName:
            "a command"
        case .filePath:
            "a file's path"
        }
    }

    // MARK: - Private

    private static func describeDecimal(range: ClosedRange<Decimal>?, maximumFractionDigits: Int?) -> String {
        var description = "a number"
        if let range {
            description += " from \(range.lowerBound) to \(range.upperBound)"
        }
        if let maximumFractionDigits {
            description += " with at most \(maximumFractionDigits) decimal places"
        }
        return description
    }
}
