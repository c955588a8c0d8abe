package import BankDomain
import Foundation

/// Reads an hledger CSV rules file into ``StatementRules``: the part of hledger's syntax that maps
/// to vbank, in the same words, and what vbank has no use for as notes. A word hledger does not
/// know is refused at its line and column, as hledger refuses it.
package struct StatementRulesParser {
    // MARK: - Constants

    /// hledger's fields vbank reads.
    package static let usedFields: Set = [
        "date", "description", "amount", "amount-in", "amount-out", "balance", "account1", "account2", "currency",
        "category",
    ]
    /// hledger's fields vbank passes over, with a note.
    package static let passedFields: Set = [
        "date2", "status", "code", "comment", "comment1", "comment2", "account3", "account4", "amount1", "amount2",
        "amount1-in", "amount1-out", "amount2-in", "amount2-out", "balance1", "balance2", "currency1", "currency2",
    ]
    /// hledger's directives vbank passes over, with a note.
    package static let passedDirectives: Set = ["intra-day-reversed", "timezone", "balance-type"]
    /// How deep `include` may go: deeper is a loop.
    package static let maximumIncludeDepth = 8

    // MARK: - Properties

    private let path: String
    /// The text of a rules file `include` names, by its path as written, relative to this one.
    private let read: (String) throws(StatementError) -> (path: String, text: String)
    private let depth: Int
    private var rules: StatementRules
    private var condition: StatementRules.Condition?
    /// Whether the block's matchers are done and its assignments began.
    private var conditionHasBody = false

    // MARK: - Initialization

    private init(
        path: String, rules: StatementRules, depth: Int,
        read: @escaping (String) throws(StatementError) -> (path: String, text: String)
    ) {
        self.path = path
        self.rules = rules
        self.depth = depth
        self.read = read
    }

    // MARK: - Parsing

    /// The rules `text`, the file at `path`, says; `read` gives the files it includes.
    /// - Throws: ``StatementError/badRules(path:line:column:reason:)`` at the first line vbank
    ///   cannot read, in this file or one it includes.
    package static func parse(
        _ text: String, path: String,
        read: @escaping (String) throws(StatementError) -> (path: String, text: String)
    ) throws(StatementError) -> StatementRules {
        var rules = try parse(text, path: path, into: StatementRules(), depth: 0, read: read)
        let names = Set(rules.fieldNames)
        rules.notes += rules.interpolated.filter { Int($0.text) == nil && !names.contains($0.text) }.map { name in
            StatementRules.Note(path: name.path, line: name.line, text: Strings.Rules.noSuchField(name.text))
        }
        return rules
    }

    private static func parse(
        _ text: String, path: String, into rules: StatementRules, depth: Int,
        read: @escaping (String) throws(StatementError) -> (path: String, text: String)
    ) throws(StatementError) -> StatementRules {
        var parser = StatementRulesParser(path: path, rules: rules, depth: depth, read: read)
        // A Character is a grapheme, and CRLF is one: the lines are split wherever a line ends.
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            try parser.take(String(line), at: index + 1)
        }
        parser.closeCondition()
        return parser.rules
    }

    // MARK: - Private

    private mutating func take(_ line: String, at number: Int) throws(StatementError) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            closeCondition()
            return
        }
        if let first = trimmed.first, "#;*".contains(first) {
            return
        }
        let isIndented = line.first == " " || line.first == "\t"
        if condition != nil {
            if isIndented || conditionHasBody {
                guard isIndented else {
                    closeCondition()
                    try takeTopLevel(trimmed, line: line, at: number)
                    return
                }
                try takeBody(trimmed, line: line, at: number)
                return
            }
            try takeMatcher(trimmed, line: line, at: number)
            return
        }
        try takeTopLevel(trimmed, line: line, at: number)
    }

    private mutating func takeTopLevel(_ text: String, line: String, at number: Int) throws(StatementError) {
        let (word, value) = Self.split(text)
        switch word {
        case "if":
            condition = StatementRules.Condition()
            conditionHasBody = false
            if !value.isEmpty {
                try takeMatcher(value, line: line, at: number)
            }
        case "skip": rules.skip = try count(value, line: line, at: number)
        case "fields": rules.fieldNames = try fieldNames(value, line: line, at: number)
        case "separator": rules.separator = try separator(value, line: line, at: number)
        case "decimal-mark": rules.decimalComma = try decimalComma(value, line: line, at: number)
        case "date-format": rules.dateFormat = try dateFormat(value, line: line, at: number)
        case "newest-first": rules.isNewestFirst = true
        case "encoding": rules.encoding = try encoding(value, line: line, at: number)
        case "include": try include(value, line: line, at: number)
        case _ where Self.passedDirectives.contains(word): note(text, at: number)
        case _ where Self.usedFields.contains(word) || Self.passedFields.contains(word):
            try assign(word, value, line: line, at: number)
        case _ where word.hasPrefix("if") && word.count > 2 && !(word.dropFirst(2).first?.isLetter ?? true):
            throw refusal(Strings.Rules.conditionalTable, line: line, at: number, column: column(of: word, in: line))
        default:
            throw refusal(
                Strings.Rules.unknownDirective(word), line: line, at: number, column: column(of: word, in: line))
        }
    }

    private mutating func takeMatcher(_ text: String, line: String, at number: Int) throws(StatementError) {
        var text = text
        var joinsPrevious = false
        if text.hasPrefix("&&") || text.hasPrefix("& ") {
            joinsPrevious = true
            text = String(text.drop { $0 == "&" }).trimmingCharacters(in: .whitespaces)
        }
        var matcher = StatementRules.Matcher(pattern: text)
        if text.hasPrefix("!") {
            matcher.isNegated = true
            text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        if text.hasPrefix("%") {
            let (field, pattern) = Self.split(String(text.dropFirst()))
            (matcher.field, text) = (field, pattern)
        }
        guard !text.isEmpty else {
            throw refusal(Strings.Rules.emptyPattern, line: line, at: number, column: line.count + 1)
        }
        guard (try? NSRegularExpression(pattern: text, options: [.caseInsensitive])) != nil else {
            throw refusal(Strings.Rules.badPattern(text), line: line, at: number, column: column(of: text, in: line))
        }
        matcher.pattern = text
        if joinsPrevious, var groups = condition?.groups, !groups.isEmpty {
            groups[groups.count - 1].append(matcher)
            condition?.groups = groups
        } else {
            condition?.groups.append([matcher])
        }
    }

    private mutating func takeBody(_ text: String, line: String, at number: Int) throws(StatementError) {
        guard condition?.groups.isEmpty == false else {
            throw refusal(Strings.Rules.noPattern, line: line, at: number, column: column(of: text, in: line))
        }
        conditionHasBody = true
        let (word, value) = Self.split(text)
        switch word {
        case "skip": condition?.skipsRecord = true
        case "end": condition?.endsFile = true
        case _ where Self.usedFields.contains(word) || Self.passedFields.contains(word):
            try assign(word, value, line: line, at: number)
        default:
            throw refusal(Strings.Rules.unknownField(word), line: line, at: number, column: column(of: word, in: line))
        }
    }

    private mutating func assign(_ field: String, _ template: String, line: String, at number: Int)
        throws(StatementError)
    {
        guard Self.usedFields.contains(field) else {
            note(field + " " + template, at: number)
            return
        }
        let assignment = StatementRules.Assignment(field: field, template: template)
        rules.interpolated += Self.interpolatedNames(template).map { name in
            StatementRules.Note(path: path, line: number, text: name)
        }
        if condition != nil {
            condition?.assignments.append(assignment)
        } else {
            rules.assignments.append(assignment)
        }
    }

    private mutating func closeCondition() {
        if let condition {
            rules.conditions.append(condition)
        }
        condition = nil
        conditionHasBody = false
    }

    private mutating func include(_ value: String, line: String, at number: Int) throws(StatementError) {
        guard depth < Self.maximumIncludeDepth else {
            throw refusal(Strings.Rules.includesTooDeep, line: line, at: number, column: column(of: value, in: line))
        }
        let included: (path: String, text: String)
        do {
            included = try read(value)
        } catch {
            let reason =
                switch error {
                case .unreadableRules(_, let reason): Strings.Rules.unreadableInclude(value, reason)
                default: error.errorDescription ?? value
                }
            throw refusal(reason, line: line, at: number, column: column(of: value, in: line))
        }
        closeCondition()
        rules = try Self.parse(included.text, path: included.path, into: rules, depth: depth + 1, read: read)
    }

    private mutating func note(_ text: String, at number: Int) {
        rules.notes.append(StatementRules.Note(path: path, line: number, text: text))
    }

    // MARK: - Values

    private func count(_ value: String, line: String, at number: Int) throws(StatementError) -> Int {
        guard !value.isEmpty else { return 1 }
        guard let count = Int(value), (0...1_000).contains(count) else {
            throw refusal(Strings.Rules.badSkip(value), line: line, at: number, column: column(of: value, in: line))
        }
        return count
    }

    private func fieldNames(_ value: String, line: String, at number: Int) throws(StatementError) -> [String] {
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                .lowercased()
        }
        guard !names.allSatisfy({ $0.isEmpty || $0 == "_" }) else {
            throw refusal(Strings.Rules.noFields, line: line, at: number, column: column(of: "fields", in: line))
        }
        return names.map { $0 == "_" ? "" : $0 }
    }

    private func separator(_ value: String, line: String, at number: Int) throws(StatementError) -> StatementSeparator {
        do {
            return try StatementSeparator(named: value.uppercased() == "TAB" ? "tab" : value)
        } catch {
            throw refusal(
                Strings.Rules.badSeparator(value), line: line, at: number, column: column(of: value, in: line))
        }
    }

    private func decimalComma(_ value: String, line: String, at number: Int) throws(StatementError) -> Bool {
        guard value == "," || value == "." else {
            throw refusal(
                Strings.Rules.badDecimalMark(value), line: line, at: number, column: column(of: value, in: line))
        }
        return value == ","
    }

    private func dateFormat(_ value: String, line: String, at number: Int) throws(StatementError) -> String {
        guard StrftimeDates(format: value) != nil else {
            throw refusal(
                Strings.Rules.badDateFormat(value), line: line, at: number, column: column(of: value, in: line))
        }
        return value
    }

    private func encoding(_ value: String, line: String, at number: Int) throws(StatementError) -> StatementEncoding {
        do {
            return try StatementEncoding(named: value)
        } catch {
            throw refusal(Strings.Rules.badEncoding(value), line: line, at: number, column: column(of: value, in: line))
        }
    }

    private func refusal(_ reason: String, line: String, at number: Int, column: Int) -> StatementError {
        .badRules(path: path, line: number, column: column, reason: reason)
    }

    /// The column, from 1, where `text` first stands in `line`.
    private func column(of text: String, in line: String) -> Int {
        guard let range = line.range(of: text) else { return 1 }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    /// The names `template` interpolates (`%description`, `%3`), lower case.
    private static func interpolatedNames(_ template: String) -> [String] {
        template.split(separator: "%", omittingEmptySubsequences: false).dropFirst().compactMap { piece in
            let name = piece.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            return name.isEmpty ? nil : name.lowercased()
        }
    }

    /// A line's first word, lower case, and the rest without blanks at its ends.
    private static func split(_ text: String) -> (word: String, value: String) {
        guard let blank = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text.lowercased(), "") }
        return (
            String(text[..<blank]).lowercased(),
            String(text[blank...]).trimmingCharacters(in: .whitespaces)
        )
    }
}
