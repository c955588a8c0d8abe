/// A growable piece of output text that renderables append to.
///
/// Consoles hand renderables their own buffer, so a command's whole output is built in place and
/// written once. The buffer holds UTF-8 bytes: appending copies bytes, with none of a string's
/// character bookkeeping, and never allocates per call beyond the buffer's own growth.
public struct TextBuffer: Sendable {
    // MARK: - Constants

    private static let newline = UInt8(ascii: "\n")
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    // MARK: - Properties

    private var bytes: [UInt8] = []

    /// The text appended so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether nothing has been appended.
    public var isEmpty: Bool { bytes.isEmpty }

    /// The number of UTF-8 bytes in the buffer.
    public var byteCount: Int { bytes.count }

    // MARK: - Initialization

    /// Creates an empty buffer.
    /// - Parameter capacity: Bytes to reserve up front.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: - Appending

    /// Appends text as it is. Callers pass only text that is already sanitised.
    public mutating func append(_ string: some StringProtocol) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil {
            bytes.append(contentsOf: string.utf8)
        }
    }

    /// Appends text wrapped in `style` when `enabled` is true, plain otherwise.
    public mutating func append(_ string: some StringProtocol, style: TextStyle?, enabled: Bool) {
        guard enabled, let style else {
            append(string)
            return
        }
        append(style.openingSequence)
        append(string)
        append(TextStyle.resetSequence)
    }

    /// Appends `count` spaces.
    public mutating func appendSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { spaces in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[0..<chunk]))
            }
            remaining -= chunk
        }
    }

    /// Appends `count` copies of the ASCII character `byte`, such as the dashes of a rule.
    public mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        bytes.reserveCapacity(bytes.count + count)
        for _ in 0..<count {
            bytes.append(byte)
        }
    }

    /// Appends a line break.
    public mutating func appendNewline() {
        bytes.append(Self.newline)
    }

    /// Calls `body` with the buffer's UTF-8 bytes, for writing them out.
    public mutating func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// Empties the buffer and keeps its storage for reuse.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
