public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Spyable` on a protocol makes a peer class `{Protocol}Spy` in debug builds: the test double a
/// scene's per-layer tests need, so nobody writes one by hand.
public struct SpyableMacro: PeerMacro {
    /// Writes the spy for the protocol the attribute is attached to.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) else {
            throw MacroExpansionErrorMessage(Messages.notAProtocol)
        }
        let source = try SpyWriter(reader: SpyProtocolReader(protocolDeclaration)).source()
        return [DeclSyntax(stringLiteral: source)]
    }
}
