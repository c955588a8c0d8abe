/// Rows of text in aligned columns under a header and a rule.
///
/// Cells are sanitised; columns take their natural width and, when the table is wider than the
/// output, free-text columns shrink first, then text read whole (``Shrinking/whole``: a date, a
/// card number), and numeric (right-aligned) columns last. A shrunk cell is
/// truncated with an ellipsis or wrapped onto more lines, as its column asks. No line is wider than
/// the context's width and no line ends in padding.
///
/// ```swift
/// Table(
///     columns: [.init("#", alignment: .right), .init("Name"), .init("Balance", alignment: .right)],
///     rows: [["1", "Everyday", "$5,432.50"]]
/// )
/// ```
public struct Table: Renderable {
    // MARK: - Nested Types

    /// How a column's cells sit within its width.
    public enum Alignment: Sendable, Equatable {
        /// Text starts at the column's left edge.
        case left
        /// Text ends at the column's right edge, as numbers and amounts do.
        case right
    }

    /// What happens to a cell wider than its column.
    public enum Overflow: Sendable, Equatable {
        /// The cell is cut and ends in an ellipsis.
        case truncate
        /// The cell continues on further lines of the same row.
        case wrap
    }

    /// How readily a left-aligned column gives up width when the table is wider than the output.
    public enum Shrinking: Sendable, Equatable {
        /// Free text, whose start says enough (a memo, a name): it gives way first.
        case freeText
        /// Text read whole (a date, a card's number): it gives way only once every free-text
        /// column is at its narrowest, and before the numbers.
        case whole
    }

    /// One column's header and layout rules.
    public struct Column: Sendable, Equatable {
        /// The header text.
        package let title: String
        /// Where cells sit in the column.
        package let alignment: Alignment
        /// What happens to cells that do not fit.
        package let overflow: Overflow
        /// How readily it gives up width.
        package let shrinking: Shrinking

        /// When it shrinks: free text first, text read whole next, numbers last.
        var shrinkGroup: Int {
            alignment == .right ? 2 : (shrinking == .freeText ? 0 : 1)
        }

        /// Creates a column.
        /// - Parameters:
        ///   - title: The header.
        ///   - alignment: Where cells sit in the column.
        ///   - overflow: What happens to cells that do not fit.
        ///   - shrinking: How readily it gives up width: free text first, unless it is read whole.
        public init(
            _ title: String, alignment: Alignment = .left, overflow: Overflow = .truncate,
            shrinking: Shrinking = .freeText
        ) {
            self.title = title
            self.alignment = alignment
            self.overflow = overflow
            self.shrinking = shrinking
        }
    }

    // MARK: - Properties

    /// The columns, left to right.
    package let columns: [Column]
    /// The rows; a short row is padded with empty cells and extra cells are ignored.
    package let rows: [[String]]
    /// Whether the header and its rule are drawn.
    package let showsHeader: Bool

    // MARK: - Initialization

    /// Creates a table.
    /// - Parameters:
    ///   - columns: The columns, left to right.
    ///   - rows: The cells, a row at a time, one per column.
    ///   - showsHeader: Whether the header and its rule are drawn.
    public init(columns: [Column], rows: [[String]], showsHeader: Bool = true) {
        self.columns = columns
        self.rows = rows
        self.showsHeader = showsHeader
    }

    // MARK: - Renderable

    /// Appends the header, the rule and every row.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        let cells = StringCells { row, column in
            let cells = rows[row]
            return column < cells.count ? cells[column] : ""
        }
        TableEngine(columns: columns, rowCount: rows.count, showsHeader: showsHeader, cells: cells)
            .render(into: &buffer, context: context)
    }
}
