/// A growable piece of output text that renderables append to.
///
/// Consoles hand renderables their own buffer, so a command's whole output is built in place and
/// written once. The append methods never allocate per call beyond the buffer's own growth.
public struct TextBuffer: Sendable {
    // MARK: - Constants

    private static let spaces = String(repeating: " ", count: 256)

    // MARK: - Properties

    /// The text appended so far.
    public private(set) var text: String

    /// Whether nothing has been appended.
    public var isEmpty: Bool { text.isEmpty }

    // MARK: - Initialization

    /// Creates an empty buffer.
    /// - Parameter capacity: Bytes to reserve up front.
    public init(capacity: Int = 0) {
        text = ""
        text.reserveCapacity(capacity)
    }

    // MARK: - Appending

    /// Appends text as it is. Callers pass only text that is already sanitised.
    public mutating func append(_ string: some StringProtocol) {
        text.append(contentsOf: string)
    }

    /// Appends text wrapped in `style` when `enabled` is true, plain otherwise.
    public mutating func append(_ string: some StringProtocol, style: TextStyle?, enabled: Bool) {
        guard enabled, let style else {
            text.append(contentsOf: string)
            return
        }
        text.append(style.openingSequence)
        text.append(contentsOf: string)
        text.append(TextStyle.resetSequence)
    }

    /// Appends `count` spaces.
    public mutating func appendSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, Self.spaces.utf8.count)
            text.append(contentsOf: Self.spaces.prefix(chunk))
            remaining -= chunk
        }
    }

    /// Appends a line break.
    public mutating func appendNewline() {
        text.append("\n")
    }

    /// Calls `body` with the buffer's UTF-8 bytes, for writing them out.
    public mutating func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try text.withUTF8(body)
    }

    /// The number of UTF-8 bytes in the buffer.
    public var byteCount: Int { text.utf8.count }

    /// Empties the buffer and keeps its storage for reuse.
    public mutating func removeAll() {
        text.removeAll(keepingCapacity: true)
    }
}
