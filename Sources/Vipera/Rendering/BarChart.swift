/// Labelled horizontal bars, one line each, scaled to the width: the label, the bar, and the
/// value's text right-aligned at the end of the line.
///
/// ```
/// Groceries      ████████████████████▌           $412.50  38%
/// Dining         ██████████▏                     $201.00  19%
/// ```
///
/// Bars are drawn with eighth blocks (`▏▎▍▌▋▊▉█`); without Unicode (``GlyphSet/ascii``) with
/// `#`, and `=` for a half cell. When some values are negative, their bars grow left from a zero
/// line and the positive ones right of it. Labels and value texts are sanitised; labels are cut
/// with `…` to leave the bars room. Only the bars are coloured, and only where colour is allowed.
public struct BarChart: Renderable, Equatable {
    // MARK: - Nested Types

    /// One line of the chart.
    public struct Bar: Sendable, Equatable {
        /// What the bar is of.
        package let label: String
        /// How long the bar is, against the chart's other values.
        package let value: Double
        /// What is written at the end of the line, such as the formatted amount.
        package let valueText: String
        /// A second figure after the value, right-aligned in a column of its own (a share such as
        /// `38%`); nil for none.
        package let note: Note?
        /// The bar's own colour, instead of the chart's.
        package let style: TextStyle?

        /// A bar of `value` named `label`, with `valueText` and `note` after it, in `style` or the
        /// chart's colour; a value that is not a finite number draws no bar.
        /// - Parameters:
        ///   - label: What the bar is, before it.
        ///   - value: Its length, relative to the other bars; a negative value grows left of zero.
        ///   - valueText: The value as people read it, after the bar.
        ///   - note: A second figure after the value, in a column of its own, such as a share.
        ///   - style: The bar's own colour, instead of the chart's.
        public init(
            _ label: String, value: Double, valueText: String, note: Note? = nil, style: TextStyle? = nil
        ) {
            self.label = label
            self.value = value.isFinite ? value : 0
            self.valueText = valueText
            self.note = note
            self.style = style
        }

        /// The bar in words, for a screen reader: `Groceries: $412.50, 38% of spending`.
        var spokenText: String {
            let said = label + ": " + valueText
            guard let note else { return said }
            return said + ", " + note.text + (note.meaning.map { " " + $0 } ?? "")
        }
    }

    /// A second figure at the end of a bar's line, such as a share, with what it is of.
    public struct Note: Sendable, Equatable {
        /// The figure as people read it: `38%`.
        package let text: String
        /// What it is of, which a screen reader hears after it: `of spending`.
        package let meaning: String?

        /// A note of `text`, which is `meaning`.
        /// - Parameters:
        ///   - text: The figure as people read it, such as `38%`.
        ///   - meaning: What the figure is of (`of spending`), said after it in accessible mode.
        public init(_ text: String, meaning: String? = nil) {
            self.text = text
            self.meaning = meaning
        }
    }

    // MARK: - Constants

    private static let gap = 2

    // MARK: - Properties

    /// The bars, top to bottom.
    package let bars: [Bar]
    /// The colour of bars of positive values.
    package let style: TextStyle?
    /// The colour of bars of negative values.
    package let negativeStyle: TextStyle?

    // MARK: - Initialization

    /// A chart of `bars`, positive ones in `style` and negative ones in `negativeStyle`.
    /// - Parameters:
    ///   - bars: The bars, top to bottom.
    ///   - style: The colour of bars of positive values.
    ///   - negativeStyle: The colour of bars of negative values.
    public init(_ bars: [Bar], style: TextStyle? = .cyan, negativeStyle: TextStyle? = .red) {
        self.bars = bars
        self.style = style
        self.negativeStyle = negativeStyle
    }

    // MARK: - Renderable

