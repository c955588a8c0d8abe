public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@MemberwiseInit` on a class writes the initializer a struct would get for free: one parameter
/// per stored property without a value, in declaration order, each assigned to its property.
/// Optional `var`s (a `weak` link back, say) default to `nil`; stored closures are `@escaping`.
public struct MemberwiseInitMacro: MemberMacro {
    /// Writes the initializer for the type the attribute is attached to.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let properties = try declaration.memberBlock.members.compactMap { member in
            try MemberwiseProperty(member.decl)
        }
        let parameters = properties.map(\.parameter).joined(separator: ", ")
        let assignments = properties.map { "self.\($0.name) = \($0.name)" }.joined(separator: "\n")
        let access = try accessModifier(of: node)
        return ["\(raw: access)init(\(raw: parameters)) {\n\(raw: assignments)\n}"]
    }

    // MARK: - Private

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    /// `public ` for `@MemberwiseInit(.public)`, nothing (internal) without an argument.
    private static func accessModifier(of node: AttributeSyntax) throws -> String {
        guard case .argumentList(let arguments) = node.arguments, let argument = arguments.first else { return "" }
        let level = argument.expression.trimmedDescription.trimmingPrefix(".")
        guard accessLevels.contains(String(level)) else {
            throw MacroExpansionErrorMessage(MemberwiseMessages.badAccessLevel(argument.expression.trimmedDescription))
        }
        return level + " "
    }
}

/// One stored property that the initializer takes.
struct MemberwiseProperty {
    // MARK: - Properties

    let name: String
    let parameter: String

    // MARK: - Initialization

    /// The property `declaration` declares, or nil when it is not one the initializer takes: a
    /// static or computed property, or one with a value already.
    init?(_ declaration: DeclSyntax) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
        else { return nil }
        guard variable.bindings.count == 1, let binding = variable.bindings.first else {
            throw MacroExpansionErrorMessage(MemberwiseMessages.oneBindingPerLine(variable.trimmedDescription))
        }
        guard binding.initializer == nil, Self.isStored(binding) else { return nil }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type
        else {
            throw MacroExpansionErrorMessage(MemberwiseMessages.needsType(binding.pattern.trimmedDescription))
        }
        let isOptionalVar = variable.bindingSpecifier.text == "var" && Self.isOptional(type)
        self.name = name
        let escaping = Self.isFunction(type) ? "@escaping " : ""
        parameter = "\(name): \(escaping)\(type.trimmedDescription)" + (isOptionalVar ? " = nil" : "")
    }

    // MARK: - Private

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let accessors):
            accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    private static func isFunction(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return isFunction(attributed.baseType)
        }
        return type.is(FunctionTypeSyntax.self)
    }
}

/// The macro's error messages.
enum MemberwiseMessages {
    static func oneBindingPerLine(_ declaration: String) -> String {
        "@MemberwiseInit needs one property per declaration: '\(declaration)'"
    }

    static func needsType(_ name: String) -> String {
        "@MemberwiseInit needs the type of '\(name)' written out"
    }

    static func badAccessLevel(_ argument: String) -> String {
        "@MemberwiseInit takes an access level such as .public, not '\(argument)'"
    }
}
