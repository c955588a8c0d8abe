package import Vipera

/// One line an app wrote, and the stream it went to.
package struct CapturedLine: Sendable, Equatable {
    // MARK: - Properties

    /// The stream the line went to.
    package let stream: ConsoleStream
    /// The line's text, without its newline.
    package let text: String

    /// Whether the line has nothing but spaces.
    package var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }

    // MARK: - Initialization

    /// Creates a line.
    /// - Parameters:
    ///   - stream: The stream the line went to.
    ///   - text: The line's text, without its newline.
    package init(_ stream: ConsoleStream, _ text: String) {
        self.stream = stream
        self.text = text
    }

    /// The lines of captured chunks in the order written; a chunk's last line counts even when it
    /// has no newline.
    package static func lines(of chunks: some Sequence<CapturingConsole.Chunk>) -> [CapturedLine] {
        var lines: [CapturedLine] = []
        var pending: (stream: ConsoleStream, text: String)?
        for chunk in chunks {
            var text = chunk.text
            if let open = pending, open.stream == chunk.stream {
                text = open.text + text
            } else if let open = pending {
                lines.append(CapturedLine(open.stream, open.text))
            }
            pending = nil
            var pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let unfinished = pieces.removeLast()
            lines += pieces.map { CapturedLine(chunk.stream, $0) }
            if !unfinished.isEmpty {
                pending = (chunk.stream, unfinished)
            }
        }
        if let open = pending {
            lines.append(CapturedLine(open.stream, open.text))
        }
        return lines
    }

    /// `lines` without the blank lines at its end.
    package static func trimmingTrailingBlanks(_ lines: [CapturedLine]) -> [CapturedLine] {
        var trimmed = lines
        while trimmed.last?.isBlank == true {
            trimmed.removeLast()
        }
        return trimmed
    }
}
