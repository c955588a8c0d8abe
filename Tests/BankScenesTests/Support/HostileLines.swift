import BankDomain
import Vipera

/// A seeded source of hostile command lines: random bytes, broken quoting, NUL bytes, huge and
/// malformed numbers, very long lines, and known commands with wrong, missing and extra
/// arguments, mutated. The same seed gives the same lines, so a failure can be replayed.
struct HostileLines {
    // MARK: - Constants

    /// Arguments that every parameter kind must refuse or take in its stride.
    static let awkwardArguments = [
        "", "-1", "0", "1.5", "-0.5", "NaN", "nan", "inf", "-inf", "1e400", "1e-400", "99999999999999999999999999",
        "-99999999999999999999999999", "9223372036854775808", "0x1F", "1,000", "1_000", "00007", "'unbalanced",
        "\"also unbalanced", "trailing\\", "\u{0}", "a\u{0}b", "--", "--flag", "-x", "--amount=", "=", "€", "👨‍👩‍👧",
        "\u{202E}evil", "\u{1B}[2J", "\r", "\t", "東京", "e\u{301}", "'quoted words'", "\"\"", "''", "\\ ",
    ]
    private static let megabyte = 1 << 20
    private static let longLineOneIn = 20_000

    // MARK: - Properties

    private var random: SeededGenerator

    // MARK: - Initialization

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    // MARK: - Generating

    /// The next line, for a scene whose command names and global names are `names`.
    mutating func next(knownNames names: [String]) -> String {
        if random.next(upperBound: Self.longLineOneIn) == 0 {
            return longLine(names)
        }
        switch random.next(upperBound: 6) {
        case 0: return randomBytes()
        case 1: return mutated(knownCommand(names))
        default: return knownCommand(names)
        }
    }

    // MARK: - Private

    private mutating func knownCommand(_ names: [String]) -> String {
        var words = [names[random.next(upperBound: names.count)]]
        for _ in 0..<random.next(upperBound: 4) {
            words.append(Self.awkwardArguments[random.next(upperBound: Self.awkwardArguments.count)])
        }
        return words.joined(separator: " ")
    }

    private mutating func randomBytes() -> String {
        let bytes = (0..<random.next(upperBound: 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func mutated(_ line: String) -> String {
        var characters = Array(line)
        guard !characters.isEmpty else { return "\"" }
        let position = random.next(upperBound: characters.count)
        switch random.next(upperBound: 4) {
        case 0: characters.remove(at: position)
        case 1: characters.insert(["'", "\"", "\\", " ", "\u{0}"][random.next(upperBound: 5)], at: position)
        case 2: characters.insert(characters[position], at: position)
        default: characters.swapAt(position, random.next(upperBound: characters.count))
        }
        return String(characters)
    }

    private mutating func longLine(_ names: [String]) -> String {
        names[random.next(upperBound: names.count)] + " " + String(repeating: "x", count: Self.megabyte)
    }
}

extension SeededGenerator {
    /// A number below `bound`, which must be positive: the next number modulo `bound`, so a seed
    /// gives the same sequence as it always has.
    mutating func next(upperBound bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
