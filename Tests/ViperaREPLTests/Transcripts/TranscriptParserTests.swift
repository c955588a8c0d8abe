import Testing
@_spi(Dispatch) import Vipera

@testable import ViperaREPL

@Suite("Transcript parser")
struct TranscriptParserTests {
    private let parser = TranscriptParser(name: "t.transcript")

    private func texts(_ block: Transcript.Block) -> [String] {
        block.expectations.map { expectation in
            switch expectation {
            case .text(let stream, let text): (stream == .error ? "! " : "") + text
            case .pattern(let stream, let source, _): (stream == .error ? "! " : "") + "/\(source)/"
            }
        }
    }

    @Test func commentsStartupOutputCommandsAndStreams_areTold() throws {
        let transcript = try parser.parse(
            """
            # The list at start, then a failing command.
            Todos
            2 open

            > open 9
            ! error: there is no entry 9
            !
            \\# not a comment
            /[0-9]+ open/

            # Comments between commands are fine.
            > where
            """)

        #expect(texts(transcript.startup) == ["Todos", "2 open"])
        #expect(transcript.startup.firstLine == 1)
        #expect(transcript.steps.map(\.command) == ["open 9", "where"])
        #expect(transcript.steps.map(\.lineNumber) == [5, 12])
        #expect(
            texts(transcript.steps[0].expected) == [
                "! error: there is no entry 9", "! ", "# not a comment", "/[0-9]+ open/",
            ])
        #expect(transcript.steps[1].expected.expectations.isEmpty)
    }

    @Test func blankLinesInsideOutputCount_trailingOnesDoNot() throws {
        let transcript = try parser.parse("> help\nA\n\nB\n\n\n> where\n")

        #expect(texts(transcript.steps[0].expected) == ["A", "", "B"])
    }

    @Test func escapes_keepTheTextAfterTheBackslash() throws {
        let transcript = try parser.parse("> x\n\\> y\n\\! z\n\\/w/\n\\\\v\n! \\/u/\n")

        #expect(texts(transcript.steps[0].expected) == ["> y", "! z", "/w/", "\\v", "! /u/"])
    }

    @Test func aTranscriptWithoutStartupOutput_startsWithItsFirstCommand() throws {
        let transcript = try parser.parse("# only commands\n> help\n")

        #expect(transcript.startup.expectations.isEmpty)
        #expect(transcript.startup.firstLine == 1)
    }

    @Test(arguments: [
        (">help", 1, "a command line starts with '> ' (a space after '>')"),
        ("> ", 1, "a command line needs a command"),
        (">   # note", 1, "a command line needs a command"),
        ("> x\n!oops", 2, "a line of error output starts with '! ' (a space after '!')"),
        ("> x\n/abc", 2, "a line starting with '/' is a pattern and must end with '/'"),
        ("> x\nA\n# note\nB", 4, "output must follow its command; this line comes after a comment"),
    ])
    func ambiguousLines_areRefusedWithTheirLine(text: String, line: Int, message: String) {
        #expect(throws: TranscriptError(file: "t.transcript", line: line, message: message, hint: hint(for: message))) {
            try parser.parse(text)
        }
    }

    @Test func badPatterns_sayWhy() {
        #expect {
            try parser.parse("> x\n/(unclosed/\n")
        } throws: { error in
            let error = error as? TranscriptError
            return error?.location == InputLocation(file: "t.transcript", line: 2)
                && error?.message.hasPrefix("'/(unclosed/' is not a valid regular expression") == true
        }
    }

    @MainActor
    @Test func missingFiles_areReportedWithTheSystemsReason() {
        #expect(
            throws: TranscriptError(unreadable: "/no/such.transcript", reason: "No such file or directory")
        ) {
            try TranscriptParser.read(path: "/no/such.transcript")
        }
    }

    private func hint(for message: String) -> String? {
        message.contains("space after") || message.contains("pattern") ? Strings.Transcripts.escapeHint : nil
    }
}