    /// One line per bar, none for an empty chart; in accessible mode each bar in words, numbered.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        guard !bars.isEmpty else { return }
        guard !context.isAccessible else {
            for (offset, bar) in bars.enumerated() {
                let line = String(offset + 1) + ". " + bar.spokenText
                Paragraph(line).render(into: &buffer, context: context)
            }
            return
        }
        let labels = bars.map { TerminalSanitizer.sanitizeAndMeasure($0.label) }
        let values = bars.map { TerminalSanitizer.sanitizeAndMeasure($0.valueText) }
        // Measured again where drawn rather than kept in an array: most charts have no notes.
        let noteWidth = bars.reduce(0) { widest, bar in
            max(widest, bar.note.map { TerminalSanitizer.sanitizeAndMeasure($0.text).width } ?? 0)
        }
        let figures = FigureColumns(value: values.map(\.width).max() ?? 0, note: noteWidth)
        let layout = Layout(
            width: context.width,
            labelWidth: labels.map(\.width).max() ?? 0,
            valueWidth: figures.width,
            values: bars.map(\.value)
        )
        for index in bars.indices {
            let label = DisplayWidth.truncate(
                labels[index].text, toWidth: layout.labelWidth, ellipsis: context.glyphs.ellipsis)
            buffer.append(label)
            buffer.appendSpaces(layout.labelWidth - DisplayWidth.of(label) + Self.gap)
            appendBar(bars[index], layout: layout, into: &buffer, context: context)
            buffer.appendSpaces(Self.gap)
            let note = bars[index].note.map { TerminalSanitizer.sanitizeAndMeasure($0.text) }
            figures.append(values[index], note: note, width: layout.valueWidth, into: &buffer, context: context)
            buffer.appendNewline()
        }
    }

    // MARK: - Private

    private func appendBar(_ bar: Bar, layout: Layout, into buffer: inout TextBuffer, context: RenderContext) {
        let glyphs = BarGlyphs(context.glyphs)
        if bar.value < 0 {
            let drawn = glyphs.leftward(layout.negativeSteps(of: bar.value, per: glyphs.stepsPerCell))
            buffer.appendSpaces(layout.negativeCells - drawn.cells)
            buffer.append(drawn.text, style: bar.style ?? negativeStyle, enabled: context.colorEnabled)
            buffer.appendSpaces(layout.positiveCells)
        } else {
            let drawn = glyphs.rightward(layout.positiveSteps(of: bar.value, per: glyphs.stepsPerCell))
            buffer.appendSpaces(layout.negativeCells)
            buffer.append(drawn.text, style: bar.style ?? style, enabled: context.colorEnabled)
            buffer.appendSpaces(layout.positiveCells - drawn.cells)
        }
    }
}

// MARK: - Figures

extension BarChart {
    /// The figures at the end of each line: the value right-aligned, then, when any bar has one,
    /// the note right-aligned in a column of its own.
    struct FigureColumns {
        typealias Measured = (text: String, width: Int)

        let value: Int
        let note: Int

        /// Both columns and the gap between them.
        var width: Int { note > 0 ? value + BarChart.gap + note : value }

        /// Appends one line's figures in `width` columns: in their columns when they fit, else
        /// as one text cut at the end.
        func append(
            _ value: Measured, note: Measured?, width: Int, into buffer: inout TextBuffer, context: RenderContext
        ) {
            if width >= self.width {
                buffer.appendSpaces(self.value - value.width)
                buffer.append(value.text)
                if self.note > 0 {
                    let note = note ?? ("", 0)
                    buffer.appendSpaces(BarChart.gap + self.note - note.width)
                    buffer.append(note.text)
                }
                return
            }
            var text = value.text
            if self.note > 0 {
                let note = note ?? ("", 0)
                text += String(repeating: " ", count: BarChart.gap + self.note - note.width) + note.text
            }
            let cut = DisplayWidth.truncate(text, toWidth: width, ellipsis: context.glyphs.ellipsis)
            buffer.appendSpaces(width - DisplayWidth.of(cut))
            buffer.append(cut)
        }
    }
}

// MARK: - Layout

