#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

/// The validated values of one command line, read by name in a command's builder.
///
/// Every accessor checks that the parameter was declared with the kind it is read as; a mismatch
/// is a bug in the declaration and surfaces as a ``CommandLineError`` of kind
/// ``CommandLineError/Kind/invalidDeclaration``, never as a crash.
public struct ParsedArguments: Sendable, Equatable {
    // MARK: - Nested Types

    /// A value, and where in the line it was typed, so a builder's refusal of it points there.
    /// Kept together rather than the places in a table of their own: a dictionary made for the
    /// places cost more than the rest of a one-word parse.
    private struct Entry: Sendable {
        let name: String
        let value: ArgumentValue
        var span: Range<Int>?
    }

    // MARK: - Properties

    /// The name of the command the values belong to.
    package let command: String
    private var entries: [Entry] = []

    // MARK: - Initialization

    /// Creates an empty set of values for `command`.
    /// - Parameter command: The command's name.
    package init(command: String) {
        self.command = command
    }

    // MARK: - Building

    /// Records the value of the parameter `name`, replacing an earlier one.
    /// - Parameters:
    ///   - name: The parameter's declared name.
    ///   - value: Its value.
    package mutating func set(_ name: String, to value: ArgumentValue) {
        set(name, to: value, typedAt: span(of: name))
    }

    /// Records the value of `name` and where in the line it was typed.
    mutating func set(_ name: String, to value: ArgumentValue, typedAt span: Range<Int>?) {
        let entry = Entry(name: name, value: value, span: span)
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// Where in the line the value of `name` was typed, when it was.
    func span(of name: String) -> Range<Int>? {
        entries.first { $0.name == name }?.span
    }

    // MARK: - Equatable

    /// Whether both hold the same values for the same command, wherever they were typed.
    /// - Parameters:
    ///   - lhs: One line's arguments.
    ///   - rhs: Another's.
    public static func == (lhs: ParsedArguments, rhs: ParsedArguments) -> Bool {
        lhs.command == rhs.command && lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    // MARK: - Reading

    /// The value of the parameter `name`, if it was given or has a default.
    /// - Parameter name: The parameter's declared name.
    package func value(of name: String) -> ArgumentValue? {
        entries.first { $0.name == name }?.value
    }

    /// A required whole number.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind,
    ///   or it has no value.
    public func integer(_ name: String) throws(CommandLineError) -> Int {
        try required(name, try optionalInteger(name))
    }

    /// A whole number that may be absent.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind.
    public func optionalInteger(_ name: String) throws(CommandLineError) -> Int? {
        try read(name, as: "integer") { if case .integer(let value) = $0 { value } else { nil } }
    }

    /// A required decimal number.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind,
    ///   or it has no value.
    package func decimal(_ name: String) throws(CommandLineError) -> Decimal {
        try required(name, try optionalDecimal(name))
    }

    /// A decimal number that may be absent.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind.
    package func optionalDecimal(_ name: String) throws(CommandLineError) -> Decimal? {
        try read(name, as: "decimal") { if case .decimal(let value) = $0 { value } else { nil } }
    }

    /// Required text.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind,
    ///   or it has no value.
    public func text(_ name: String) throws(CommandLineError) -> String {
        try required(name, try optionalText(name))
    }

    /// Text that may be absent.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind.
    public func optionalText(_ name: String) throws(CommandLineError) -> String? {
        try read(name, as: "text") { if case .text(let value) = $0 { value } else { nil } }
    }

    /// A required choice, in its declared spelling.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind,
    ///   or it has no value.
    package func choice(_ name: String) throws(CommandLineError) -> String {
        try required(name, try optionalChoice(name))
    }

    /// A choice that may be absent.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind.
    package func optionalChoice(_ name: String) throws(CommandLineError) -> String? {
        try read(name, as: "choice") { if case .choice(let value) = $0 { value } else { nil } }
    }

    /// A required choice converted to an enum whose raw values are the declared choices.
    /// - Parameters:
    ///   - name: The parameter's declared name, such as `KIND`.
    ///   - type: The enum whose raw values are the declared choices.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind,
    ///   or it has no value.
    package func choice<Value: RawRepresentable>(_ name: String, as type: Value.Type) throws(CommandLineError) -> Value
    where Value.RawValue == String {
        try required(name, try optionalChoice(name, as: type))
    }

    /// A choice that may be absent, converted to an enum whose raw values are the declared choices.
    /// - Parameters:
    ///   - name: The parameter's declared name, such as `KIND`.
    ///   - type: The enum whose raw values are the declared choices.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind.
    package func optionalChoice<Value: RawRepresentable>(
        _ name: String,
        as type: Value.Type
    ) throws(CommandLineError) -> Value? where Value.RawValue == String {
        guard let raw = try optionalChoice(name) else { return nil }
        guard let value = Value(rawValue: raw) else {
            throw declarationError(Strings.Declaration.choiceNotInEnum(raw, name: name, command: command))
        }
        return value
    }

    /// A required list entry.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind,
    ///   or it has no value.
    package func item(_ name: String) throws(CommandLineError) -> ListItem {
        try required(name, try optionalItem(name))
    }

    /// A list entry that may be absent.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind.
    package func optionalItem(_ name: String) throws(CommandLineError) -> ListItem? {
        try read(name, as: "item") { if case .item(let value) = $0 { value } else { nil } }
    }

    /// Whether the flag `name` was given.
    /// - Parameter name: The parameter's declared name.
    /// - Throws: ``CommandLineError`` when the command declares no such parameter of this kind.
    package func flag(_ name: String) throws(CommandLineError) -> Bool {
        try read(name, as: "flag") { if case .flag(let value) = $0 { value } else { nil } } ?? false
    }

    // MARK: - Private

    private func read<Value>(
        _ name: String,
        as kind: String,
        _ extract: (ArgumentValue) -> Value?
    ) throws(CommandLineError) -> Value? {
        guard let value = value(of: name) else { return nil }
        guard let extracted = extract(value) else {
            throw declarationError(Strings.Declaration.wrongKind(name: name, kind: kind, command: command))
        }
        return extracted
    }

    private func required<Value>(_ name: String, _ value: Value?) throws(CommandLineError) -> Value {
        guard let value else {
            throw declarationError(Strings.Declaration.missingValue(name: name, command: command))
        }
        return value
    }

    private func declarationError(_ message: String) -> CommandLineError {
        CommandLineError(.invalidDeclaration, message, hint: Strings.Declaration.hint)
    }
}
