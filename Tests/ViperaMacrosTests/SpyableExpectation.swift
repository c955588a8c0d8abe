import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViperaMacros

/// Expands `source` with `@Spyable` and records a Swift Testing issue when the expansion or its
/// diagnostics differ from what is expected.
func expectSpyable(
    _ source: String,
    expandsTo expected: String,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source,
        expandedSource: expected,
        diagnostics: diagnostics,
        macroSpecs: ["Spyable": MacroSpec(type: SpyableMacro.self)],
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) }
    )
}
