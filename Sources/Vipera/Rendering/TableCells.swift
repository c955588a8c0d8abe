/// The cells of a table's rows laid out once: every cell's text sanitised, as UTF-8 bytes, with
/// the columns it takes, all in one block of memory. A table drawn from them copies each cell's
/// bytes and reads its width: no string is retained, released, scanned or measured per cell.
///
/// Made by ``LaidOutRows`` when a presenter makes its view model, so a view model kept across
/// displays (``PresentationMemo``) is measured once however often it is drawn.
// The block is written only while it is made, before any other reference to it exists, and only
// read after: sharing it between threads is safe.
@usableFromInline package struct TableCells: @unchecked Sendable {
    // MARK: - Nested Types

    /// The block: for each cell its start and its width (two `UInt32`s), the end of the last
    /// cell, then the bytes of every cell, row by row. Its shape is kept beside it, where
    /// reading it needs no access check.
    private typealias Storage = ManagedBuffer<Void, UInt8>

    private static let fieldSize = MemoryLayout<UInt32>.size
    /// The bytes a cell is expected to take: most are short, as a date or an amount.
    private static let expectedCellSize = 16
    /// The block of every table without cells, so an empty list takes no memory of its own.
    private static let empty = TableCells(
        storage: Storage.create(minimumCapacity: fieldSize) { _ in }, rowCount: 0, columnCount: 0)

    // MARK: - Properties

    private let storage: Storage
    /// How many rows are laid out.
    package let rowCount: Int
    /// How many cells each row has.
    private let columnCount: Int

    // MARK: - Initialization

    /// Lays out `rowCount` rows of `columnCount` cells, reading each cell's text once from `text`.
    /// - Parameters:
    ///   - rowCount: How many rows.
    ///   - columnCount: How many cells each row has.
    ///   - text: The text of the cell at a row and a column, both from zero.
    @usableFromInline package init(rowCount: Int, columnCount: Int, text: (_ row: Int, _ column: Int) -> String) {
        let storage =
            rowCount * columnCount > 0
            ? Self.laidOut(rowCount: rowCount, columnCount: columnCount, text: text) : Self.empty.storage
        self.init(storage: storage, rowCount: rowCount, columnCount: columnCount)
    }

    private init(storage: Storage, rowCount: Int, columnCount: Int) {
        self.storage = storage
        self.rowCount = rowCount
        self.columnCount = columnCount
    }

    // MARK: - Reading

    /// The block the cells are kept in: the same block is the same cells, as it never changes.
    package var block: AnyObject { storage }

    /// The columns the cell at `row` and `column` takes.
    package func width(row: Int, column: Int) -> Int {
        let cell = row * columnCount + column
        return storage.withUnsafeMutablePointerToElements { Self.load(2 * cell + 1, in: UnsafeRawPointer($0)) }
    }

    /// Calls `body` with the sanitised UTF-8 bytes of the cell at `row` and `column`.
    package func withBytes<Result>(
        row: Int, column: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let cell = row * columnCount + column
        return storage.withUnsafeMutablePointerToElements { base in
            let block = UnsafeRawPointer(base)
            let start = Self.load(2 * cell, in: block)
            let end = Self.load(2 * cell + 2, in: block)
            return body(UnsafeBufferPointer(start: base + start, count: end - start))
        }
    }

    /// The sanitised text of the cell at `row` and `column`, for the rare cell that wraps or is cut.
    package func text(row: Int, column: Int) -> String {
        withBytes(row: row, column: column) { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: - Private

    /// A block holding every cell, sanitised, with its width: each cell read once, into a block
    /// sized for short cells and grown when longer ones do not fit.
    private static func laidOut(
        rowCount: Int, columnCount: Int, text: (_ row: Int, _ column: Int) -> String
    ) -> Storage {
        let cellCount = rowCount * columnCount
        let indexSize = (2 * cellCount + 1) * fieldSize
        var storage = Storage.create(minimumCapacity: indexSize + cellCount * expectedCellSize) { _ in }
        var end = indexSize
        var cell = 0
        for row in 0..<rowCount {
            for column in 0..<columnCount {
                let width = UTF8Bytes.read(text(row, column)) { bytes in
                    append(bytes, to: &storage, at: &end, cell: cell)
                }
                storage.withUnsafeMutablePointerToElements { store(width, at: 2 * cell + 1, in: $0) }
                cell += 1
            }
        }
        storage.withUnsafeMutablePointerToElements { store(end, at: 2 * cellCount, in: $0) }
        return storage
    }

    /// Appends a cell's bytes at `end`, sanitised, and records where they start; returns the
    /// columns they take.
    private static func append(
        _ bytes: UnsafeBufferPointer<UInt8>, to storage: inout Storage, at end: inout Int, cell: Int
    ) -> Int {
        if TerminalSanitizer.isPrintableASCII(bytes) {
            copy(bytes, to: &storage, at: &end, cell: cell)
            return bytes.count
        }
        let (shown, width) = TerminalSanitizer.sanitizeAndMeasure(String(decoding: bytes, as: UTF8.self))
        UTF8Bytes.read(shown) { copy($0, to: &storage, at: &end, cell: cell) }
        return width
    }

    /// Copies bytes shown as they are to `end`, and records where they start.
    private static func copy(
        _ bytes: UnsafeBufferPointer<UInt8>, to storage: inout Storage, at end: inout Int, cell: Int
    ) {
        if end + bytes.count > storage.capacity {
            storage = grown(storage, holding: end, toFit: end + bytes.count)
        }
        storage.withUnsafeMutablePointerToElements { base in
            store(end, at: 2 * cell, in: base)
            if let source = bytes.baseAddress {
                (base + end).update(from: source, count: bytes.count)
            }
        }
        end += bytes.count
    }

    /// A block at least twice the size of `storage`, and big enough for `needed` bytes, holding
    /// its first `count` bytes.
    private static func grown(_ storage: Storage, holding count: Int, toFit needed: Int) -> Storage {
        let larger = Storage.create(minimumCapacity: max(needed, storage.capacity * 2)) { _ in }
        larger.withUnsafeMutablePointerToElements { target in
            storage.withUnsafeMutablePointerToElements { target.update(from: $0, count: count) }
        }
        return larger
    }

    private static func store(_ value: Int, at field: Int, in base: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(base).storeBytes(
            of: UInt32(truncatingIfNeeded: value), toByteOffset: field * fieldSize, as: UInt32.self)
    }

    private static func load(_ field: Int, in block: UnsafeRawPointer) -> Int {
        Int(block.loadUnaligned(fromByteOffset: field * fieldSize, as: UInt32.self))
    }
}
