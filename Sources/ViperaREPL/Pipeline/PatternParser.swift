/// Why a filter pattern was refused, and where in the pattern.
struct PatternError: Error, Equatable {
    /// What is wrong, as one sentence.
    let message: String
    /// The offending part, as character offsets in the pattern.
    let range: Range<Int>
}

/// Reads a filter pattern into `PatternSyntax`: characters and `.`, classes (`[a-z]`, `[^0-9]`,
/// `\d \w \s` and their capitals), anchors `^ $`, groups, `|`, and the quantifiers `* + ? {n,m}`.
/// A leading `(?i)` ignores case.
struct PatternParser {
    // MARK: - Constants

    /// The longest pattern read, in characters.
    static let maximumLength = 1_000
    /// The most a `{n,m}` may count.
    static let maximumRepetition = 1_000
    /// How deeply groups may nest.
    static let maximumNesting = 100

    // MARK: - Properties

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    // MARK: - Parsing

    /// The syntax of `pattern`, and whether it ignores case.
    static func parse(_ pattern: String) throws(PatternError) -> (syntax: PatternSyntax, ignoresCase: Bool) {
        var parser = PatternParser(scalars: Array(pattern.unicodeScalars))
        guard parser.scalars.count <= maximumLength else {
            throw PatternError(
                message: Strings.Filters.patternTooLong(parser.scalars.count, limit: maximumLength),
                range: maximumLength..<parser.scalars.count)
        }
        let ignoresCase = parser.skip("(?i)")
        let syntax = try parser.alternation()
        if parser.position < parser.scalars.count {
            throw PatternError(message: Strings.Filters.unmatchedParenthesis, range: parser.here)
        }
        return (syntax, ignoresCase)
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    // MARK: - Grammar

    private mutating func alternation() throws(PatternError) -> PatternSyntax {
        var branches = [try sequence()]
        while peek == "|" {
            position += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(PatternError) -> PatternSyntax {
        var parts: [PatternSyntax] = []
        while let next = peek, next != "|", next != ")" {
            parts.append(try quantified(try atom()))
        }
        return parts.count == 1 ? parts[0] : (parts.isEmpty ? .empty : .sequence(parts))
    }

    private mutating func atom() throws(PatternError) -> PatternSyntax {
        guard let scalar = take() else { return .empty }
        switch scalar {
        case "(": return try group(openedAt: position - 1)
        case "[": return .character(try characterClass(openedAt: position - 1))
        case ".": return .character(.any)
        case "^": return .lineStart
        case "$": return .lineEnd
        case "\\": return .character(try escape(at: position - 1))
        case "*", "+", "?":
            throw PatternError(message: Strings.Filters.nothingToRepeat(String(scalar)), range: position - 1..<position)
        default: return .character(.single(scalar))
        }
    }

    private mutating func group(openedAt start: Int) throws(PatternError) -> PatternSyntax {
        if skip("?") {
            guard skip(":") else {
                throw PatternError(
                    message: Strings.Filters.unsupportedGroup, range: start..<min(position + 1, scalars.count))
            }
        }
        depth += 1
        guard depth <= Self.maximumNesting else {
            throw PatternError(message: Strings.Filters.nestedTooDeep(Self.maximumNesting), range: start..<position)
        }
        let inner = try alternation()
        depth -= 1
        guard skip(")") else {
            throw PatternError(message: Strings.Filters.unclosedParenthesis, range: start..<start + 1)
        }
        return inner
    }

    private mutating func quantified(_ atom: PatternSyntax) throws(PatternError) -> PatternSyntax {
        let bounds: (minimum: Int, maximum: Int?)
        let quantifierStart = position
        switch peek {
        case "*": bounds = (0, nil)
        case "+": bounds = (1, nil)
        case "?": bounds = (0, 1)
        case "{":
            guard let counted = try counts() else { return atom }
            bounds = counted
        default: return atom
        }
        if position == quantifierStart {
            position += 1
        }
        if atom == .lineStart || atom == .lineEnd {
            throw PatternError(
                message: Strings.Filters.nothingToRepeat(String(scalars[quantifierStart])),
                range: quantifierStart..<position)
        }
        // A lazy or possessive suffix changes which match is found, never whether one is.
        _ = skip("?") || skip("+")
        if let next = peek, next == "*" || next == "+" || next == "?" {
            throw PatternError(message: Strings.Filters.nothingToRepeat(String(next)), range: here)
        }
        return .repetition(atom, minimum: bounds.minimum, maximum: bounds.maximum)
    }

    /// `{n}`, `{n,}` or `{n,m}` at the position, consumed; nil (nothing consumed) when the brace
    /// starts no count, and so is a character.
    private mutating func counts() throws(PatternError) -> (minimum: Int, maximum: Int?)? {
        let start = position
        position += 1
        guard let minimum = number() else {
            position = start
            return nil
        }
        var maximum: Int? = minimum
        if skip(",") {
            maximum = number()
        }
        guard skip("}") else {
            position = start
            return nil
        }
        let range = start..<position
        if let maximum, maximum < minimum {
            throw PatternError(message: Strings.Filters.countsOutOfOrder, range: range)
        }
        if max(minimum, maximum ?? 0) > Self.maximumRepetition {
            throw PatternError(message: Strings.Filters.repetitionTooLarge(Self.maximumRepetition), range: range)
        }
        return (minimum, maximum)
    }

    private mutating func number() -> Int? {
        var value: Int?
        while let scalar = peek, let digit = scalar.properties.numericType == .decimal ? Int(String(scalar)) : nil {
            value = min((value ?? 0) * 10 + digit, Self.maximumRepetition + 1)
            position += 1
        }
        return value
    }

    private mutating func characterClass(openedAt start: Int) throws(PatternError) -> PatternSyntax.CharacterSet {
        var set = PatternSyntax.CharacterSet(ranges: [], isNegated: skip("^"))
        var isFirst = true
        while let scalar = take() {
            if scalar == "]", !isFirst {
                return set
            }
            isFirst = false
            guard let member = try classMember(after: scalar) else { break }
            guard !member.isNegated, member.ranges.count == 1, let low = member.ranges.first?.lowerBound,
                peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]"
            else {
                try add(member, to: &set, at: position - 1)
                continue
            }
            position += 1
            let highStart = position
            let high = try classMember(after: take())
            guard let high, !high.isNegated, high.ranges.count == 1, let upper = high.ranges.first?.upperBound,
                upper >= low
            else {
                throw PatternError(message: Strings.Filters.badRange, range: highStart - 2..<position)
            }
            set.ranges.append(low...upper)
        }
        throw PatternError(message: Strings.Filters.unclosedBracket, range: start..<start + 1)
    }

    private mutating func classMember(after scalar: Unicode.Scalar?) throws(PatternError) -> PatternSyntax.CharacterSet?
    {
        guard let scalar else { return nil }
        return scalar == "\\" ? try escape(at: position - 1) : .single(scalar)
    }

    private func add(_ member: PatternSyntax.CharacterSet, to set: inout PatternSyntax.CharacterSet, at offset: Int)
        throws(PatternError)
    {
        guard !member.isNegated else {
            throw PatternError(message: Strings.Filters.negatedClassInBrackets, range: offset - 1..<offset + 1)
        }
        set.ranges += member.ranges
    }

    private mutating func escape(at start: Int) throws(PatternError) -> PatternSyntax.CharacterSet {
        guard let scalar = take() else {
            throw PatternError(message: Strings.Filters.trailingBackslash, range: start..<start + 1)
        }
        switch scalar {
        case "d": return .digits
        case "D": return PatternSyntax.CharacterSet.digits.negated
        case "w": return .wordCharacters
        case "W": return PatternSyntax.CharacterSet.wordCharacters.negated
        case "s": return .spaces
        case "S": return PatternSyntax.CharacterSet.spaces.negated
        case "t": return .single("\t")
        case "1"..."9":
            throw PatternError(message: Strings.Filters.backreference, range: start..<position)
        default:
            guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                return .single(scalar)
            }
            throw PatternError(message: Strings.Filters.unknownEscape(String(scalar)), range: start..<position)
        }
    }

    // MARK: - Reading

    private var peek: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private var here: Range<Int> {
        position..<min(position + 1, scalars.count)
    }

    private mutating func take() -> Unicode.Scalar? {
        guard let scalar = peek else { return nil }
        position += 1
        return scalar
    }

    private mutating func skip(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        guard position + wanted.count <= scalars.count,
            Array(scalars[position..<position + wanted.count]) == wanted
        else { return false }
        position += wanted.count
        return true
    }
}
