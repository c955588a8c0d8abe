@_spi(Dispatch) package import Vipera

/// How a run of an app compared with a transcript: which blocks differ, and the unified diff of
/// the transcript file against the transcript the run would have recorded.
package struct TranscriptCheck {
    // MARK: - Nested Types

    /// A block of output that differs from the transcript.
    package struct Mismatch: Sendable, Equatable {
        /// The line the block belongs to: its command's, or the first line of the startup output.
        package let location: InputLocation
        /// What differs, such as `the output of 'open 9' differs`.
        package let message: String
    }

    // MARK: - Properties

    /// The transcript checked.
    package let transcript: Transcript
    /// The blocks that differ, in file order.
    package let mismatches: [Mismatch]
    /// The transcript file as the run would have written it.
    package let actualLines: [String]

    /// Whether every block matched.
    package var passed: Bool { mismatches.isEmpty }

    // MARK: - Initialization

    /// Compares what the app wrote at start and for each step (nil for steps that never ran)
    /// with what `transcript` expects. A transcript that starts with a command leaves the output
    /// at start unchecked, so a story can begin where it matters.
    /// - Parameters:
    ///   - transcript: The transcript the run is held against.
    ///   - startup: What the app wrote before its first command.
    ///   - steps: What each of the transcript's commands wrote, in order; nil for one that never ran.
    ///   - faultProblems: Faults of `#@fail` lines that could not be armed or did nothing.
    package init(
        transcript: Transcript, startup: [CapturedLine], steps: [[CapturedLine]?], faultProblems: [Mismatch] = []
    ) {
        self.transcript = transcript
        var mismatches: [Mismatch] = []
        var actual: [String] = []
        var cursor = 0
        for checked in Self.checkedBlocks(of: transcript, startup: startup, steps: steps) {
            let block = checked.block
            actual += transcript.lines[cursor..<block.firstLine]
            let rendered = Self.render(block, against: checked.lines, in: transcript)
            actual += rendered.lines
            cursor = block.firstLine + block.expectations.count
            if !rendered.matches {
                let message =
                    checked.lines == nil ? checked.message + " (" + Strings.Transcripts.notRun + ")" : checked.message
                mismatches.append(
                    Mismatch(location: InputLocation(file: transcript.name, line: checked.line), message: message))
            }
        }
        actual += transcript.lines[min(cursor, transcript.lines.count)...]
        self.mismatches = (mismatches + faultProblems).sorted { $0.location.line < $1.location.line }
        actualLines = actual
    }

    // MARK: - Reporting

    /// The unified diff of the transcript against the run, headed with the file's name.
    package var diff: [String] {
        UnifiedDiff(old: transcript.lines, new: actualLines)
            .lines(oldName: transcript.name, newName: transcript.name + " (actual)")
    }

    // MARK: - Matching

    /// Whether `line` is what `expectation` asks for.
    package static func matches(_ line: CapturedLine, _ expectation: Transcript.Expectation) -> Bool {
        switch expectation {
        case .text(let stream, let text):
            return line.stream == stream && line.text == text
        case .pattern(let stream, _, let regex):
            return line.stream == stream && (try? regex.wholeMatch(in: line.text)) != nil
        }
    }

    // MARK: - Private

    /// One block to compare: what it expects, what the app wrote (nil when it never ran), the
    /// line a difference is reported at, and what to say.
    private struct CheckedBlock {
        let block: Transcript.Block
        let lines: [CapturedLine]?
        let line: Int
        let message: String
    }

    /// The blocks in file order: the startup output when the transcript has any, then each step.
    private static func checkedBlocks(of transcript: Transcript, startup: [CapturedLine], steps: [[CapturedLine]?])
        -> [CheckedBlock]
    {
        var blocks: [CheckedBlock] = []
        if !transcript.startup.expectations.isEmpty {
            blocks.append(
                CheckedBlock(
                    block: transcript.startup, lines: startup, line: transcript.startup.firstLine + 1,
                    message: Strings.Transcripts.startupDiffers))
        }
        for (index, step) in transcript.steps.enumerated() {
            blocks.append(
                CheckedBlock(
                    block: step.expected, lines: index < steps.count ? steps[index] : nil, line: step.lineNumber,
                    message: Strings.Transcripts.commandDiffers(step.command)))
        }
        return blocks
    }

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
