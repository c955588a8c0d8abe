import Vipera

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the transcript format (see `Transcript`), refusing lines that could be read two ways.
package struct TranscriptParser: Sendable {
    // MARK: - Nested Types

    /// Where the parser is: before the startup output, in a block of output, or after a comment
    /// that ended a block.
    private enum Position {
        case header
        case block(start: Int, command: (text: String, lineNumber: Int, directives: Directives)?)
        case betweenBlocks
    }

    /// What `#@` lines before a command arm for it.
    private struct Directives {
        var faults: [TranscriptFault] = []
        var notices: [String] = []

        var isEmpty: Bool { faults.isEmpty && notices.isEmpty }
    }

    // MARK: - Properties

    /// The file's name, for messages.
    package let name: String

    // MARK: - Initialization

    /// Creates a parser for the file `name`.
    /// - Parameter name: The file's name, for messages.
    package init(name: String) {
        self.name = name
    }

    // MARK: - Parsing

    /// Reads the transcript at `path`, line by line as a script is read.
    @MainActor
    package static func read(path: String) throws(TranscriptError) -> Transcript {
        let reader: StreamLineReader
        do {
            reader = try StreamLineReader.open(path: path)
        } catch {
            throw TranscriptError(unreadable: path, reason: Self.reason(error))
        }
        var lines: [String] = []
        while true {
            switch reader.nextLine(prompt: Prompt(text: "", colorEnabled: false)) {
            case .line(let line):
                lines.append(line)
            case .invalidEncoding:
                throw TranscriptError(
                    file: path, line: reader.lineNumber, message: Strings.Scripts.invalidEncoding,
                    hint: Strings.Scripts.invalidEncodingHint)
            case .interrupted:
                continue
            case .endOfInput:
                return try TranscriptParser(name: path).parse(lines: lines)
            }
        }
    }

    /// Reads `text`, a whole transcript.
    /// - Parameter text: The transcript's text.
    /// - Throws: `TranscriptError` naming the first line that is not a transcript's.
    package func parse(_ text: String) throws(TranscriptError) -> Transcript {
        try parse(lines: Self.splitLines(text))
    }

    /// Reads a whole transcript given as its lines, without their newlines.
    /// - Parameter lines: The transcript's lines.
    /// - Throws: `TranscriptError` naming the first line that is not a transcript's.
    package func parse(lines: [String]) throws(TranscriptError) -> Transcript {
        var position = Position.header
        var startup: Transcript.Block?
        var steps: [Transcript.Step] = []
        var directives = Directives()

        func close(_ position: Position, before end: Int) throws(TranscriptError) {
            guard case .block(let start, let command) = position else { return }
            let block = try makeBlock(lines, from: start, to: end)
            if let command {
                var step = Transcript.Step(command: command.text, lineNumber: command.lineNumber, expected: block)
                step.faults = command.directives.faults
                step.notices = command.directives.notices
                steps.append(step)
            } else {
                startup = block
            }
        }

        for (index, line) in lines.enumerated() {
            if line.hasPrefix(">") {
                try close(position, before: index)
                if startup == nil {
                    startup = Transcript.Block(firstLine: index, expectations: [])
                }
                position = .block(
                    start: index + 1, command: (try command(in: line, at: index), index + 1, directives))
                directives = Directives()
            } else if line.hasPrefix(Self.faultDirective) {
                try close(position, before: index)
                if case .header = position {} else { position = .betweenBlocks }
                directives.faults.append(try fault(in: line, at: index))
            } else if line.hasPrefix(Self.noticeDirective) {
                try close(position, before: index)
                if case .header = position {} else { position = .betweenBlocks }
                directives.notices.append(try notice(in: line, at: index))
            } else if line.hasPrefix("#") {
                try close(position, before: index)
                if case .header = position {} else { position = .betweenBlocks }
            } else if line.trimmingBlanks().isEmpty {
                continue
            } else {
                switch position {
                case .header: position = .block(start: index, command: nil)
                case .block: break
                case .betweenBlocks: throw error(at: index, Strings.Transcripts.outputAfterComment)
                }
            }
        }
        try close(position, before: lines.count)
        if !directives.isEmpty {
            throw error(at: lines.count - 1, Strings.Transcripts.faultWithoutCommand)
        }
        let start = startup ?? Transcript.Block(firstLine: lines.count, expectations: [])
        return Transcript(name: name, lines: lines, startup: start, steps: steps)
    }

    // MARK: - Private

    /// Starts a line that arms a fault for the next command: `#@fail OPERATION ERROR`.
    static let faultDirective = "#@fail"

    private func fault(in line: String, at index: Int) throws(TranscriptError) -> TranscriptFault {
        let words = line.dropFirst(Self.faultDirective.count).split(separator: " ")
        guard line.dropFirst(Self.faultDirective.count).first == " ", words.count == 2 else {
            throw error(at: index, Strings.Transcripts.malformedFault)
        }
        return TranscriptFault(operation: String(words[0]), error: String(words[1]))
    }

    /// Starts a line that posts a notice before the next command: `#@notice TEXT`.
    static let noticeDirective = "#@notice"

    private func notice(in line: String, at index: Int) throws(TranscriptError) -> String {
        let text = line.dropFirst(Self.noticeDirective.count)
        guard text.first == " ", !text.trimmingBlanks().isEmpty else {
            throw error(at: index, Strings.Transcripts.malformedNotice)
        }
        return String(text.dropFirst())
    }

    private static func reason(_ error: ScriptError) -> String {
        if case .cannotOpen(_, let reason) = error {
            return reason
        }
        return error.errorDescription ?? String(describing: error)
    }

    private static func splitLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }

    private func command(in line: String, at index: Int) throws(TranscriptError) -> String {
        guard line.hasPrefix("> ") else {
            throw error(at: index, Strings.Transcripts.commandNeedsSpace, hint: Strings.Transcripts.escapeHint)
        }
        let command = String(line.dropFirst(2))
        let words = command.trimmingBlanks()
        guard !words.isEmpty, !words.hasPrefix("#") else {
            throw error(at: index, Strings.Transcripts.emptyCommand)
        }
        return command
    }

    /// The block of the lines from `start` up to `end`, without its trailing blank lines.
    private func makeBlock(_ lines: [String], from start: Int, to end: Int) throws(TranscriptError) -> Transcript.Block
    {
        var last = end
        while last > start, lines[last - 1].trimmingBlanks().isEmpty {
            last -= 1
        }
        var expectations: [Transcript.Expectation] = []
        for index in start..<last {
            expectations.append(try expectation(lines[index], at: index))
        }
        return Transcript.Block(firstLine: start, expectations: expectations)
    }

    private func expectation(_ line: String, at index: Int) throws(TranscriptError) -> Transcript.Expectation {
        if line == "!" {
            return .text(.error, "")
        }
        if line.hasPrefix("! ") {
            return try content(String(line.dropFirst(2)), stream: .error, at: index)
        }
        if line.hasPrefix("!") {
            throw error(at: index, Strings.Transcripts.errorNeedsSpace, hint: Strings.Transcripts.escapeHint)
        }
        return try content(line, stream: .output, at: index)
    }

    private func content(_ text: String, stream: ConsoleStream, at index: Int) throws(TranscriptError)
        -> Transcript.Expectation
    {
        if text.hasPrefix("\\") {
            return .text(stream, String(text.dropFirst()))
        }
        guard text.hasPrefix("/") else { return .text(stream, text) }
        guard text.count >= 2, text.hasSuffix("/") else {
            throw error(at: index, Strings.Transcripts.unclosedPattern, hint: Strings.Transcripts.escapeHint)
        }
        let source = String(text.dropFirst().dropLast())
        do {
            return .pattern(stream, source: source, try Regex(source))
        } catch {
            throw self.error(at: index, Strings.Transcripts.badPattern(source, "\(error)"))
        }
    }

    private func error(at index: Int, _ message: String, hint: String? = nil) -> TranscriptError {
        TranscriptError(file: name, line: index + 1, message: message, hint: hint)
    }
}
