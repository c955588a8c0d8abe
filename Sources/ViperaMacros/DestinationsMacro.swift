public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Destinations` on a scene's destination enum makes it a `SceneDestination`: `routes` lists its
/// cases in order, each with the scene it opens and the input it carries as written, and `route`
/// says which one a value is. An enum without cases is an `EmptySceneDestination`, whose router
/// needs no factory method until its first case.
///
/// A case is named for the scene it opens: `accountDetail` opens `AccountDetailViewController`,
/// whose declared `sceneName` the route reads, so a case that names no scene does not compile.
public struct DestinationsMacro: ExtensionMacro {
    /// Writes the conformance for the enum the attribute is attached to.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
            throw MacroExpansionErrorMessage(DestinationsMessages.notAnEnum)
        }
        let destinations = enumeration.memberBlock.members.flatMap { member in
            member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(DestinationCase.init) ?? []
        }
        let access = declaration.modifiers.contains { ["public", "package"].contains($0.name.text) } ? "public " : ""
        // Without cases the enum is also an EmptySceneDestination, listed explicitly: a macro's
        // extension must name the protocols a refined one inherits.
        let adopted = destinations.isEmpty ? "SceneDestination, EmptySceneDestination" : "SceneDestination"
        let unreachable = destinations.isEmpty ? unreachableMember(access: access) : ""
        let source: DeclSyntax = """
            extension \(type.trimmed): \(raw: adopted) {
                /// Every destination, in the order declared.
                \(raw: access)static let routes: [SceneRoute] = \(raw: routeList(destinations))

                /// The destination this value is, without its input.
                \(raw: access)var route: SceneRoute {
                    switch self {
                    \(raw: routeCases(destinations))
                    }
                }\(raw: unreachable)
            }
            """
        guard let conformance = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [conformance]
    }

    // MARK: - Private

    private static func routeList(_ destinations: [DestinationCase]) -> String {
        guard !destinations.isEmpty else { return "[]" }
        let routes = destinations.map { "        \($0.route)," }.joined(separator: "\n")
        return "[\n\(routes)\n    ]"
    }

    /// `EmptySceneDestination`'s requirement, after a blank line.
    private static func unreachableMember(access: String) -> String {
        "\n\n    /// A value of the enum, which cannot exist.\n    \(access)var unreachable: Never {\n        switch self {}\n    }"
    }

    private static func routeCases(_ destinations: [DestinationCase]) -> String {
        destinations.enumerated().map { index, destination in
            "case .\(destination.name): Self.routes[\(index)]"
        }.joined(separator: "\n")
    }
}

/// One case of a destination enum.
struct DestinationCase {
    let name: String
    /// The associated values as declared: `account: Account`, or empty.
    let input: String

    /// The scene the case opens, by the naming convention: `accountDetail` opens `AccountDetail`.
    var viewController: String {
        name.prefix(1).uppercased() + name.dropFirst() + "ViewController"
    }

    /// The `SceneRoute` the case declares.
    var route: String {
        "SceneRoute(name: \"\(name)\", sceneName: \(viewController).sceneName, input: \"\(input)\")"
    }

    init(_ element: EnumCaseElementSyntax) {
        name = element.name.text.replacing("`", with: "")
        input =
            element.parameterClause?.parameters.map { parameter in
                let type = parameter.type.trimmedDescription
                guard let label = parameter.firstName, label.tokenKind != .wildcard else { return type }
                return "\(label.text): \(type)"
            }.joined(separator: ", ") ?? ""
    }
}

/// The macro's error messages.
enum DestinationsMessages {
    static let notAnEnum = "@Destinations can only be attached to an enum of a scene's destinations"
}
