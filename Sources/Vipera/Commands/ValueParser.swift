#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns the text of one argument into the value its parameter's kind asks for, or an error that
/// names the parameter and says what was expected.
enum ValueParser {
    // MARK: - Constants

    private static let maximumSignificantDigits = 38
    /// What starts an item's stable key: `open #2604`.
    static let keyMark = "#"
    private static let posixLocale = Locale(identifier: "en_US_POSIX")

    // MARK: - Parsing

    /// The value of `text` for `parameter`; `choices` supplies run-time values of the top scene,
    /// and `keys` the stable keys of the entries it lists.
    static func parse(
        _ text: String,
        for parameter: Parameter,
        choices: (ChoiceSource) -> [String],
        keys: (ChoiceSource) -> [String] = { _ in [] }
    ) throws(CommandLineError) -> ArgumentValue {
        let name = displayName(of: parameter)
        switch parameter.kind {
        case .integer(let range):
            return .integer(try integer(text, name: name, range: range))
        case .decimal(let range, let digits):
            return .decimal(try decimal(text, name: name, range: range, maximumFractionDigits: digits))
        case .text, .formatted, .filePath, .suggested, .varying:
            return .text(text)
        case .choice(let values):
            return .choice(try choice(text, name: name, values: values))
        case .dynamicChoice(let source):
            return .choice(try choice(text, name: name, values: choices(source)))
        case .item(let source):
            return .item(try item(text, name: name, names: choices(source), keys: keys(source)))
        case .commandName:
            return .choice(try commandName(text, names: choices(.commandNames)))
        }
    }

    /// How messages name a parameter: `N` for a positional, `--limit` for an option.
    static func displayName(of parameter: Parameter) -> String {
        parameter.isPositional ? parameter.name : "--" + parameter.name
    }

    // MARK: - Numbers

    static func integer(_ text: String, name: String, range: ClosedRange<Int>?) throws(CommandLineError) -> Int {
        guard let value = Int(text) else {
            let message =
                isSignedDigits(text)
                ? Strings.Values.integerOutOfRange(name: name, range: range, text: text)
                : Strings.Values.notWholeNumber(name: name, text: text)
            throw CommandLineError(.invalidValue, message)
        }
        if let range, !range.contains(value) {
            throw CommandLineError(
                .invalidValue, Strings.Values.integerOutOfRange(name: name, range: range, text: text))
        }
        return value
    }

    static func decimal(
        _ text: String,
        name: String,
        range: ClosedRange<Decimal>?,
        maximumFractionDigits: Int?
    ) throws(CommandLineError) -> Decimal {
        guard let shape = DecimalShape(text) else {
            throw CommandLineError(.invalidValue, Strings.Values.notDecimal(name: name, text: text))
        }
        guard shape.significantDigits <= maximumSignificantDigits else {
            throw CommandLineError(.invalidValue, Strings.Values.tooManyDigits(name: name, text: text))
        }
        if let maximumFractionDigits, shape.fractionDigits > maximumFractionDigits {
            throw CommandLineError(
                .invalidValue,
                Strings.Values.tooManyFractionDigits(name: name, digits: maximumFractionDigits, text: text)
            )
        }
        guard let value = Decimal(string: shape.unsigned, locale: posixLocale) else {
            throw CommandLineError(.invalidValue, Strings.Values.notDecimal(name: name, text: text))
        }
        let signed = shape.isNegative ? -value : value
        if let range, !range.contains(signed) {
            throw CommandLineError(
                .invalidValue, Strings.Values.decimalOutOfRange(name: name, range: range, text: text))
        }
        return signed
    }

    // MARK: - Choices

    static func choice(_ text: String, name: String, values: [String]) throws(CommandLineError) -> String {
        guard !values.isEmpty else {
            throw CommandLineError(.invalidValue, Strings.Values.nothingToChoose(name: name))
        }
        let matches = NameMatcher.matches(text, in: values)
        if matches.count == 1, let position = matches.first {
            return values[position]
        }
        if matches.count > 1 {
            let candidates = matches.map { values[$0] }
            throw CommandLineError(
                .invalidValue,
                Strings.Values.ambiguousChoice(name: name, text: text, candidates: candidates),
                hint: Strings.Values.typeMoreLetters
            )
        }
        let suggestions = Suggestions.closest(to: text, among: values)
        throw CommandLineError(
            .invalidValue,
            Strings.Values.notAChoice(name: name, text: text, values: values),
            hint: suggestions.first.map(Strings.Values.didYouMean)
        )
    }

