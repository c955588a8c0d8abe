/// Labelled values, one per line, with the values aligned in one column.
///
/// ```
/// Name:     Everyday
/// IBAN:     DE89 3704 0044 0532 0130 00
/// ```
/// Labels longer than half the width are truncated; values wrap under themselves.
public struct KeyValueList: Renderable {
    // MARK: - Nested Types

    /// One labelled value.
    public struct Pair: Sendable, Equatable {
        /// The label, written with a colon after it; an empty label carries on the value above.
        package let key: String
        /// The value.
        package let value: String
        /// Emphasis for the value, such as green for money coming in.
        package let valueStyle: TextStyle?

        /// Creates a pair.
        /// - Parameters:
        ///   - key: The label.
        ///   - value: The value.
        ///   - style: Emphasis for the value.
        public init(_ key: String, _ value: String, style: TextStyle? = nil) {
            self.key = key
            self.value = value
            self.valueStyle = style
        }
    }

    // MARK: - Constants

    private static let gap = 1

    // MARK: - Properties

    /// The pairs, top to bottom.
    package let pairs: [Pair]

    // MARK: - Initialization

    /// Creates a list from pairs.
    /// - Parameter pairs: The pairs, top to bottom.
    public init(_ pairs: [Pair]) {
        self.pairs = pairs
    }

    // MARK: - Renderable

    /// Appends one or more lines per pair.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        // A pair without a label carries on the value above it: no colon of its own.
        let labels = pairs.map { $0.key.isEmpty ? "" : TerminalSanitizer.sanitize($0.key) + ":" }
        let widest = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let labelWidth = min(widest, context.width / 2)
        let valueWidth = context.width - labelWidth - Self.gap
        var writer = LineWriter(context: context)
        for (pair, label) in zip(pairs, labels) {
            let shownLabel = DisplayWidth.truncate(label, toWidth: labelWidth)
            let value = TerminalSanitizer.sanitize(pair.value)
            let valueTextWidth = DisplayWidth.of(value)
            writer.write(shownLabel, width: DisplayWidth.of(shownLabel), style: .bold, into: &buffer)
            writer.pad(labelWidth - DisplayWidth.of(shownLabel) + Self.gap)
            // Most values are one line: written as they are, with no array of lines made.
            if TextWrapper.isOneLine(value, width: valueTextWidth, limit: valueWidth) {
                writer.write(value, width: valueTextWidth, style: pair.valueStyle, into: &buffer)
                writer.endLine(into: &buffer)
                continue
            }
            for (index, line) in TextWrapper.wrap(value, width: valueWidth).enumerated() {
                if index > 0 {
                    writer.endLine(into: &buffer)
                    writer.pad(labelWidth + Self.gap)
                }
                writer.write(line, width: DisplayWidth.of(line), style: pair.valueStyle, into: &buffer)
            }
            writer.endLine(into: &buffer)
        }
    }
}
