import Synchronization

/// The key a confirmed change carries to the store: the same key again returns the first outcome
/// and changes nothing, so a change whose answer was lost can be asked after, or sent again,
/// without moving money twice (the idempotency keys of payment APIs).
///
/// A key is 20 characters of lowercase base 32 (100 random bits), which search and the
/// transaction's detail show as they are: a person types it back to find what it did.
///
/// ```swift
/// let keys = RequestKeys.random()
/// let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Rent", date: now, key: keys.next())
/// ```
public struct RequestKey: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Constants

    /// The letters a key is written in: digits and lowercase letters, without those read alike
    /// (i, l, o, u), as Crockford's base 32.
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
    /// How many characters a key has.
    public static let length = 20

    // MARK: - Properties

    /// The key as it is stored and shown.
    public let text: String

    /// The key as it is stored and shown.
    public var description: String { text }

    // MARK: - Initialization

    /// The key `text`, when it is one: ``length`` characters of the alphabet, in either case,
    /// with a digit and a letter among them. Twenty digits are a bank's reference, which a search
    /// looks for in memos, not a key; nor are twenty letters a key.
    public init?(_ text: String) {
        let lowered = text.lowercased()
        guard lowered.count == Self.length, lowered.allSatisfy({ Self.alphabet.contains($0) }),
            lowered.contains(where: \.isNumber), lowered.contains(where: \.isLetter)
        else { return nil }
        self.text = lowered
    }

    /// A key drawn from `generator`.
    public static func drawn(using generator: inout some RandomNumberGenerator) -> RequestKey {
        // Two draws give the key's 100 bits, five a character: the system's generator asks the
        // kernel once a draw, and a transfer should not pay twenty calls for its key. A draw
        // without a digit or without a letter (one in about 1,800) is drawn again.
        while true {
            let words: [UInt64] = [generator.next(), generator.next()]
            let perWord = 64 / 5
            let characters = (0..<length).map { index in
                let bits = words[index / perWord] >> UInt64(index % perWord * 5)
                return alphabet[Int(bits & 0b11111)]
            }
            if let key = RequestKey(String(characters)) {
                return key
            }
        }
    }

    /// A key from the system's randomness.
    public static func random() -> RequestKey {
        var system = SystemRandomNumberGenerator()
        return drawn(using: &system)
    }
}

/// Where a session's keys come from: the system's randomness, or a seeded sequence where a run
/// must read the same every time (a transcript, whose clock is stopped too). Shared by every
/// flow of the session, so a seeded sequence never gives a key twice.
public final class RequestKeys: Sendable {
    // MARK: - Properties

    private let seeded: Mutex<SeededGenerator?>

    // MARK: - Initialization

    private init(seeded: SeededGenerator?) {
        self.seeded = Mutex(seeded)
    }

    /// Keys from the system's randomness.
    public static func random() -> RequestKeys {
        RequestKeys(seeded: nil)
    }

    /// The keys of a transcript, which runs on a fresh bank of its own: the same every run, so a
    /// transcript can show a key and search for it. Never for a bank that outlives the run, where
    /// a key given again would be refused.
    public static func transcript() -> RequestKeys {
        seeded(2026_01_15)
    }

    /// The same keys, in the same order, for the same `seed`.
    public static func seeded(_ seed: UInt64) -> RequestKeys {
        RequestKeys(seeded: SeededGenerator(seed: seed))
    }

    // MARK: - Drawing

    /// The next key.
    public func next() -> RequestKey {
        seeded.withLock { generator in
            guard var drawing = generator else { return .random() }
            defer { generator = drawing }
            return RequestKey.drawn(using: &drawing)
        }
    }
}
