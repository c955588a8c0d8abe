/// What a renderer may use for one piece of output: the width, whether colour is allowed and
/// which characters the terminal can show.
public struct RenderContext: Sendable, Equatable {
    // MARK: - Constants

    /// The narrowest width layouts are computed for; anything smaller is treated as this.
    package static let minimumWidth = 10

    // MARK: - Properties

    /// The number of terminal columns a line may occupy.
    public let width: Int
    /// Whether ANSI styles may be emitted.
    public let colorEnabled: Bool
    /// Whether block and box characters may be drawn, or only ASCII.
    public let glyphs: GlyphSet
    /// Whether output is for a screen reader (``AccessibleMode``): drawings become short text.
    public let isAccessible: Bool

    // MARK: - Initialization

    /// Creates a context.
    /// - Parameters:
    ///   - width: Terminal columns available; values below `minimumWidth` are raised to it.
    ///   - colorEnabled: Whether styles become escape sequences.
    ///   - glyphs: The characters drawings may use: Unicode unless the locale is not UTF-8.
    ///   - isAccessible: Whether drawings become short text a screen reader can follow.
    public init(width: Int, colorEnabled: Bool, glyphs: GlyphSet = .unicode, isAccessible: Bool = false) {
        self.width = max(width, Self.minimumWidth)
        self.colorEnabled = colorEnabled
        self.glyphs = glyphs
        self.isAccessible = isAccessible
    }

    // MARK: - Deriving

    /// The same context without colour, for text that is matched or saved rather than shown.
    public var withoutColor: RenderContext {
        RenderContext(width: width, colorEnabled: false, glyphs: glyphs, isAccessible: isAccessible)
    }
}

/// The characters drawings such as ``BarChart`` and ``Sparkline`` are made of.
public enum GlyphSet: Sendable, Equatable {
    /// Block elements (`▁▂▃`, `▏▎▍`), for a terminal whose locale is UTF-8.
    case unicode
    /// `#`, `=` and punctuation, for a terminal that may show anything else as garbage.
    case ascii

    /// What marks text cut short: `…`, or `...` in ASCII.
    public var ellipsis: String {
        self == .unicode ? "…" : "..."
    }

    // MARK: - Resolving

    /// The set the locale in `environment` can show: the first of `LC_ALL`, `LC_CTYPE` and `LANG`
    /// that is set and not empty decides, as it does for the C library; with none set, the locale
    /// is `C`, which is ASCII. macOS's `LC_CTYPE=UTF-8` names the code set alone.
    package static func preferred(environment: [String: String]) -> GlyphSet {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return .ascii }
        let withoutModifier = locale.split(separator: "@", maxSplits: 1).first ?? ""
        let codeset = withoutModifier.split(separator: ".", maxSplits: 1).last ?? ""
        return codeset.lowercased().filter { $0 != "-" } == "utf8" ? .unicode : .ascii
    }
}
