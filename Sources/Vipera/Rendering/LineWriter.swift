/// Writes one output line piece by piece, holding back spaces until text follows them (so lines
/// never end in padding) and cutting the line when it would pass the width: a piece that starts
/// inside the width ends in an ellipsis, pieces beyond it are dropped.
struct LineWriter {
    // MARK: - Properties

    private let limit: Int
    private let colorEnabled: Bool
    private var column = 0
    private var pendingSpaces = 0
    private var isClipped = false

    // MARK: - Initialization

    init(context: RenderContext) {
        limit = context.width
        colorEnabled = context.colorEnabled
    }

    // MARK: - Writing

    /// Adds blank columns before the next piece of text.
    mutating func pad(_ count: Int) {
        pendingSpaces += max(count, 0)
    }

    /// Adds sanitised `text`, which is `width` columns wide.
    mutating func write(_ text: String, width: Int, style: TextStyle? = nil, into buffer: inout TextBuffer) {
        guard !isClipped, width > 0 else { return }
        guard place(width, into: &buffer) else {
            clip(text, style: style, into: &buffer)
            return
        }
        buffer.append(text, style: style, enabled: colorEnabled)
    }

    /// Adds sanitised UTF-8 `bytes`, which are `width` columns wide: a cell laid out once.
    mutating func write(bytes: UnsafeBufferPointer<UInt8>, width: Int, into buffer: inout TextBuffer) {
        guard !isClipped, width > 0 else { return }
        guard place(width, into: &buffer) else {
            clip(String(decoding: bytes, as: UTF8.self), style: nil, into: &buffer)
            return
        }
        buffer.append(bytes: bytes)
    }

    /// Adds a rule of `width` dashes, as under a table's header.
    mutating func writeRule(width: Int, into buffer: inout TextBuffer) {
        guard !isClipped, width > 0 else { return }
        guard place(width, into: &buffer) else {
            clip(String(repeating: "-", count: width), style: nil, into: &buffer)
            return
        }
        buffer.append(repeating: UInt8(ascii: "-"), count: width)
    }

    /// Ends the line and makes the writer ready for the next one.
    mutating func endLine(into buffer: inout TextBuffer) {
        buffer.appendNewline()
        column = 0
        pendingSpaces = 0
        isClipped = false
    }

    // MARK: - Private

    /// Writes the spaces held back and moves past `width` columns, when they fit on the line;
    /// otherwise writes nothing and says so.
    private mutating func place(_ width: Int, into buffer: inout TextBuffer) -> Bool {
        let start = column + pendingSpaces
        guard start + width <= limit else { return false }
        buffer.appendSpaces(pendingSpaces)
        column = start + width
        pendingSpaces = 0
        return true
    }

    private mutating func clip(_ text: String, style: TextStyle?, into buffer: inout TextBuffer) {
        isClipped = true
        let room = limit - column - pendingSpaces
        if room >= 1 {
            buffer.appendSpaces(pendingSpaces)
            buffer.append(DisplayWidth.truncate(text, toWidth: room), style: style, enabled: colorEnabled)
        }
        column = limit
        pendingSpaces = 0
    }
}
