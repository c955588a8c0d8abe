/// A series on one line, one character per value from `▁` (the lowest) to `█` (the highest), with
/// an optional label before it and a caption after it:
///
/// ```
/// 30 days  ▃▃▃▂▂▂▅▅▅▅▄▄▄▃▃▁▁▁▆▆▆▆▆▅▅▅▇▇██  $1,204.50 → $2,310.00
/// ```
///
/// A series longer than the room left is averaged into as many points as fit. A flat series draws
/// a flat line: at the bottom when it is all zero, in the middle otherwise. Without Unicode
/// (``GlyphSet/ascii``) the levels are `_.-=#`. The label and caption are sanitised and cut with
/// `…`; only the line is coloured, and only where colour is allowed.
public struct Sparkline: Renderable, Equatable {
    // MARK: - Constants

    /// Each level's UTF-8 bytes: a line is written byte by byte into one buffer.
    private static let unicodeLevels: [[UInt8]] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"].map { Array($0.utf8) }
    private static let asciiLevels: [[UInt8]] = ["_", ".", "-", "=", "#"].map { Array($0.utf8) }
    private static let gap = 2

    // MARK: - Properties

    /// The series, oldest first; values that are not finite numbers are left out.
    package let values: [Double]
    /// What the series is of, written before it.
    package let label: String?
    /// What is written after it, such as the first and last values.
    package let caption: String?
    /// The colour of the line.
    package let style: TextStyle?

    // MARK: - Initialization

    /// A sparkline of `values`, with `label` before it and `caption` after it.
    /// - Parameters:
    ///   - values: The series, oldest first; values that are not finite numbers are left out.
    ///   - label: What the series is, before the line.
    ///   - caption: What is written after the line, such as the first and last values.
    ///   - style: The colour of the line.
    public init(_ values: [Double], label: String? = nil, caption: String? = nil, style: TextStyle? = .cyan) {
        // Filtering copies the series: most series have nothing to leave out.
        self.values = values.allSatisfy(\.isFinite) ? values : values.filter(\.isFinite)
        self.label = label
        self.caption = caption
        self.style = style
    }

    // MARK: - Renderable

    /// One line; nothing at all for an empty series without a label or caption.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        guard !values.isEmpty || label != nil || caption != nil else { return }
        guard !context.isAccessible else {
            renderSpoken(into: &buffer, context: context)
            return
        }
        let width = context.width
        let ellipsis = context.glyphs.ellipsis
        let label = label.map { Self.fitted($0, toWidth: width / 3, ellipsis: ellipsis) }
        let labelWidth = label.map { $0.width + Self.gap } ?? 0
        let lineRoom = max(width - labelWidth, 1)
        let pointCount = min(values.count, lineRoom)
        let caption = caption.map {
            Self.fitted($0, toWidth: lineRoom - pointCount - Self.gap, ellipsis: ellipsis).text
        }
        var parts: [(text: String, style: TextStyle?)] = []
        parts.reserveCapacity(3)
        label.map { parts.append(($0.text, nil)) }
        if pointCount > 0 {
            parts.append((line(of: Self.averaged(values, into: pointCount), glyphs: context.glyphs), style))
        }
        caption.flatMap { $0.isEmpty ? nil : $0 }.map { parts.append(($0, nil)) }
        for (index, part) in parts.enumerated() {
            if index > 0 {
                buffer.appendSpaces(Self.gap)
            }
            buffer.append(part.text, style: part.style, enabled: context.colorEnabled)
        }
        buffer.appendNewline()
    }

    // MARK: - Drawing

    /// The series in words, for a screen reader: its label, then its caption, or the lowest and
    /// highest values when it has no caption.
    private func renderSpoken(into buffer: inout TextBuffer, context: RenderContext) {
        let range = values.min().flatMap { low in values.max().map { Strings.Sparkline.range(low, $0) } }
        let said = caption ?? range ?? ""
        let text = [label, said.isEmpty ? nil : said].compactMap { $0 }.joined(separator: ": ")
        Paragraph(text).render(into: &buffer, context: context)
    }

    /// The characters of `points` between the series' lowest and highest value.
    func line(of points: [Double], glyphs: GlyphSet) -> String {
        let levels = glyphs == .unicode ? Self.unicodeLevels : Self.asciiLevels
        guard let lowest = points.min(), let highest = points.max() else { return "" }
        let top = Double(levels.count - 1)
        let flat = lowest == 0 ? 0 : (levels.count - 1) / 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(points.count * (levels.first?.count ?? 1))
        for point in points {
            let level = highest > lowest ? Int((((point - lowest) / (highest - lowest)) * top).rounded()) : flat
            bytes.append(contentsOf: levels[level])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` sanitised and cut to `width` columns, with the columns it takes.
    private static func fitted(_ text: String, toWidth width: Int, ellipsis: String) -> (text: String, width: Int) {
        let shown = TerminalSanitizer.sanitizeAndMeasure(text)
        guard shown.width > width else { return shown }
        let cut = DisplayWidth.truncate(shown.text, toWidth: width, ellipsis: ellipsis)
        return (cut, DisplayWidth.of(cut))
    }

    /// `values` in `count` runs of (nearly) equal length, each the mean of its run.
    static func averaged(_ values: [Double], into count: Int) -> [Double] {
        guard count < values.count, count > 0 else { return values }
        return (0..<count).map { point in
            let start = point * values.count / count
            let end = (point + 1) * values.count / count
            let run = values[start..<end]
            return run.reduce(0, +) / Double(run.count)
        }
    }
}