    static func item(_ text: String, name: String, names: [String], keys: [String] = []) throws(CommandLineError)
        -> ListItem
    {
        guard !names.isEmpty else {
            throw CommandLineError(.invalidValue, Strings.Values.nothingToChoose(name: name))
        }
        let hasKeys = keys.count == names.count
        if hasKeys, text.hasPrefix(Self.keyMark) {
            guard let position = keys.firstIndex(of: String(text.dropFirst())) else {
                throw CommandLineError(
                    .invalidValue, Strings.Values.keyNotShown(name: name, text: text),
                    hint: Strings.Values.keyNotShownHint)
            }
            return ListItem(position: position + 1, name: names[position], key: keys[position])
        }
        let key = { (position: Int) in hasKeys ? keys[position] : nil }
        if isSignedDigits(text) {
            guard let position = Int(text), (1...names.count).contains(position) else {
                throw CommandLineError(
                    .invalidValue,
                    Strings.Values.itemOutOfRange(name: name, count: names.count, text: text)
                )
            }
            return ListItem(position: position, name: names[position - 1], key: key(position - 1), isNumber: true)
        }
        let matches = NameMatcher.matches(text, in: names)
        if matches.count == 1, let position = matches.first {
            return ListItem(position: position + 1, name: names[position], key: key(position))
        }
        if matches.count > 1 {
            let candidates = matches.map { "\($0 + 1) \(names[$0])" }
            let sameName = Set(matches.map { names[$0].lowercased() }).count == 1
            throw CommandLineError(
                .invalidValue,
                Strings.Values.ambiguousChoice(name: name, text: text, candidates: candidates),
                hint: sameName ? Strings.Values.useNumber : Strings.Values.useNumberOrMoreLetters
            )
        }
        throw CommandLineError(.invalidValue, Strings.Values.itemOutOfRange(name: name, count: names.count, text: text))
    }

    static func commandName(_ text: String, names allNames: [String]) throws(CommandLineError) -> String {
        // A scene's command may share a global command's name: one name, one command to ask about.
        var seen: Set<String> = []
        let names = allNames.filter { seen.insert($0.lowercased()).inserted }
        let matches = NameMatcher.matches(text, in: names)
        if matches.count == 1, let position = matches.first {
            return names[position]
        }
        if matches.count > 1 {
            throw CommandLineError(
                .invalidValue,
                Strings.Dispatch.ambiguousCommand(text, candidates: matches.map { names[$0] }),
                hint: Strings.Values.typeMoreLetters
            )
        }
        throw CommandLineError(
            .invalidValue,
            Strings.Dispatch.unknownCommand(text),
            hint: Strings.Dispatch.unknownCommandHint(suggestions: Suggestions.closest(to: text, among: names))
        )
    }

    // MARK: - Private

    private static func isSignedDigits(_ text: String) -> Bool {
        let digits =
            text.utf8.first == UInt8(ascii: "-") || text.utf8.first == UInt8(ascii: "+")
            ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}

// MARK: - Decimal Shape

/// The written form of a plain decimal number: optional sign, digits, optional point and digits.
private struct DecimalShape {
    let isNegative: Bool
    let unsigned: String
    let significantDigits: Int
    let fractionDigits: Int

    init?(_ text: String) {
        var body = Substring(text)
        isNegative = body.first == "-"
        if body.first == "-" || body.first == "+" {
            body = body.dropFirst()
        }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), Self.isDigits(whole), Self.isDigits(fraction) else {
            return nil
        }
        let trimmedWhole = whole.drop { $0 == "0" }
        let trimmedFraction = fraction.reversed().drop { $0 == "0" }
        unsigned = String(body)
        fractionDigits = trimmedFraction.count
        significantDigits = trimmedWhole.count + fractionDigits
    }

    private static func isDigits(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
