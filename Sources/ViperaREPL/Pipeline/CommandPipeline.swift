import Vipera

/// A command line split at its unquoted `|`, `>` and `>>` words: the command, the filters its
/// output goes through, and the file it goes to.
///
/// ```
/// cards | include (?i)frozen | count
/// transactions --limit 50 > recent.txt
/// ```
///
/// A quoted `'|'` or `\|` is text. `>FILE` and `>>FILE` may be written as one word, as in a shell.
/// A pattern is the rest of its stage as typed: `accounts | include \d{4}` keeps its backslash.
struct CommandPipeline {
    // MARK: - Properties

    /// The command: the line up to the first stage, so carets in it line up with the line.
    let command: String
    /// The filters, in order.
    let filters: [OutputFilter]
    /// Where the output goes instead of the screen.
    let redirection: Redirection?

    /// Whether the line is a command alone.
    var isPlain: Bool { filters.isEmpty && redirection == nil }

    // MARK: - Parsing

    /// Splits `line`. A line that does not tokenize is left whole, for the dispatcher to report.
    static func parse(_ line: String) throws(CommandLineError) -> CommandPipeline {
        guard mayHoldStages(line),
            let tokens = try? Tokenizer.tokenize(line),
            let first = tokens.firstIndex(where: isStageStart)
        else { return CommandPipeline(command: line, filters: [], redirection: nil) }
        guard first > 0 else {
            throw CommandLineError(
                .missingArgument, Strings.Pipeline.noCommand(tokens[first].text), span: tokens[first].span)
        }
        var reader = StageReader(tokens: tokens[first...], line: line)
        let (filters, redirection) = try reader.stages()
        let commandEnd = tokens[first - 1].end
        return CommandPipeline(
            command: String(decoding: line.utf8.prefix(commandEnd), as: UTF8.self),
            filters: filters,
            redirection: redirection)
    }

    /// Whether the line holds a `|` or a `>`, read as bytes in place: every line is asked, and
    /// almost none is a pipeline.
    static func mayHoldStages(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            for byte in bytes where byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">") {
                return true
            }
            return false
        }
    }

    /// Whether `token` starts a stage: an unquoted `|`, or an unquoted word starting with `>`.
    static func isStageStart(_ token: Token) -> Bool {
        !token.isQuoted && (token.text == "|" || token.text.hasPrefix(">"))
    }
}

/// Reads the stages of a pipeline, one word at a time.
private struct StageReader {
    var tokens: ArraySlice<Token>
    let line: String

    mutating func stages() throws(CommandLineError) -> ([OutputFilter], Redirection?) {
        var filters: [OutputFilter] = []
        while let marker = tokens.popFirst() {
            if marker.text == "|" {
                filters.append(try filter(after: marker))
            } else {
                let redirection = try redirection(at: marker)
                if let extra = tokens.first {
                    throw CommandLineError(
                        .unexpectedArgument, Strings.Pipeline.afterRedirection, span: extra.offset..<line.utf8.count)
                }
                return (filters, redirection)
            }
            if let extra = tokens.first, !CommandPipeline.isStageStart(extra) {
                throw CommandLineError(
                    .unexpectedArgument, Strings.Pipeline.extraWord(extra.text),
                    hint: Strings.Pipeline.quotePatternHint, span: extra.span)
            }
        }
        return (filters, nil)
    }

    private mutating func filter(after marker: Token) throws(CommandLineError) -> OutputFilter {
        guard let word = tokens.first, !CommandPipeline.isStageStart(word) else {
            throw CommandLineError(
                .missingArgument, Strings.Pipeline.missingFilter, hint: Strings.Pipeline.filtersHint,
                span: marker.end + 1..<marker.end + 1)
        }
        tokens.removeFirst()
        guard let name = OutputFilter.Name.named(word.text) else {
            throw CommandLineError(
                .unknownCommand, Strings.Pipeline.unknownFilter(word.text), hint: Strings.Pipeline.filtersHint,
                span: word.span)
        }
        switch name {
        case .count: return .count
        case .head: return .head(try count(after: word))
        case .include: return .include(try pattern(after: word))
        case .exclude: return .exclude(try pattern(after: word))
        case .begin: return .begin(try pattern(after: word))
        }
    }

    /// The pattern is the rest of the stage as typed, backslashes and spaces included, as network
    /// CLIs read it; a pattern quoted whole is the text inside the quotes.
    private mutating func pattern(after name: Token) throws(CommandLineError) -> LinePattern {
        let first = try argument(after: name, missing: Strings.Pipeline.missingPattern(name.text))
        var last = first
        while let next = tokens.first, !CommandPipeline.isStageStart(next) {
            last = tokens.removeFirst()
        }
        let typed = String(decoding: line.utf8.dropFirst(first.offset).prefix(last.end - first.offset), as: UTF8.self)
        let isQuotedWhole = first.offset == last.offset && (typed.hasPrefix("'") || typed.hasPrefix("\""))
        let word = isQuotedWhole ? first : Token(typed, offset: first.offset, end: last.end)
        do {
            return try LinePattern(word.text)
        } catch {
            throw CommandLineError(
                .invalidValue, error.message, hint: Strings.Filters.patternHint, span: span(of: error.range, in: word))
        }
    }

    private mutating func count(after name: Token) throws(CommandLineError) -> Int {
        let word = try argument(after: name, missing: Strings.Pipeline.missingCount)
        guard let count = Int(word.text), count >= 0 else {
            throw CommandLineError(.invalidValue, Strings.Pipeline.badCount(word.text), span: word.span)
        }
        return count
    }

    private mutating func redirection(at marker: Token) throws(CommandLineError) -> Redirection {
        let isAppend = marker.text.hasPrefix(">>")
        let glued = String(marker.text.dropFirst(isAppend ? 2 : 1))
        let path: String
        let span: Range<Int>
        if !glued.isEmpty {
            (path, span) = (glued, marker.span)
        } else {
            let word = try argument(after: marker, missing: Strings.Pipeline.missingFile(marker.text))
            (path, span) = (word.text, word.span)
        }
        guard !path.isEmpty, !path.hasPrefix(">") else {
            throw CommandLineError(.invalidValue, Strings.Pipeline.missingFile(marker.text), span: marker.span)
        }
        return Redirection(path: path, mode: isAppend ? .append : .replace, pathSpan: span)
    }

    private mutating func argument(after previous: Token, missing: String) throws(CommandLineError) -> Token {
        guard let word = tokens.first, !CommandPipeline.isStageStart(word) else {
            throw CommandLineError(.missingArgument, missing, span: previous.end + 1..<previous.end + 1)
        }
        tokens.removeFirst()
        return word
    }

    /// The UTF-8 span in the line of `range`, characters of the word's text: exact when the word
    /// is written plainly or in single quotes, the whole word otherwise.
    private func span(of range: Range<Int>, in word: Token) -> Range<Int> {
        let written = word.end - word.offset
        let textLength = word.text.utf8.count
        let start: Int
        if !word.isQuoted {
            start = word.offset
        } else if written == textLength + 2 {
            start = word.offset + 1
        } else {
            return word.span
        }
        let scalars = Array(word.text.unicodeScalars)
        let lower = scalars.prefix(range.lowerBound).reduce(0) { $0 + String($1).utf8.count }
        let upper = scalars.prefix(range.upperBound).reduce(0) { $0 + String($1).utf8.count }
        return start + lower..<start + max(upper, lower + 1)
    }
}
