/// One line that shows how far long work has come: a bar, the percentage and a label such as
/// `12,288 of 1,000,000 rows · 310,000 rows/s · 0:03 left`, fitted to the width. Work whose size
/// is not known (rows coming down a pipe) shows its label alone.
public struct ProgressBar: Renderable, Equatable {
    // MARK: - Constants

    private static let barWidth = 24
    private static let filled = "█"
    private static let empty = "░"

    // MARK: - Properties

    /// How much is done, from 0 to 1; nil when how much there is to do is not known.
    package let fraction: Double?
    /// What the numbers are.
    package let label: String

    // MARK: - Initialization

    /// A bar at `fraction` (clamped to 0…1) with `label` after it.
    /// - Parameters:
    ///   - fraction: How much of the work is done, from 0 to 1; nil when the work's size is not
    ///     known, and the line shows the label alone.
    ///   - label: What the numbers are.
    public init(fraction: Double?, label: String) {
        self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.label = label
    }

    // MARK: - Renderable

    /// Writes the line, without a line break, cut to the width so it never wraps.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        buffer.append(line(width: context.width))
    }

    /// How many tenths of the work are done, from 0 to 10; nil when its size is not known.
    package var tenth: Int? {
        fraction.map { Int(($0 * 10).rounded(.down)) }
    }

    /// The line a screen reader is given, in accessible mode: the percentage and the label, with
    /// no bar and nothing cut.
    package var spokenLine: String {
        let label = TerminalSanitizer.sanitize(label)
        guard let fraction else { return label }
        return String(Int((fraction * 100).rounded(.down))) + "%  " + label
    }

    /// The line for `width` columns.
    /// - Parameter width: The columns the line may take.
    package func line(width: Int) -> String {
        guard let fraction else {
            return DisplayWidth.truncate(TerminalSanitizer.sanitize(label), toWidth: max(width - 1, 1))
        }
        let done = Int((fraction * Double(Self.barWidth)).rounded(.down))
        let percent = String(Int((fraction * 100).rounded(.down))).leftPadded(to: 3)
        let bar =
            String(repeating: Self.filled, count: done) + String(repeating: Self.empty, count: Self.barWidth - done)
        let text = bar + " " + percent + "%  " + TerminalSanitizer.sanitize(label)
        return DisplayWidth.truncate(text, toWidth: max(width - 1, 1))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
