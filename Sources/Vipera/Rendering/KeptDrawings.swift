import Synchronization

/// The last few drawings of a kind of renderable, each with the key it was drawn for, so that one
/// drawn again for the same key writes what it wrote then instead of drawing again.
///
/// A drawing must be a function of its key alone: whoever keeps drawings here makes the key of
/// everything the bytes depend on. Kept for the whole process, as a memo of a pure function is:
/// the few drawings it holds are reused slot by slot, so remembering one allocates nothing once its
/// slot is big enough.
package final class KeptDrawings<Key: Sendable>: Sendable {
    // MARK: - Nested Types

    /// The drawings kept, position by position. Keys are apart from the rest and never optional,
    /// so a lookup reads each in place rather than copying it out of a slot.
    private struct State {
        let capacity: Int
        var keys: [Key] = []
        var bytes: [[UInt8]] = []
        /// When each was last drawn from or into, by the count of drawings asked for.
        var lastUses: [Int] = []
        var uses = 0

        /// The position of the first key `isKey` accepts.
        func position(of isKey: (Key) -> Bool) -> Int? {
            for position in keys.indices where isKey(keys[position]) {
                return position
            }
            return nil
        }

        /// Where the next drawing is kept: a position not used yet, or the one used longest ago.
        func positionToKeep() -> Int {
            guard keys.count == capacity else { return keys.count }
            var oldest = 0
            for position in lastUses.indices where lastUses[position] < lastUses[oldest] {
                oldest = position
            }
            return oldest
        }
    }

    // MARK: - Constants

    /// A drawing longer than this is not kept: output that long is read once, not shown again and
    /// again, and keeping it would hold its memory for the rest of the process.
    package static var largestKept: Int { 64 * 1_024 }

    // MARK: - Properties

    private let state: Mutex<State>

    // MARK: - Initialization

    /// A memo of `capacity` drawings, none yet.
    package init(capacity: Int) {
        state = Mutex(State(capacity: max(capacity, 1)))
    }

    // MARK: - Drawing

    /// Appends a drawing to `buffer`: the bytes kept for the first key `isKey` accepts, or what
    /// `draw` appends, which are then kept, under the key `newKey` makes, in place of the drawing
    /// used longest ago.
    /// - Parameters:
    ///   - buffer: Where the drawing goes.
    ///   - isKey: Whether a kept key is the one being drawn for.
    ///   - newKey: The key to keep a new drawing under; made only when one is kept.
    ///   - draw: Draws into the buffer it is given.
    package func draw(
        into buffer: inout TextBuffer, keyedBy isKey: (Key) -> Bool, newKey: () -> Key,
        _ draw: (inout TextBuffer) -> Void
    ) {
        let wasKept = state.withLock { state in
            guard let position = state.position(of: isKey) else { return false }
            state.uses += 1
            state.lastUses[position] = state.uses
            state.bytes[position].withUnsafeBufferPointer { buffer.append(bytes: $0) }
            return true
        }
        guard !wasKept else { return }
        let start = buffer.byteCount
        draw(&buffer)
        guard buffer.byteCount - start <= Self.largestKept else { return }
        let key = newKey()
        buffer.withUTF8 { written in
            keep(UnsafeBufferPointer(rebasing: written[start...]), for: key)
        }
    }

    // MARK: - Private

    /// Keeps `bytes` as the drawing of `key`, in the slot used longest ago.
    private func keep(_ bytes: UnsafeBufferPointer<UInt8>, for key: Key) {
        state.withLock { state in
            let position = state.positionToKeep()
            state.uses += 1
            if position == state.keys.count {
                state.keys.append(key)
                state.bytes.append(Array(bytes))
                state.lastUses.append(state.uses)
            } else {
                state.keys[position] = key
                state.lastUses[position] = state.uses
                state.bytes[position].removeAll(keepingCapacity: true)
                state.bytes[position].append(contentsOf: bytes)
            }
        }
    }
}
