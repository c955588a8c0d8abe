import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViperaMacros

@Suite("@MemberwiseInit expansion")
struct MemberwiseInitMacroTests {
    @Test func storedPropertiesWithoutValues_becomeParametersInOrder_optionalVarsDefaultToNil() {
        expectMemberwiseInit(
            """
            @MemberwiseInit
            final class AccountsRouter {
                private let factory: any BankSceneFactoring
                weak var navigator: (any Navigating)?
                private(set) var selected: Account
                private var shown: [String] = []
                static let limit = 3
                var title: String { "Accounts" }
            }
            """,
            expandsTo: """
                final class AccountsRouter {
                    private let factory: any BankSceneFactoring
                    weak var navigator: (any Navigating)?
                    private(set) var selected: Account
                    private var shown: [String] = []
                    static let limit = 3
                    var title: String { "Accounts" }

                    init(factory: any BankSceneFactoring, navigator: (any Navigating)? = nil, selected: Account) {
                        self.factory = factory
                        self.navigator = navigator
                        self.selected = selected
                    }
                }
                """
        )
    }

    @Test func storedClosures_areEscaping_andAnAccessLevelWidensTheInitializer() {
        expectMemberwiseInit(
            """
            @MemberwiseInit(.public)
            public final class Ticker {
                let onTick: @Sendable (Int) -> Void
                var observed: Int { 0 } 
                let label: String
            }
            """,
            expandsTo: """
                public final class Ticker {
                    let onTick: @Sendable (Int) -> Void
                    var observed: Int { 0 } 
                    let label: String

                    public init(onTick: @escaping @Sendable (Int) -> Void, label: String) {
                        self.onTick = onTick
                        self.label = label
                    }
                }
                """
        )
    }

    @Test func aPropertyWithoutAWrittenType_isRefusedWithAMessage() {
        expectMemberwiseInit(
            """
            @MemberwiseInit
            final class Scene {
                let console = makeConsole(), other: Int
            }
            """,
            expandsTo: """
                final class Scene {
                    let console = makeConsole(), other: Int
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@MemberwiseInit needs one property per declaration: 'let console = makeConsole(), other: Int'",
                    line: 1, column: 1)
            ]
        )
    }

    @Test func anUnknownAccessLevel_isRefusedWithAMessage() {
        expectMemberwiseInit(
            """
            @MemberwiseInit(.open)
            final class Scene {
                let title: String
            }
            """,
            expandsTo: """
                final class Scene {
                    let title: String
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@MemberwiseInit takes an access level such as .public, not '.open'", line: 1, column: 1)
            ]
        )
    }
}

private func expectMemberwiseInit(
    _ source: String,
    expandsTo expected: String,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source,
        expandedSource: expected,
        diagnostics: diagnostics,
        macroSpecs: ["MemberwiseInit": MacroSpec(type: MemberwiseInitMacro.self)],
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) }
    )
}
