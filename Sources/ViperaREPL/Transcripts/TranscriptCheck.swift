public import Vipera

/// How a run of an app compared with a transcript: which blocks differ, and the unified diff of
/// the transcript file against the transcript the run would have recorded.
public struct TranscriptCheck {
    // MARK: - Nested Types

    /// A block of output that differs from the transcript.
    public struct Mismatch: Sendable, Equatable {
        /// The line the block belongs to: its command's, or the first line of the startup output.
        public let location: InputLocation
        /// What differs, such as `the output of 'open 9' differs`.
        public let message: String
    }

    // MARK: - Properties

    /// The transcript checked.
    public let transcript: Transcript
    /// The blocks that differ, in file order.
    public let mismatches: [Mismatch]
    /// The transcript file as the run would have written it.
    public let actualLines: [String]

    /// Whether every block matched.
    public var passed: Bool { mismatches.isEmpty }

    // MARK: - Initialization

    /// Compares what the app wrote at start and for each step (nil for steps that never ran)
    /// with what `transcript` expects. A transcript that starts with a command leaves the output
    /// at start unchecked, so a story can begin where it matters.
    public init(transcript: Transcript, startup: [CapturedLine], steps: [[CapturedLine]?]) {
        self.transcript = transcript
        var mismatches: [Mismatch] = []
        var actual: [String] = []
        var cursor = 0
        let checksStartup = !transcript.startup.expectations.isEmpty
        let startupBlock =
            checksStartup ? [(transcript.startup, Optional(startup), Strings.Transcripts.startupDiffers(), 0)] : []
        let blocks =
            startupBlock
            + transcript.steps.enumerated().map { index, step in
                (
                    step.expected, index < steps.count ? steps[index] : nil,
                    Strings.Transcripts.commandDiffers(step.command), step.lineNumber
                )
            }
        for (block, lines, message, commandLine) in blocks {
            actual += transcript.lines[cursor..<block.firstLine]
            let rendered = Self.render(block, against: lines, in: transcript)
            actual += rendered.lines
            cursor = block.firstLine + block.expectations.count
            if !rendered.matches {
                let line = commandLine > 0 ? commandLine : block.firstLine + 1
                let reason = lines == nil ? message + " (" + Strings.Transcripts.notRun + ")" : message
                mismatches.append(Mismatch(location: InputLocation(file: transcript.name, line: line), message: reason))
            }
        }
        actual += transcript.lines[min(cursor, transcript.lines.count)...]
        self.mismatches = mismatches
        actualLines = actual
    }

    // MARK: - Reporting

    /// The unified diff of the transcript against the run, headed with the file's name.
    public var diff: [String] {
        UnifiedDiff(old: transcript.lines, new: actualLines)
            .lines(oldName: transcript.name, newName: transcript.name + " (actual)")
    }

    // MARK: - Matching

    /// Whether `line` is what `expectation` asks for.
    public static func matches(_ line: CapturedLine, _ expectation: Transcript.Expectation) -> Bool {
        switch expectation {
        case .text(let stream, let text):
            return line.stream == stream && line.text == text
        case .pattern(let stream, _, let regex):
            return line.stream == stream && (try? regex.wholeMatch(in: line.text)) != nil
        }
    }

    // MARK: - Private

    /// The block as the run would have written it: lines that match keep their written form (a
    /// pattern stays a pattern), the others are written from the actual output.
    private static func render(_ block: Transcript.Block, against lines: [CapturedLine]?, in transcript: Transcript)
        -> (lines: [String], matches: Bool)
    {
        guard let lines else { return ([], false) }
        let actual = CapturedLine.trimmingTrailingBlanks(lines)
        var rendered: [String] = []
        var matches = actual.count == block.expectations.count
        for (index, line) in actual.enumerated() {
            if index < block.expectations.count, Self.matches(line, block.expectations[index]) {
                rendered.append(transcript.lines[block.firstLine + index])
            } else {
                rendered.append(TranscriptWriter.transcriptLine(for: line))
                matches = false
            }
        }
        return (rendered, matches)
    }
}
