/// One stage after `|` on a command line, applied to the lines a command wrote to standard output.
enum OutputFilter {
    /// Keeps the lines that match.
    case include(LinePattern)
    /// Drops the lines that match.
    case exclude(LinePattern)
    /// Drops the lines before the first that matches.
    case begin(LinePattern)
    /// Replaces the lines with how many there were.
    case count
    /// Keeps the first N lines.
    case head(Int)

    // MARK: - Nested Types

    /// The filters' names, in the order help lists them.
    enum Name: String, CaseIterable {
        case include, exclude, begin, count, head

        /// The filters whose names start with `typed`, in any case.
        static func starting(with typed: String) -> [Name] {
            allCases.filter { $0.rawValue.hasPrefix(typed.lowercased()) }
        }

        /// The one filter `word` names or starts; nil when it names none or several.
        static func named(_ word: String) -> Name? {
            let matches = starting(with: word)
            return matches.count == 1 && !word.isEmpty ? matches.first : nil
        }

        /// Whether the filter reads a pattern after its name.
        var takesPattern: Bool {
            switch self {
            case .include, .exclude, .begin: true
            case .count, .head: false
            }
        }
    }

    /// Whether the stage is `count`, whose one line stands for the lines before it.
    var counts: Bool {
        if case .count = self { true } else { false }
    }

    // MARK: - Filtering

    /// What the filter leaves of `lines`; `countLine` writes the line that `count` leaves.
    func apply(to lines: [String], countLine: (Int) -> String) -> [String] {
        switch self {
        case .include(let pattern): lines.filter(pattern.matches)
        case .exclude(let pattern): lines.filter { !pattern.matches($0) }
        case .begin(let pattern): Array(lines.drop { !pattern.matches($0) })
        case .count: [countLine(lines.count)]
        case .head(let count): Array(lines.prefix(count))
        }
    }
}

/// Where `>` or `>>` sends a command's output.
struct Redirection: Equatable {
    /// Whether the file is replaced or added to.
    enum Mode: Equatable {
        /// `>`: the file is replaced, all at once.
        case replace
        /// `>>`: lines are added at its end.
        case append
    }

    /// The file's path as typed.
    let path: String
    /// Replace or append.
    let mode: Mode
    /// Where the path is in the line, as UTF-8 offsets, for an error's caret.
    let pathSpan: Range<Int>
}
