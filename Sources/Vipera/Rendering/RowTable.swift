/// A view model's row that a ``RowTable`` reads cell by cell: the text of each of its columns.
///
/// ```swift
/// struct AccountRow: TableRow {
///     enum Column { case name, balance }
///     let name: String
///     let balance: String
///
///     func cell(_ column: Column) -> String {
///         switch column {
///         case .name: name
///         case .balance: balance
///         }
///     }
/// }
/// ```
public protocol TableRow: Sendable {
    /// The columns a table of these rows can show.
    associatedtype Column: Sendable
    /// The row's text in `column`.
    /// - Parameter column: One of the row's columns.
    func cell(_ column: Column) -> String
}

/// A table over a view model's own rows: each cell is read from its row when it is written, so
/// the rows go straight into the output, with no grid of strings built and freed for every
/// screen.
///
/// Lays out like ``Table``: cells are sanitised, columns take their natural width and shrink
/// when the output is narrower, text columns first.
///
/// ```swift
/// RowTable(
///     columns: [.init("Name", .name), .init("Balance", alignment: .right, .balance)],
///     rows: viewModel.rows
/// )
/// ```
public struct RowTable: Renderable {
    // MARK: - Nested Types

    /// One column: its header and layout, and which column of the rows it shows.
    public struct Column<Key: Sendable>: Sendable {
        /// The header and layout rules.
        @usableFromInline package let layout: Table.Column
        /// The rows' column it shows.
        public let key: Key

        /// A column titled `title` showing the rows' `key` column.
        /// - Parameters:
        ///   - title: The header.
        ///   - alignment: Where cells sit in the column.
        ///   - overflow: What happens to cells that do not fit.
        ///   - shrinking: How readily it gives up width: free text first, unless it is read whole.
        ///   - key: The rows' column it shows.
        public init(
            _ title: String, alignment: Table.Alignment = .left, overflow: Table.Overflow = .truncate,
            shrinking: Table.Shrinking = .freeText, _ key: Key
        ) {
            layout = Table.Column(title, alignment: alignment, overflow: overflow, shrinking: shrinking)
            self.key = key
        }
    }

    // MARK: - Properties

    /// The columns' headers and layout, left to right.
    package let columns: [Table.Column]
    /// How many rows there are.
    package let rowCount: Int
    /// Whether the header and its rule are drawn.
    package let showsHeader: Bool
    private let cells: Cells

    /// Where the cells come from: read from the rows as they are drawn, or laid out already.
    private enum Cells: Sendable {
        case read(@Sendable (_ row: Int, _ column: Int) -> String)
        case laidOut(TableCells, columnMap: [Int])
    }

    // MARK: - Initialization

    /// A table of `rows`. Inlinable, so the closure that reads a cell is compiled for the app's
    /// own row type, where a row is read in place: generic code would copy each row, and look up
    /// type metadata, for every cell.
    /// - Parameters:
    ///   - columns: The columns, left to right, each naming the rows' column it shows.
    ///   - rows: The view model's rows.
    ///   - showsHeader: Whether the header and its rule are drawn.
    @inlinable
    public init<Row: TableRow>(columns: [Column<Row.Column>], rows: [Row], showsHeader: Bool = true) {
        let keys = columns.map { $0.key }
        self.init(columns: columns.map { $0.layout }, rowCount: rows.count, showsHeader: showsHeader) { row, column in
            rows[row].cell(keys[column])
        }
    }

    /// A table of rows whose cells were laid out when the view model was made: drawing it copies
    /// each cell's bytes, and measures nothing. Inlinable, so the rows' columns are found for the
    /// app's own row type. A column that was not laid out is read from the rows as it is drawn.
    /// - Parameters:
    ///   - columns: The columns, left to right, each naming the rows' column it shows.
    ///   - rows: The view model's rows, laid out.
    ///   - showsHeader: Whether the header and its rule are drawn.
    @inlinable
    public init<Row: TableRow>(columns: [Column<Row.Column>], rows: LaidOutRows<Row>, showsHeader: Bool = true) {
        var columnMap: [Int] = []
        columnMap.reserveCapacity(columns.count)
        for column in columns {
            guard let position = rows.columns.firstIndex(of: column.key) else {
                // A column the presenter did not lay out is read from the rows as it is drawn.
                self.init(columns: columns, rows: rows.rows, showsHeader: showsHeader)
                return
            }
            columnMap.append(position)
        }
        self.init(
            columns: columns.map { $0.layout }, cells: rows.cells, columnMap: columnMap, showsHeader: showsHeader)
    }

    @usableFromInline package init(
        columns: [Table.Column], cells: TableCells, columnMap: [Int], showsHeader: Bool
    ) {
        self.columns = columns
        rowCount = cells.rowCount
        self.showsHeader = showsHeader
        self.cells = .laidOut(cells, columnMap: columnMap)
    }

    /// A table of `rowCount` rows whose cells `cell` gives by row and column, both from zero.
    /// - Parameters:
    ///   - columns: The columns' headers and layout, left to right.
    ///   - rowCount: How many rows there are.
    ///   - showsHeader: Whether the header and its rule are drawn.
    ///   - cell: The text of the cell at a row and a column.
    @usableFromInline package init(
        columns: [Table.Column], rowCount: Int, showsHeader: Bool = true,
        cell: @escaping @Sendable (_ row: Int, _ column: Int) -> String
    ) {
        self.columns = columns
        self.rowCount = rowCount
        self.showsHeader = showsHeader
        cells = .read(cell)
    }

    // MARK: - Renderable

    /// Appends the header, the rule and every row.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        switch cells {
        case .read(let cell):
            TableEngine(columns: columns, rowCount: rowCount, showsHeader: showsHeader, cells: StringCells(cell: cell))
                .render(into: &buffer, context: context)
        case .laidOut(let cells, let columnMap):
            // Cells laid out never change, so the same table drawn for the same context again is
            // the bytes it was.
            let key = DrawnTables.Key(
                cells: cells.block, columns: columns, columnMap: columnMap, showsHeader: showsHeader, context: context)
            DrawnTables.shared.draw(key, into: &buffer) { buffer in
                TableEngine(
                    columns: columns, rowCount: rowCount, showsHeader: showsHeader,
                    cells: LaidOutCells(cells: cells, columnMap: columnMap)
                )
                .render(into: &buffer, context: context)
            }
        }
    }
}
