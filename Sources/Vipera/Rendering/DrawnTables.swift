/// The bytes of the tables of laid-out cells drawn last, so that a table drawn again for the same
/// context (a view model its presenter kept, shown again after `back` or on paging back) writes
/// what it wrote then, instead of measuring, fitting and padding every cell again.
///
/// A drawing is a function of its key alone: the cells' block (``TableCells``, never changed once
/// laid out), which of its columns the table shows and with what headers and layout, whether it
/// has a header, and the render context. A remembered block is held here, so no other block can
/// be made at its address while its drawing is kept.
///
/// Kept for the whole process (``KeptDrawings``).
package final class DrawnTables: Sendable {
    // MARK: - Nested Types

    /// What a drawing depends on.
    // The block is written only while it is laid out, before any other reference to it exists
    // (``TableCells``): holding it across threads is safe.
    package struct Key: @unchecked Sendable {
        /// The block of the cells drawn, known by its identity.
        let cells: AnyObject
        let columns: [Table.Column]
        let columnMap: [Int]
        let showsHeader: Bool
        let context: RenderContext

        /// Whether `other` draws the same bytes: the same block first, the cheapest to tell apart.
        func drawsAsOther(_ other: Key) -> Bool {
            cells === other.cells && showsHeader == other.showsHeader && context == other.context
                && columnMap == other.columnMap && columns == other.columns
        }
    }

    // MARK: - Constants

    /// The tables a session shows again most: Home's two, a list, an account and a page or two.
    package static let shared = DrawnTables(capacity: 8)
    /// A drawing longer than this is not kept (``KeptDrawings/largestKept``).
    package static var largestKept: Int { KeptDrawings<Key>.largestKept }

    // MARK: - Properties

    private let drawings: KeptDrawings<Key>

    // MARK: - Initialization

    /// A memo of `capacity` drawings, none yet.
    package init(capacity: Int) {
        drawings = KeptDrawings(capacity: capacity)
    }

    // MARK: - Drawing

    /// Appends the drawing of `key` to `buffer`: the bytes kept when it was drawn before, or what
    /// `draw` appends, which are then kept in place of the drawing used longest ago.
    /// - Parameters:
    ///   - key: What the drawing depends on.
    ///   - buffer: Where the drawing goes.
    ///   - draw: Draws the table into the buffer it is given.
    package func draw(_ key: Key, into buffer: inout TextBuffer, _ draw: (inout TextBuffer) -> Void) {
        drawings.draw(into: &buffer, keyedBy: { $0.drawsAsOther(key) }, newKey: { key }, draw)
    }
}
