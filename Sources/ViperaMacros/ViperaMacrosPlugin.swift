import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Vipera's macros.
@main
struct ViperaMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        SpyableMacro.self, MemberwiseInitMacro.self, TableRowMacro.self, DestinationsMacro.self,
    ]
}
