import Vipera

/// Writes the transcript format: escapes output lines that would read as something else, marks
/// error lines with `! `, and lays out recorded sessions.
package enum TranscriptWriter {
    // MARK: - Constants

    private static let markers: Set<Character> = ["#", ">", "!", "/", "\\"]

    // MARK: - Writing

    /// `line` as a transcript line: error output after `! `, and a `\` before text that starts
    /// like a comment, a command, error output, a pattern or an escape.
    package static func transcriptLine(for line: CapturedLine) -> String {
        switch line.stream {
        case .output:
            return escaped(line.text, markers: markers)
        case .error:
            return line.text.isEmpty ? "!" : "! " + escaped(line.text, markers: ["/", "\\"])
        }
    }

    /// A whole transcript of a recorded session: a header comment with the comments read before
    /// the first command, what the app showed at start, then each command with the comments read
    /// before it and its output, separated by blank lines.
    package static func transcript(startup: [CapturedLine], steps: [RecordedStep]) -> String {
        var lines = [Strings.Transcripts.recordedHeader]
        lines += steps.first?.comments ?? []
        lines += CapturedLine.trimmingTrailingBlanks(startup).map(transcriptLine(for:))
        for (index, step) in steps.enumerated() {
            lines.append("")
            lines += index == 0 ? [] : step.comments
            lines.append("> " + step.command)
            lines += CapturedLine.trimmingTrailingBlanks(step.lines).map(transcriptLine(for:))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Private

    private static func escaped(_ text: String, markers: Set<Character>) -> String {
        guard let first = text.first, markers.contains(first) else { return text }
        return "\\" + text
    }
}
