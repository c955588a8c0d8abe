import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViperaMacros

/// Expands `source` with `macros` and records a Swift Testing issue when the expansion or its
/// diagnostics differ from what is expected.
func expectExpansion(
    of source: String,
    by macros: [String: MacroSpec],
    expandsTo expected: String,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source,
        expandedSource: expected,
        diagnostics: diagnostics,
        macroSpecs: macros,
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) }
    )
}

/// Expands `source` with `@Spyable`, as ``expectExpansion(of:by:expandsTo:diagnostics:sourceLocation:)``.
func expectSpyable(
    _ source: String,
    expandsTo expected: String,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectExpansion(
        of: source, by: ["Spyable": MacroSpec(type: SpyableMacro.self)], expandsTo: expected,
        diagnostics: diagnostics, sourceLocation: sourceLocation)
}
