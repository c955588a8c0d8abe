/// What a new command changes beyond the screen, as `new-command --changes-data --writes-files`
/// declares it: a command that changes data runs only by its full name, and neither runs in a
/// check (`--check`) or on the way to a deep link.
public struct ScaffoldedEffects: OptionSet, Sendable, Equatable {
    /// The effects, one bit each.
    public let rawValue: Int

    /// The effects whose bits `rawValue` holds.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The command changes the app's data.
    public static let changesData = ScaffoldedEffects(rawValue: 1 << 0)
    /// The command writes files.
    public static let writesFiles = ScaffoldedEffects(rawValue: 1 << 1)

    // MARK: - Code

    /// The effects as Vipera's `CommandEffects` are written in a declaration; nil for none.
    var declaration: String? {
        switch (contains(.changesData), contains(.writesFiles)) {
        case (true, true): "[.changesData, .writesFiles]"
        case (true, false): ".changesData"
        case (false, true): ".writesFiles"
        case (false, false): nil
        }
    }

    /// The effects a test expects the declaration to have.
    var expected: String { declaration.map { $0.hasPrefix("[") ? $0 : "[\($0)]" } ?? "[]" }
}
