/// A growable piece of output text that renderables append to.
///
/// Consoles hand renderables their own buffer, so a command's whole output is built in place and
/// written once. The buffer holds UTF-8 bytes in storage of its own: an append is a capacity
/// check and a copy of bytes, with none of a string's character bookkeeping and none of an
/// array's generic append, and never allocates beyond the buffer's own growth. A copy of a
/// buffer shares the bytes until either is appended to.
public struct TextBuffer: Sendable {
    // MARK: - Constants

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    // MARK: - Properties

    private var storage: TextStorage

    /// The text appended so far.
    public var text: String {
        String(decoding: storage.bytes, as: UTF8.self)
    }

    /// Whether nothing has been appended.
    public var isEmpty: Bool { storage.count == 0 }

    /// The number of UTF-8 bytes in the buffer.
    public var byteCount: Int { storage.count }

    // MARK: - Initialization

    /// Creates an empty buffer.
    /// - Parameter capacity: Bytes to reserve up front.
    public init(capacity: Int = 0) {
        storage = capacity > 0 ? TextStorage(capacity: capacity) : .empty
    }

    // MARK: - Appending

    /// Appends text as it is. Callers pass only text that is already sanitised.
    /// - Parameter string: Sanitised text.
    public mutating func append(_ string: some StringProtocol) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
        if copied == nil {
            for byte in string.utf8 {
                append(byte: byte)
            }
        }
    }

    /// Appends text wrapped in `style` when `enabled` is true, plain otherwise.
    /// - Parameters:
    ///   - string: Sanitised text.
    ///   - style: Its colour or emphasis; none when nil.
    ///   - enabled: Whether colour is allowed here.
    public mutating func append(_ string: some StringProtocol, style: TextStyle?, enabled: Bool) {
        guard enabled, let style else {
            append(string)
            return
        }
        append(style.openingSequence)
        append(string)
        append(TextStyle.resetSequence)
    }

    /// Appends UTF-8 bytes as they are. Callers pass only text that is already sanitised.
    /// - Parameter bytes: Sanitised UTF-8.
    @inline(__always)
    package mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        makeRoom(for: bytes.count).initialize(from: source, count: bytes.count)
        storage.count += bytes.count
    }

    /// Appends `count` spaces.
    /// - Parameter count: How many; none when zero or less.
    public mutating func appendSpaces(_ count: Int) {
        append(repeating: Self.space, count: count)
    }

    /// Appends `count` copies of the ASCII character `byte`, such as the dashes of a rule.
    /// - Parameters:
    ///   - byte: An ASCII character.
    ///   - count: How many copies; none when zero or less.
    public mutating func append(repeating byte: UInt8, count: Int) {
        guard count > 0 else { return }
        makeRoom(for: count).initialize(repeating: byte, count: count)
        storage.count += count
    }

    /// Appends a line break.
    public mutating func appendNewline() {
        append(byte: Self.newline)
    }

    /// Calls `body` with the buffer's UTF-8 bytes, for writing them out.
    /// - Parameter body: Reads the bytes; they are valid only while it runs.
    package mutating func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(storage.bytes)
    }

    /// Empties the buffer and keeps its storage for reuse.
    public mutating func removeAll() {
        if isKnownUniquelyReferenced(&storage) {
            storage.count = 0
        } else {
            storage = .empty
        }
    }

    // MARK: - Private

    private mutating func append(byte: UInt8) {
        makeRoom(for: 1).initialize(to: byte)
        storage.count += 1
    }

    /// Where `count` more bytes go: the storage is this buffer's alone, and has room for them.
    /// Inlined: every append of every cell of a table comes through here.
    @inline(__always)
    private mutating func makeRoom(for count: Int) -> UnsafeMutablePointer<UInt8> {
        let needed = storage.count + count
        if !isKnownUniquelyReferenced(&storage) || needed > storage.capacity {
            storage = storage.copy(capacity: max(needed, storage.capacity * 2, TextStorage.minimumCapacity))
        }
        return storage.base + storage.count
    }
}

// MARK: - Text Storage

/// The bytes of a ``TextBuffer``. A buffer writes to its storage only when it holds the only
/// reference, and copies it otherwise, so no two threads ever write the same storage.
private final class TextStorage: @unchecked Sendable {
    // MARK: - Constants

    /// The storage of every empty buffer: a buffer makes its own at its first append.
    static let empty = TextStorage(capacity: 0)
    /// Enough for a short message without growing.
    static let minimumCapacity = 256

    // MARK: - Properties

    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    // Written only by the buffer that holds the one reference (see `makeRoom`): no two
    // accesses can overlap, so the runtime need not check each one.
    @exclusivity(unchecked) var count = 0

    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    // MARK: - Initialization

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity, 1))
    }

    deinit {
        base.deallocate()
    }

    // MARK: - Copying

    /// A storage of `capacity` bytes holding these bytes.
    func copy(capacity: Int) -> TextStorage {
        let copy = TextStorage(capacity: capacity)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }
}
