import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViperaMacros

@Suite("@TableRow expansion")
struct TableRowMacroTests {
    private let macros = ["TableRow": MacroSpec(type: TableRowMacro.self, conformances: ["TableRow"])]

    @Test func stringAndIntProperties_becomeColumnsInOrder_andOtherPropertiesDoNot() {
        expectExpansion(
            of: """
                @TableRow
                struct Problem: Sendable {
                    let line: Int
                    let reason: String
                    let isFatal: Bool
                    static let limit = 3
                    var summary: String { reason }
                }
                """,
            by: macros,
            expandsTo: """
                struct Problem: Sendable {
                    let line: Int
                    let reason: String
                    let isFatal: Bool
                    static let limit = 3
                    var summary: String { reason }
                }

                extension Problem: TableRow {
                    /// The row's columns, one per property shown.
                    enum Column: Sendable, CaseIterable {
                        case line, reason
                    }

                    /// The row's text in `column`.
                    func cell(_ column: Column) -> String {
                        switch column {
                        case .line:
                            String(line)
                        case .reason:
                            reason
                        }
                    }
                }
                """
        )
    }

    @Test func aPublicRow_getsAPublicConformance() {
        expectExpansion(
            of: """
                @TableRow
                public struct Row {
                    public let name: String
                }
                """,
            by: macros,
            expandsTo: """
                public struct Row {
                    public let name: String
                }

                extension Row: TableRow {
                    /// The row's columns, one per property shown.
                    public enum Column: Sendable, CaseIterable {
                        case name
                    }

                    /// The row's text in `column`.
                    public func cell(_ column: Column) -> String {
                        switch column {
                        case .name:
                            name
                        }
                    }
                }
                """
        )
    }

    @Test func aRowWithNothingToShow_orNotAStruct_isRefusedWithAMessage() {
        expectExpansion(
            of: "@TableRow\nstruct Row {\n    let isOn: Bool\n}",
            by: macros,
            expandsTo: "struct Row {\n    let isOn: Bool\n}",
            diagnostics: [
                DiagnosticSpec(
                    message: "@TableRow needs at least one String or Int stored property to show", line: 1, column: 1)
            ]
        )
        expectExpansion(
            of: "@TableRow\nclass Row {\n    let name: String\n}",
            by: macros,
            expandsTo: "class Row {\n    let name: String\n}",
            diagnostics: [DiagnosticSpec(message: "@TableRow can only be attached to a struct", line: 1, column: 1)]
        )
    }
}