extension BarChart {
    /// How the width is shared: labels get at most half of what the values leave, the bars the
    /// rest, split at the zero line in proportion to the largest value on each side.
    struct Layout {
        let labelWidth: Int
        let valueWidth: Int
        let negativeCells: Int
        let positiveCells: Int
        private let largestNegative: Double
        private let largestPositive: Double

        init(width: Int, labelWidth longestLabel: Int, valueWidth longestValue: Int, values: [Double]) {
            valueWidth = min(longestValue, max(width - 2 * BarChart.gap - 2, 0))
            let room = max(width - valueWidth - 2 * BarChart.gap, 2)
            labelWidth = min(longestLabel, room / 2)
            let cells = room - labelWidth
            largestNegative = -(values.min().map { min($0, 0) } ?? 0)
            largestPositive = values.max().map { max($0, 0) } ?? 0
            negativeCells = Self.negativeShare(of: cells, negative: largestNegative, positive: largestPositive)
            positiveCells = cells - negativeCells
        }

        func positiveSteps(of value: Double, per cell: Int) -> Int {
            Self.steps(of: value, largest: largestPositive, cells: positiveCells, per: cell)
        }

        func negativeSteps(of value: Double, per cell: Int) -> Int {
            Self.steps(of: -value, largest: largestNegative, cells: negativeCells, per: cell)
        }

        /// A value's length in steps of a cell, at least one for any value that is not zero.
        private static func steps(of magnitude: Double, largest: Double, cells: Int, per cell: Int) -> Int {
            guard magnitude > 0, largest > 0 else { return 0 }
            let steps = Int((magnitude / largest * Double(cells * cell)).rounded())
            return min(max(steps, 1), cells * cell)
        }

        private static func negativeShare(of cells: Int, negative: Double, positive: Double) -> Int {
            guard negative > 0 else { return 0 }
            guard positive > 0 else { return cells }
            let share = Int((Double(cells) * negative / (negative + positive)).rounded())
            return min(max(share, 1), cells - 1)
        }
    }
}

// MARK: - Glyphs

/// The characters of a bar: whole cells and the part of a cell at the bar's end.
struct BarGlyphs {
    /// A bar's text and the cells it takes.
    struct Drawn {
        let text: String
        let cells: Int
    }

    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// Unicode has right-aligned blocks for one eighth and a half only.
    private static let rightAlignedEighth = "▕"
    private static let rightHalf = "▐"

    private let glyphs: GlyphSet

    init(_ glyphs: GlyphSet) {
        self.glyphs = glyphs
    }

    /// How many steps one cell is divided into: eighths, or halves in ASCII.
    var stepsPerCell: Int { glyphs == .unicode ? 8 : 2 }

    /// A bar that starts at the left edge of its cells.
    func rightward(_ steps: Int) -> Drawn {
        let whole = steps / stepsPerCell
        let part = steps % stepsPerCell
        let full = String(repeating: fullCell, count: whole)
        switch glyphs {
        case .unicode: return Drawn(text: full + Self.eighths[part], cells: whole + (part > 0 ? 1 : 0))
        case .ascii: return Drawn(text: full + (part > 0 ? "=" : ""), cells: whole + (part > 0 ? 1 : 0))
        }
    }

    /// A bar that ends at the right edge of its cells, as a negative value's does at the zero line.
    func leftward(_ steps: Int) -> Drawn {
        let whole = steps / stepsPerCell
        let part = steps % stepsPerCell
        let full = String(repeating: fullCell, count: whole)
        switch glyphs {
        case .ascii:
            return Drawn(text: (part > 0 ? "=" : "") + full, cells: whole + (part > 0 ? 1 : 0))
        case .unicode:
            let partial =
                switch part {
                case 0: ""
                case 1...2: Self.rightAlignedEighth
                case 3...5: Self.rightHalf
                default: fullCell
                }
            return Drawn(text: partial + full, cells: whole + (part > 0 ? 1 : 0))
        }
    }

    private var fullCell: String { glyphs == .unicode ? "█" : "#" }
}
