public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@TableRow` on a view model's row struct makes it a `TableRow`: a `Column` case for each of its
/// `String` and `Int` stored properties, in order, and `cell(_:)` reading that property.
public struct TableRowMacro: ExtensionMacro {
    /// Writes the conformance for the struct the attribute is attached to.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else {
            throw MacroExpansionErrorMessage(TableRowMessages.notAStruct)
        }
        let columns = declaration.memberBlock.members.compactMap { TableColumn($0.decl) }
        guard !columns.isEmpty else {
            throw MacroExpansionErrorMessage(TableRowMessages.noColumns)
        }
        let access = declaration.modifiers.contains { ["public", "package"].contains($0.name.text) } ? "public " : ""
        let cases = columns.map { "case .\($0.name): \($0.text)" }.joined(separator: "\n")
        let source: DeclSyntax = """
            extension \(type.trimmed): TableRow {
                /// The row's columns, one per property shown.
                \(raw: access)enum Column: Sendable, CaseIterable {
                    case \(raw: columns.map(\.name).joined(separator: ", "))
                }

                /// The row's text in `column`.
                \(raw: access)func cell(_ column: Column) -> String {
                    switch column {
                    \(raw: cases)
                    }
                }
            }
            """
        guard let conformance = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [conformance]
    }
}

/// A stored property that becomes a column.
struct TableColumn {
    let name: String
    /// The expression of the cell's text.
    let text: String

    /// The column of `declaration`, or nil when it is not a `String` or `Int` stored property.
    init?(_ declaration: DeclSyntax) {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedDescription
        else { return nil }
        switch type {
        case "String": text = name
        case "Int": text = "String(\(name))"
        default: return nil
        }
        self.name = name
    }
}

/// The macro's error messages.
enum TableRowMessages {
    static let notAStruct = "@TableRow can only be attached to a struct"
    static let noColumns = "@TableRow needs at least one String or Int stored property to show"
}
