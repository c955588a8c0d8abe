import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViperaMacros

@Suite("@Destinations expansion")
struct DestinationsMacroTests {
    private let macros = [
        "Destinations": MacroSpec(
            type: DestinationsMacro.self, conformances: ["SceneDestination", "EmptySceneDestination"])
    ]

    @Test func everyCase_becomesARoute_toTheSceneItIsNamedFor_withItsInputAsWritten() {
        expectExpansion(
            of: """
                @Destinations
                enum AccountDetailDestination {
                    case transactions(account: Account)
                    case transfer(source: Account, delegate: (any TransferDelegate)?), insights
                    case `receipt`(_ id: Int, String)
                }
                """,
            by: macros,
            expandsTo: """
                enum AccountDetailDestination {
                    case transactions(account: Account)
                    case transfer(source: Account, delegate: (any TransferDelegate)?), insights
                    case `receipt`(_ id: Int, String)
                }

                extension AccountDetailDestination: SceneDestination {
                    /// Every destination, in the order declared.
                    static let routes: [SceneRoute] = [
                        SceneRoute(name: "transactions", sceneName: TransactionsViewController.sceneName, input: "account: Account"),
                        SceneRoute(name: "transfer", sceneName: TransferViewController.sceneName, input: "source: Account, delegate: (any TransferDelegate)?"),
                        SceneRoute(name: "insights", sceneName: InsightsViewController.sceneName, input: ""),
                        SceneRoute(name: "receipt", sceneName: ReceiptViewController.sceneName, input: "Int, String"),
                    ]

                    /// The destination this value is, without its input.
                    var route: SceneRoute {
                        switch self {
                        case .transactions:
                            Self.routes[0]
                        case .transfer:
                            Self.routes[1]
                        case .insights:
                            Self.routes[2]
                        case .receipt:
                            Self.routes[3]
                        }
                    }
                }
                """
        )
    }

    @Test func aPublicEnum_getsAPublicConformance_andOneWithoutCases_isAnEmptyDestination() {
        expectExpansion(
            of: "@Destinations\npublic enum CardsDestination {\n}",
            by: macros,
            expandsTo: """
                public enum CardsDestination {
                }

                extension CardsDestination: SceneDestination, EmptySceneDestination {
                    /// Every destination, in the order declared.
                    public static let routes: [SceneRoute] = []

                    /// The destination this value is, without its input.
                    public var route: SceneRoute {
                        switch self {

                        }
                    }

                    /// A value of the enum, which cannot exist.
                    public var unreachable: Never {
                        switch self {
                        }
                    }
                }
                """
        )
    }

    @Test func anythingButAnEnum_isRefusedWithAMessage() {
        expectExpansion(
            of: "@Destinations\nstruct Destination {\n}",
            by: macros,
            expandsTo: "struct Destination {\n}",
            diagnostics: [
                DiagnosticSpec(
                    message: "@Destinations can only be attached to an enum of a scene's destinations", line: 1,
                    column: 1)
            ]
        )
    }
}
