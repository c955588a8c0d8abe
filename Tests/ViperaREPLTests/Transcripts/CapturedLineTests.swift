import Testing
import Vipera

@testable import ViperaREPL

@Suite("Captured lines and the transcript writer")
struct CapturedLineTests {
    @Test func chunks_becomeLinesInTheOrderWritten_joiningUnfinishedLinesOfAStream() {
        let chunks = [
            CapturingConsole.Chunk(stream: .output, text: "Accounts\n\n#  Name"),
            CapturingConsole.Chunk(stream: .output, text: "  Type\n"),
            CapturingConsole.Chunk(stream: .error, text: "error: no\n  hint\n"),
            CapturingConsole.Chunk(stream: .output, text: "tail"),
        ]

        #expect(
            CapturedLine.lines(of: chunks) == [
                CapturedLine(.output, "Accounts"), CapturedLine(.output, ""), CapturedLine(.output, "#  Name  Type"),
                CapturedLine(.error, "error: no"), CapturedLine(.error, "  hint"), CapturedLine(.output, "tail"),
            ])
    }

    @Test(arguments: [
        (CapturedLine(.output, "#  Name"), "\\#  Name"),
        (CapturedLine(.output, "> quoted"), "\\> quoted"),
        (CapturedLine(.output, "!important"), "\\!important"),
        (CapturedLine(.output, "/path/"), "\\/path/"),
        (CapturedLine(.output, "\\back"), "\\\\back"),
        (CapturedLine(.output, "plain # text"), "plain # text"),
        (CapturedLine(.error, "error: bad"), "! error: bad"),
        (CapturedLine(.error, "/x/"), "! \\/x/"),
        (CapturedLine(.error, "# not escaped after the marker"), "! # not escaped after the marker"),
        (CapturedLine(.error, ""), "!"),
    ])
    func linesThatWouldReadAsSomethingElse_areEscaped(line: CapturedLine, written: String) throws {
        #expect(TranscriptWriter.transcriptLine(for: line) == written)
        let parsed = try TranscriptParser(name: "t").parse("> x\n" + written + "\nend")
        #expect(TranscriptCheck.matches(line, try #require(parsed.steps.first?.expected.expectations.first)))
    }

    @Test func recordedTranscripts_headWithTheFirstComments_separateCommands_andDropTrailingBlankLines() {
        let text = TranscriptWriter.transcript(
            startup: [CapturedLine(.output, "Todos"), CapturedLine(.output, "")],
            steps: [
                RecordedStep(
                    comments: ["# Opening and finding."], command: "open 9",
                    lines: [CapturedLine(.error, "error: no entry 9")]),
                RecordedStep(
                    comments: ["# Where are we?"], command: "where", lines: [CapturedLine(.output, "#0  Todos")]),
            ]
        )

        #expect(
            text == """
                \(Strings.Transcripts.recordedHeader)
                # Opening and finding.
                Todos

                > open 9
                ! error: no entry 9

                # Where are we?
                > where
                \\#0  Todos

                """)
    }
}
