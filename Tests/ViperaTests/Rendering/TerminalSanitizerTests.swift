import Testing

@testable import Vipera

@Suite("Terminal sanitiser")
struct TerminalSanitizerTests {
    @Test(arguments: [
        ("clear\u{1B}[2Jscreen", "clearscreen"),
        ("red\u{1B}[31;1mtext\u{1B}[0m", "redtext"),
        ("title\u{1B}]0;pwned\u{07}end", "titleend"),
        ("link\u{1B}]8;;http://x\u{1B}\\here", "linkhere"),
        ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\done", "dcsdone"),
        ("charset\u{1B}(Bok", "charsetok"),
        ("keypad\u{1B}=ok", "keypadok"),
        ("c1\u{9B}2Jcsi", "c1csi"),
        ("c1osc\u{9D}0;x\u{9C}ok", "c1oscok"),
        ("over\rwrite", "over write"),
        ("crlf\r\nline", "crlf line"),
        ("tab\there", "tab here"),
        ("bell\u{07}", "bell"),
        ("nul\u{0}byte", "nulbyte"),
        ("del\u{7F}ete", "delete"),
        ("\u{202E}evil\u{202C}txt", "eviltxt"),
        ("iso\u{2066}late\u{2069}", "isolate"),
        ("mark\u{200F}s\u{200E}", "marks"),
        ("unterminated\u{1B}]0;rest", "unterminated"),
        ("lone escape\u{1B}", "lone escape"),
        ("Café 東京 👨‍👩‍👧", "Café 東京 👨‍👩‍👧"),
    ])
    func sanitize_removesControlsAndEscapes(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    @Test func needsSanitizing_isFalseForPrintableText() {
        #expect(!TerminalSanitizer.needsSanitizing("Plain ASCII text, 100%"))
        #expect(!TerminalSanitizer.needsSanitizing("Café 東京"))
        #expect(TerminalSanitizer.needsSanitizing("x\u{1B}"))
        #expect(TerminalSanitizer.needsSanitizing("x\u{202E}"))
    }

    @Test(arguments: [
        "Everyday", "", "a\u{1B}[2Jb", "tab\there", "Café 東京", "\u{202E}evil", "bell\u{7}", "~DEL\u{7F}",
        "👨‍👩‍👧 family",
    ])
    func sanitizeAndMeasure_agreesWithSanitisingThenMeasuring(text: String) {
        let shown = TerminalSanitizer.sanitize(text)

        let (measuredText, width) = TerminalSanitizer.sanitizeAndMeasure(text)

        #expect(measuredText == shown)
        #expect(width == DisplayWidth.of(shown))
    }
}
