import Foundation

/// The words of a search as the search index compares them: runs of letters and digits, in lower
/// case and without accents. A row matches when every word starts a word of its memo or its
/// counterparty: `coff corn` finds "Coffee Corner", `cafe` finds "Café Zürich".
///
/// The index answers prefixes of two and three characters by walking their own index in list
/// order; a longer prefix would make SQLite gather every match before the first page. So a longer
/// word asks the index for its first three characters, and ``matchFunction`` checks the whole
/// word on the rows that come back, which keeps a page of a million-row ledger a page's work. A
/// one-letter word is left to that check alone.
package struct SearchWords: Hashable, Sendable {
    // MARK: - Constants

    /// The prefix lengths the index keeps (`prefix = '2 3'`).
    private static let indexedPrefixLengths = 2...3

    /// The name of the SQL function that checks a row: `vbank_search_matches(memo, counterparty,
    /// words)`, with the words joined by spaces.
    package static let matchFunctionName = "vbank_search_matches"

    // MARK: - Properties

    /// The words, folded.
    package let words: [String]
    /// The words' bytes, when every word is ASCII.
    private let asciiWords: [[UInt8]]?

    /// Whether the text had no letters or digits at all.
    package var isEmpty: Bool { words.isEmpty }

    /// The words joined by spaces: the third argument of the match function.
    package var joined: String { words.joined(separator: " ") }

    /// Whether the index's answer is exactly the matches, so no row needs the match function.
    package var isAnsweredByIndex: Bool {
        words.allSatisfy { Self.indexedPrefixLengths.contains($0.count) }
    }

    // MARK: - Initialization

    /// The words of `text`.
    package init(_ text: String) {
        words = Self.words(of: text)
        let bytes = words.map { Array($0.utf8) }
        asciiWords = bytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } } ? bytes : nil
    }

    // MARK: - Index Queries

    /// The FTS5 query for the rows of `accountID` that may match, or nil when no word is long
    /// enough for the index to narrow anything.
    package func indexQuery(accountID: Int64) -> String? {
        let terms = words.filter { $0.count >= Self.indexedPrefixLengths.lowerBound }.map { word in
            "words : \"\(word.prefix(Self.indexedPrefixLengths.upperBound))\"*"
        }
        guard !terms.isEmpty else { return nil }
        return (["accountId : \"\(accountID)\""] + terms).joined(separator: " AND ")
    }

    /// Whether every word starts a word of `memo` or `counterparty`. ASCII text, the usual
    /// statement, is checked on its bytes without making a string; other text is folded first.
    package func match(memo: String, counterparty: String) -> Bool {
        if let asciiWords, words.count <= UInt64.bitWidth,
            let found = Self.asciiMatches(asciiWords, in: memo, found: 0),
            let all = Self.asciiMatches(asciiWords, in: counterparty, found: found)
        {
            return all == (words.count == UInt64.bitWidth ? .max : (1 << UInt64(words.count)) - 1)
        }
        let candidates = Self.words(of: memo) + Self.words(of: counterparty)
        return words.allSatisfy { word in candidates.contains { $0.hasPrefix(word) } }
    }

    // MARK: - Private

    /// `found` with a bit set for each word that starts a word of `text`; nil when `text` is not
    /// ASCII.
    private static func asciiMatches(_ words: [[UInt8]], in text: String, found: UInt64) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes -> UInt64? in
            var found = found
            var previousIsWord = false
            for start in bytes.indices {
                let byte = bytes[start]
                guard byte < 0x80 else { return nil }
                let isWord = isASCIIWordByte(byte)
                defer { previousIsWord = isWord }
                guard isWord, !previousIsWord else { continue }
                for (index, word) in words.enumerated() where found & (1 << UInt64(index)) == 0 {
                    if startsWith(word, bytes, at: start) {
                        found |= 1 << UInt64(index)
                    }
                }
            }
            return found
        }
    }

    /// Whether `bytes` from `start` begin with the lower-case `word`, ignoring case.
    private static func startsWith(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard bytes.count - start >= word.count else { return false }
        for (offset, expected) in word.enumerated() {
            let byte = bytes[start + offset]
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            guard lower == expected else { return false }
        }
        return true
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The folded words of `text`: ASCII by bytes, anything else through Unicode's decomposition.
    package static func words(of text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiWords(of: text)
        }
        let folded = text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
            .filter { $0.properties.generalCategory != .nonspacingMark }
        return String(String.UnicodeScalarView(folded))
            .split { !isWordCharacter($0) }
            .map(String.init)
    }

    private static func asciiWords(of text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
            default:
                if !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty {
            words.append(String(decoding: current, as: UTF8.self))
        }
        return words
    }

    /// Letters, digits and private-use characters make words, as for `unicode61`.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber, .privateUse, .nonspacingMark, .spacingMark:
                true
            default:
                false
            }
        }
    }
}
