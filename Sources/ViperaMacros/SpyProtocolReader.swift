import SwiftSyntax
import SwiftSyntaxMacros

/// Reads what the spy generator needs from a protocol declaration.
struct SpyProtocolReader {
    // MARK: - Properties

    let name: String
    let isMainActor: Bool
    let requirements: [SpyRequirement]

    // MARK: - Initialization

    init(_ declaration: ProtocolDeclSyntax) throws {
        name = declaration.name.text
        let inherited = Set(declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
        isMainActor =
            !inherited.isDisjoint(with: Self.mainActorLayers)
            || declaration.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
            }
        var requirements = try declaration.memberBlock.members.map { try Self.requirement($0.decl) }
        if inherited.contains("ErrorDisplaying") {
            requirements.append(.method(Self.displayError))
        }
        if inherited.contains("PresentationLogic") {
            requirements.append(.method(Self.presentError))
        }
        self.requirements = requirements
    }

    // MARK: - Private

    /// Vipera's layer protocols, which are main-actor isolated, and so is every protocol that
    /// refines one of them.
    private static let mainActorLayers: Set<String> = [
        "BusinessLogic", "DataStore", "RoutingLogic", "DataPassing", "PresentationLogic", "ErrorPresenting",
        "ErrorDisplaying",
    ]

    /// `PresentationLogic`'s requirement, which every presentation logic protocol inherits.
    private static let presentError = SpyMethod(
        name: "presentError",
        parameters: [.init(label: nil, name: "error", type: "any Error")],
        isAsync: false,
        throwing: .none,
        returnType: nil
    )

    /// `ErrorDisplaying`'s requirement, which every display logic protocol inherits.
    private static let displayError = SpyMethod(
        name: "displayError",
        parameters: [.init(label: nil, name: "viewModel", type: "ErrorViewModel")],
        isAsync: false,
        throwing: .none,
        returnType: nil
    )

    private static func requirement(_ declaration: DeclSyntax) throws -> SpyRequirement {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return .method(try method(function))
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return .property(try property(variable))
        }
        throw MacroExpansionErrorMessage(Messages.unsupportedMember(declaration.trimmedDescription))
    }

    private static func method(_ function: FunctionDeclSyntax) throws -> SpyMethod {
        if function.genericParameterClause != nil {
            throw MacroExpansionErrorMessage(Messages.genericMethod(function.name.text))
        }
        let signature = function.signature
        let parameters = signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            return SpyMethod.Parameter(
                label: label,
                name: parameter.secondName?.text ?? parameter.firstName.text,
                type: parameter.type.trimmedDescription
            )
        }
        let throwsClause = signature.effectSpecifiers?.throwsClause
        let throwing: SpyMethod.Throwing =
            if let errorType = throwsClause?.type {
                .typed(errorType.trimmedDescription)
            } else if throwsClause != nil {
                .untyped
            } else {
                .none
            }
        return SpyMethod(
            name: function.name.text,
            parameters: parameters,
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            throwing: throwing,
            returnType: signature.returnClause?.type.trimmedDescription
        )
    }

    private static func property(_ variable: VariableDeclSyntax) throws -> SpyProperty {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedDescription
        else {
            throw MacroExpansionErrorMessage(Messages.unsupportedMember(variable.trimmedDescription))
        }
        let isSettable: Bool =
            switch binding.accessorBlock?.accessors {
            case .accessors(let accessors): accessors.contains { $0.accessorSpecifier.text == "set" }
            default: false
            }
        return SpyProperty(name: name, type: type, isSettable: isSettable)
    }
}

/// The macro's error messages.
enum Messages {
    static let notAProtocol = "@Spyable can only be attached to a protocol"

    static func unsupportedMember(_ member: String) -> String {
        "@Spyable cannot spy on '\(member)'; a spy handles methods and properties only"
    }

    static func genericMethod(_ name: String) -> String {
        "@Spyable cannot spy on the generic method '\(name)'"
    }

    static func noDefaultReturn(_ selector: String, _ type: String) -> String {
        "@Spyable cannot make up a '\(type)' for '\(selector)'; make it throw, or return an optional or 'any Scene'"
    }

    static func typedThrowsWithResult(_ selector: String) -> String {
        "@Spyable cannot spy on '\(selector)': it returns a value and throws a typed error"
    }
}
