import Testing

@testable import Vipera

@Suite("Display width")
struct DisplayWidthTests {
    @Test(arguments: [
        ("hello", 5), ("", 0), ("Café", 4), ("e\u{301}", 1), ("東京", 4), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4),
        ("한국어", 6), ("👍", 2), ("👨‍👩‍👧", 2), ("🇩🇪", 2), ("👍🏽", 2), ("☺", 1), ("☺️", 2), ("1️⃣", 2),
        ("a\u{200B}b", 2), ("\u{7}bell", 4), ("$5,432.50", 9),
    ])
    func of_countsTerminalColumns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func truncate_fitsWidthAndEndsInEllipsis() {
        #expect(DisplayWidth.truncate("Everyday", toWidth: 5) == "Ever…")
        #expect(DisplayWidth.truncate("Everyday", toWidth: 8) == "Everyday")
        #expect(DisplayWidth.truncate("Everyday", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("Everyday", toWidth: 0) == "")
    }

    @Test func truncate_withAnotherEllipsis_leavesItOutWhenItDoesNotFit() {
        #expect(DisplayWidth.truncate("Everyday", toWidth: 6, ellipsis: "...") == "Eve...")
        #expect(DisplayWidth.truncate("Everyday", toWidth: 3, ellipsis: "...") == "...")
        #expect(DisplayWidth.truncate("Everyday", toWidth: 2, ellipsis: "...") == "Ev")
    }

    @Test func truncate_neverSplitsAWideCharacterOrCluster() {
        #expect(DisplayWidth.truncate("東京タワー", toWidth: 6) == "東京…")
        #expect(DisplayWidth.truncate("東京タワー", toWidth: 5) == "東京…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == "👨‍👩‍👧…")
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    }

    @Test func truncateStart_keepsTheEnd_andBeginsWithTheEllipsis() {
        #expect(DisplayWidth.truncateStart("scripts/init:2:", toWidth: 8) == "…init:2:")
        #expect(DisplayWidth.truncateStart("init:2:", toWidth: 7) == "init:2:")
        #expect(DisplayWidth.truncateStart("init:2:", toWidth: 1) == "…")
        #expect(DisplayWidth.truncateStart("init:2:", toWidth: 0) == "")
        #expect(DisplayWidth.truncateStart("init:2:", toWidth: 2, ellipsis: "...") == "2:")
    }

    @Test func truncateStart_neverSplitsAWideCharacterOrCluster() {
        #expect(DisplayWidth.truncateStart("東京タワー", toWidth: 6) == "…ワー")
        #expect(DisplayWidth.truncateStart("東京タワー", toWidth: 4) == "…ー")
        #expect(DisplayWidth.truncateStart("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == "…👨‍👩‍👧")
        #expect(DisplayWidth.truncateStart("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "…e\u{301}")
    }

    @Test func of_textOfSimpleScalars_countsAsCharacterByCharacterCounting() {
        // Given every scalar the scalar-by-scalar shortcut accepts, each followed by a letter
        let ranges: [ClosedRange<UInt32>] = [0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(Character(scalar))x"

            // When the text is measured, Then it agrees with counting grapheme clusters one by one
            let byCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
            guard DisplayWidth.of(text) == byCharacter else {
                Issue.record(
                    "U+\(String(value, radix: 16)): \(DisplayWidth.of(text)) columns, \(byCharacter) by character")
                return
            }
        }
    }

    @Test func of_aSimpleScalarFollowedByACombiningMark_countsTheCluster() {
        #expect(DisplayWidth.of("\u{B7}e\u{301}") == 2)
        #expect(DisplayWidth.of("€\u{FE0F}") == 1)
    }
}
