/// What running a command changes beyond the screen and the session: data the app keeps, or
/// files. Declared once with the command, so the framework can keep its promises about them: a
/// deep link (`--at`) only navigates and refuses a command with effects before it runs; the scene
/// catalogue lists them; a dry run (`--check`) names what it would write.
///
/// ```swift
/// CommandSpec("freeze", summary: "Freeze a card", effects: .changesData, card) { .freeze($0) }
/// CommandSpec("export", summary: "Write a statement", effects: .writesFiles, file) { .export($0) }
/// ```
public struct CommandEffects: OptionSet, Sendable, Hashable {
    // MARK: - Properties

    /// The effects, one bit each.
    public let rawValue: UInt8

    // MARK: - Initialization

    /// Creates a set of effects from its bits.
    /// - Parameter rawValue: The effects' bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    // MARK: - Effects

    /// The command changes data the app keeps: moves money, saves a setting, freezes a card.
    public static let changesData = CommandEffects(rawValue: 1 << 0)
    /// The command writes a file: an export, a backup.
    public static let writesFiles = CommandEffects(rawValue: 1 << 1)

    // MARK: - Describing

    /// The effects in words, for the catalogue and for refusals: "changes data, writes files".
    package var description: String {
        phrases.joined(separator: ", ")
    }

    /// Each effect in words, in declaration order.
    var phrases: [String] {
        [
            contains(.changesData) ? Strings.Effects.changesData : nil,
            contains(.writesFiles) ? Strings.Effects.writesFiles : nil,
        ]
        .compactMap { $0 }
    }
}
