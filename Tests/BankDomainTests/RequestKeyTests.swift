import BankDomain
import Testing

@Suite("Request keys")
struct RequestKeyTests {
    @Test func aDrawnKey_isTwentyLettersOfTheAlphabet_andReadsBackAsItself() {
        // Given many keys from the system's randomness
        let keys = (0..<2_000).map { _ in RequestKey.random() }

        // Then each is twenty characters that read back as the same key, typed in either case
        for key in keys {
            #expect(key.text.count == RequestKey.length)
            #expect(RequestKey(key.text) == key && RequestKey(key.text.uppercased()) == key)
            #expect(key.text.contains(where: \.isNumber) && key.text.contains(where: \.isLetter))
        }
        // And every position takes every one of the 32 letters: the bits are all used
        for position in 0..<RequestKey.length {
            let letters = Set(keys.map { Array($0.text)[position] })
            #expect(letters.count == 32, "position \(position): \(letters.count) letters")
        }
        #expect(Set(keys).count == keys.count)
    }

    @Test func theSameSeed_givesTheSameKeys_andAnotherSeedOthers() {
        // Given two sequences of one seed, and one of another
        let first = RequestKeys.seeded(7)
        let again = RequestKeys.seeded(7)
        let other = RequestKeys.seeded(8)

        // When each gives ten keys
        let (a, b, c) = (
            (0..<10).map { _ in first.next() }, (0..<10).map { _ in again.next() }, (0..<10).map { _ in other.next() }
        )

        // Then the same seed repeats its keys, never one twice, and another seed shares none
        #expect(a == b)
        #expect(Set(a).count == 10)
        #expect(Set(a).isDisjoint(with: c))
    }

    @Test(arguments: [
        "", "4k9x", "4k9xq2m7v8d3h6j1n5p0x", "4k9xq2m7v8d3h6j1n5pi", "4k9xq2m7v8d3h6j1n5p-",
        // A bank's reference of twenty digits, and a word of twenty letters, are looked for in memos
        "12345678901234567890", "abcdefghjkmnpqrstvwx",
    ])
    func textThatIsNotAKey_isNone(text: String) {
        #expect(RequestKey(text) == nil)
    }
}
