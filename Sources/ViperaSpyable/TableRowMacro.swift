import Vipera

/// Makes a view model's row a Vipera `TableRow` a `RowTable` reads in place: a
/// `Column` case for each `String` and `Int` stored property, in the order declared (every case
/// listed in `allCases`, so `LaidOutRows` can lay the row's cells out once), and `cell(_:)`
/// returning that property's text. Other properties (a flag for styling, say) are not columns.
///
/// ```swift
/// @TableRow
/// struct Row: Sendable, Equatable, Encodable {
///     let name: String
///     let balance: String
/// }
///
/// RowTable(columns: [.init("Name", .name), .init("Balance", alignment: .right, .balance)], rows: rows)
/// ```
@attached(extension, conformances: TableRow, names: named(Column), named(cell))
public macro TableRow() = #externalMacro(module: "ViperaMacros", type: "TableRowMacro")
