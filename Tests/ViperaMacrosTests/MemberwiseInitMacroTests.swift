import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViperaMacros

@Suite("@MemberwiseInit expansion")
struct MemberwiseInitMacroTests {
    private let macros = ["MemberwiseInit": MacroSpec(type: MemberwiseInitMacro.self)]

    @Test func storedPropertiesWithoutValues_becomeParametersInOrder_optionalVarsDefaultToNil() {
        expectExpansion(
            of: """
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
            by: macros,
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
        expectExpansion(
            of: """
                @MemberwiseInit(.public)
                public final class Ticker {
                    let onTick: @Sendable (Int) -> Void
                    var observed: Int { 0 } 
                    let label: String
                }
                """,
            by: macros,
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
        expectExpansion(
            of: """
                @MemberwiseInit
                final class Scene {
                    let console = makeConsole(), other: Int
                }
                """,
            by: macros,
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
        expectExpansion(
            of: """
                @MemberwiseInit(.open)
                final class Scene {
                    let title: String
                }
                """,
            by: macros,
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
