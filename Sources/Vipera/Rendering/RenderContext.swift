/// What a renderable needs to know about where it is written: how wide the output is and whether
/// colour may be used.
public struct RenderContext: Sendable, Equatable {
    // MARK: - Constants

    /// The narrowest width layouts are computed for; anything smaller is treated as this.
    public static let minimumWidth = 10

    // MARK: - Properties

    /// The number of terminal columns a line may occupy.
    public let width: Int
    /// Whether ANSI styles may be emitted.
    public let colorEnabled: Bool

    // MARK: - Initialization

    /// Creates a context.
    /// - Parameters:
    ///   - width: Terminal columns available; values below ``minimumWidth`` are raised to it.
    ///   - colorEnabled: Whether styles become escape sequences.
    public init(width: Int, colorEnabled: Bool) {
        self.width = max(width, Self.minimumWidth)
        self.colorEnabled = colorEnabled
    }
}
