import Synchronization

/// The bytes of the tables of laid-out cells drawn last, so that a table drawn again for the same
/// context (a view model its presenter kept, shown again after `back` or on paging back) writes
/// what it wrote then, instead of measuring, fitting and padding every cell again.
///
/// A drawing is a function of its key alone: the cells' block (``TableCells``, never changed once
/// laid out), which of its columns the table shows and with what headers and layout, whether it
/// has a header, and the render context. A remembered block is held here, so no other block can
/// be made at its address while its drawing is kept.
///
/// Kept for the whole process, as a memo of a pure function is: the few drawings it holds are
/// reused slot by slot, so remembering a drawing allocates nothing once its slot is big enough.
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

    private struct Slot {
        var key: Key?
        var bytes: [UInt8] = []
        /// When it was last drawn from or into, by the count of drawings asked for.
        var lastUse = 0
    }

    private struct State {
        var slots: [Slot]
        var uses = 0
    }

    // MARK: - Constants

    /// The tables a session shows again most: Home's two, a list, an account and a page or two.
    package static let shared = DrawnTables(capacity: 8)
    /// A drawing longer than this is not kept: a table that long is read once, not shown again and
    /// again, and keeping it would hold its memory for the rest of the process.
    package static let largestKept = 64 * 1_024

    // MARK: - Properties

    private let state: Mutex<State>

    // MARK: - Initialization

    /// A memo of `capacity` drawings, none yet.
    package init(capacity: Int) {
        state = Mutex(State(slots: Array(repeating: Slot(), count: max(capacity, 1))))
    }

    // MARK: - Drawing

    /// Appends the drawing of `key` to `buffer`: the bytes kept when it was drawn before, or what
    /// `draw` appends, which are then kept in place of the drawing used longest ago.
    /// - Parameters:
    ///   - key: What the drawing depends on.
    ///   - buffer: Where the drawing goes.
    ///   - draw: Draws the table into the buffer it is given.
    package func draw(_ key: Key, into buffer: inout TextBuffer, _ draw: (inout TextBuffer) -> Void) {
        let wasKept = state.withLock { state in
            guard let position = state.slots.firstIndex(where: { $0.key?.drawsAsOther(key) == true }) else {
                return false
            }
            state.uses += 1
            state.slots[position].lastUse = state.uses
            state.slots[position].bytes.withUnsafeBufferPointer { buffer.append(bytes: $0) }
            return true
        }
        guard !wasKept else { return }
        let start = buffer.byteCount
        draw(&buffer)
        guard buffer.byteCount - start <= Self.largestKept else { return }
        buffer.withUTF8 { written in
            keep(UnsafeBufferPointer(rebasing: written[start...]), for: key)
        }
    }

    // MARK: - Private

    /// Keeps `bytes` as the drawing of `key`, in the slot used longest ago.
    private func keep(_ bytes: UnsafeBufferPointer<UInt8>, for key: Key) {
        state.withLock { state in
            var oldest = 0
            for position in state.slots.indices where state.slots[position].lastUse < state.slots[oldest].lastUse {
                oldest = position
            }
            state.uses += 1
            state.slots[oldest].key = key
            state.slots[oldest].lastUse = state.uses
            state.slots[oldest].bytes.removeAll(keepingCapacity: true)
            state.slots[oldest].bytes.append(contentsOf: bytes)
        }
    }
}
