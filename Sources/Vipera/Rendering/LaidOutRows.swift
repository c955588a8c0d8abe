/// A view model's rows with their table cells laid out once, when the presenter makes the view
/// model: every cell sanitised and measured, its bytes kept in one block. A ``RowTable`` drawn from
/// them copies each cell and measures nothing, so a view model a presenter keeps across displays
/// (``PresentationMemo``) costs one copy per cell each time it is shown again.
///
/// Reads, compares and encodes as the array of rows it holds: a view model's JSON and its
/// equality are those of its rows.
///
/// ```swift
/// struct ViewModel: Equatable, Encodable {
///     let rows: LaidOutRows<AccountRow>
/// }
///
/// // In the presenter, every column or the ones the view shows:
/// ViewModel(rows: LaidOutRows(accounts.map(AccountRow.init)))
/// ViewModel(rows: LaidOutRows(accounts.map(AccountRow.init), columns: [.name, .balance]))
///
/// // In the view controller:
/// RowTable(columns: Self.columns, rows: viewModel.rows)
/// ```
public struct LaidOutRows<Row: TableRow>: Sendable where Row.Column: Equatable {
    // MARK: - Properties

    /// The rows, in order.
    public let rows: [Row]
    /// The columns laid out, in the order of each row's cells.
    @usableFromInline package let columns: [Row.Column]
    /// Those columns of every row, laid out.
    @usableFromInline package let cells: TableCells

    // MARK: - Initialization

    /// Lays out `columns` of `rows`: the columns the view shows. A table that shows another
    /// column reads the rows as it is drawn. Inlinable, so the closure that reads a cell is
    /// compiled for the app's own row type, where a row is read in place: generic code would
    /// copy each row, and look up type metadata, for every cell.
    /// - Parameters:
    ///   - rows: The view model's rows.
    ///   - columns: The columns to lay out.
    @inlinable
    public init(_ rows: [Row], columns: [Row.Column]) {
        self.rows = rows
        self.columns = columns
        cells = TableCells(rowCount: rows.count, columnCount: columns.count) { row, column in
            rows[row].cell(columns[column])
        }
    }

    /// Lays out every column of `rows`.
    /// - Parameter rows: The view model's rows.
    @inlinable
    public init(_ rows: [Row]) where Row.Column: CaseIterable {
        self.init(rows, columns: Array(Row.Column.allCases))
    }
}

// MARK: - RandomAccessCollection

extension LaidOutRows: RandomAccessCollection {
    /// The first row's position: zero.
    public var startIndex: Int { rows.startIndex }
    /// One past the last row's position.
    public var endIndex: Int { rows.endIndex }

    /// The row at `position`.
    public subscript(position: Int) -> Row { rows[position] }
}

// MARK: - ExpressibleByArrayLiteral

extension LaidOutRows: ExpressibleByArrayLiteral where Row.Column: CaseIterable {
    /// The rows listed, laid out.
    /// - Parameter elements: The rows, in order.
    public init(arrayLiteral elements: Row...) {
        self.init(elements)
    }
}

// MARK: - Equatable

extension LaidOutRows: Equatable where Row: Equatable {
    /// Whether both hold the same rows: their cells follow from them.
    /// - Parameters:
    ///   - lhs: One view model's rows.
    ///   - rhs: The other's.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rows == rhs.rows
    }
}

// MARK: - Encodable

extension LaidOutRows: Encodable where Row: Encodable {
    /// Encodes the rows as an array, as a view model's `[Row]` would be.
    /// - Parameter encoder: Where the rows go.
    public func encode(to encoder: any Encoder) throws {
        try rows.encode(to: encoder)
    }
}
