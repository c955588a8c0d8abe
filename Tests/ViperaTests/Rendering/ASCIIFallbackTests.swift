import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

/// Output for a terminal whose locale is not UTF-8: every character in ASCII, in the columns it
/// took, so nothing shows as garbage and tables stay aligned.
@MainActor
@Suite("ASCII fallback")
struct ASCIIFallbackTests {
    @Test(arguments: [
        ("vbank › Home > ", "vbank > Home > "), ("Insights · March", "Insights - March"), ("••••", "****"),
        ("Café Olé", "Cafe Ole"), ("Zürich Straße", "Zurich Strase"), ("✓ done — ok…", "v done - ok."),
        ("████░░", "####--"), ("東京", "????"), ("plain ascii", "plain ascii"),
    ])
    func eachCharacter_isWrittenInASCII_inTheColumnsItTook(text: String, expected: String) {
        let converted = ASCIIFallback.text(text)

        #expect(converted == expected)
        #expect(DisplayWidth.of(converted) == DisplayWidth.of(text))
    }

    @Test func aLetterWrittenWithACombiningAccent_isItsLetter() {
        #expect(ASCIIFallback.text("Cafe\u{0301}") == "Cafe")
    }

    @Test func aConsoleInTheCLocale_writesEverySymbolInASCII() throws {
        // Given a console started in the C locale
        let output = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 40), environment: ["LANG": "C"],
            outputDescriptor: output.writeEnd)

        // When a heading with a middle dot and a hidden balance is written
        console.render(Paragraph("Transactions · Everyday ••••"), to: .output)
        console.flush()

        // Then the bytes are ASCII
        let written = output.readAvailable()
        #expect(written == "Transactions - Everyday ****\n")
    }
}
