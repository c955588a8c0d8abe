import Vipera

/// Offers filters and redirection after a command's words, for Tab and `?`.
@MainActor
final class PipelineGuide: CommandTail {
    // MARK: - CommandTail

    var followers: [NextWord] {
        [
            NextWord("| FILTER", Strings.Guide.filterFollower),
            NextWord("> FILE", Strings.Guide.redirectFollower),
        ]
    }

    func nextWords(after linePrefix: String) -> NextWords? {
        guard let stage = Stage(linePrefix) else { return nil }
        switch stage {
        case .filterName(let typed):
            return .words(OutputFilter.Name.starting(with: typed).map(\.guide))
        case .filterArgument(let name):
            let argument =
                name.takesPattern ? NextWord("REGEX", Strings.Guide.pattern) : NextWord("N", Strings.Guide.lines)
            return .words([argument])
        case .afterFilter:
            return .words(followers + [NextWord("<Enter>", Strings.Guide.run)])
        case .file:
            return .words([NextWord("FILE", Strings.Guide.file)])
        case .afterFile:
            return .words([NextWord("<Enter>", Strings.Guide.run)])
        case .unknownFilter:
            return .words([])
        case .typingText, .fileName:
            // A '?' in a pattern (`(?i)`, `colou?r`) or a file name is part of it.
            return .literal
        }
    }

    func completions(for linePrefix: String) -> Completion? {
        guard let stage = Stage(linePrefix) else { return nil }
        switch stage {
        case .filterName(let typed):
            return Completion(typedWord: typed, candidates: OutputFilter.Name.starting(with: typed).map(\.rawValue))
        case .file:
            return Completion(typedWord: "", candidates: files.candidates(completing: ""))
        case .fileName(let typedWord, let typedText):
            return Completion(
                typedWord: typedWord, typedText: typedText, candidates: files.candidates(completing: typedText))
        default:
            return Completion(typedWord: "", candidates: [])
        }
    }

    // MARK: - Properties

    private let files: FileNameCompletion

    // MARK: - Initialization

    /// Creates the guide; redirection targets complete from `files`.
    init(files: FileNameCompletion = FileNameCompletion()) {
        self.files = files
    }
}

/// Where in a filter or redirection a partly typed line ends.
private enum Stage {
    case filterName(typed: String)
    case filterArgument(OutputFilter.Name)
    case afterFilter
    case file
    case afterFile
    case unknownFilter
    /// In the middle of a pattern or count.
    case typingText
    /// In the middle of the file output goes to: the word as typed, and as read.
    case fileName(typedWord: String, typedText: String)

    /// Nil when `linePrefix` is still in the command's words, or cannot be read.
    init?(_ linePrefix: String) {
        guard let tokens = try? Tokenizer.tokenize(linePrefix),
            let markerIndex = tokens.lastIndex(where: CommandPipeline.isStageStart), markerIndex > 0
        else { return nil }
        let marker = tokens[markerIndex]
        let endsBetweenWords = linePrefix.last == " " || linePrefix.last == "\t"
        let finished = Array(tokens[(markerIndex + 1)...].dropLast(endsBetweenWords ? 0 : 1))
        let typed = endsBetweenWords ? "" : (tokens.last?.text ?? "")
        guard marker.text == "|" else {
            let arrow = marker.text.hasPrefix(">>") ? 2 : 1
            let gluedFile = marker.text.count > arrow
            if !endsBetweenWords, markerIndex == tokens.count - 1 {
                let typed = String(decoding: linePrefix.utf8.dropFirst(marker.offset + arrow), as: UTF8.self)
                self = .fileName(typedWord: typed, typedText: String(marker.text.dropFirst(arrow)))
            } else if !endsBetweenWords, finished.isEmpty, let last = tokens.last {
                let typed = String(decoding: linePrefix.utf8.dropFirst(last.offset), as: UTF8.self)
                self = .fileName(typedWord: typed, typedText: last.text)
            } else {
                self = gluedFile || !finished.isEmpty ? .afterFile : .file
            }
            return
        }
        if markerIndex == tokens.count - 1, !endsBetweenWords {
            return nil
        }
        guard let nameWord = finished.first else {
            self = .filterName(typed: typed.lowercased())
            return
        }
        guard let name = OutputFilter.Name.named(nameWord.text) else {
            self = .unknownFilter
            return
        }
        let needsArgument = name != .count
        if needsArgument, finished.count == 1 {
            self = endsBetweenWords ? .filterArgument(name) : .typingText
        } else {
            self = .afterFilter
        }
    }
}

extension OutputFilter.Name {
    /// How `?` lists the filter.
    fileprivate var guide: NextWord {
        switch self {
        case .include: NextWord("include REGEX", Strings.Guide.include)
        case .exclude: NextWord("exclude REGEX", Strings.Guide.exclude)
        case .begin: NextWord("begin REGEX", Strings.Guide.begin)
        case .count: NextWord("count", Strings.Guide.count)
        case .head: NextWord("head N", Strings.Guide.head)
        }
    }
}
