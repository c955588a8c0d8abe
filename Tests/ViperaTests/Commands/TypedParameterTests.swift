import Foundation
import Testing

@testable import Vipera

@Suite("Typed parameters and builder checks")
struct TypedParameterTests {
    private enum Priority: String, CaseIterable, Sendable { case high, normal, low }

    private enum Command: Sendable, Equatable {
        case open(ListItem)
        case add(title: String, priority: Priority, now: Bool)
        case page(Int?)
        case pay(Decimal, memo: String?)
    }

    private static let entry = TypedParameter.item("ENTRY", from: "entries", "Which entry")
    private static let title = TypedParameter.words("TITLE", "What to do")
    private static let priority = TypedParameter.option("priority", of: Priority.self, "How urgent", default: .normal)
    private static let now = TypedParameter.flag("now", "At once", short: "n")
    private static let page = TypedParameter.optionalInteger("N", in: 1...9, "Which page")
    private static let amount = TypedParameter.decimal("AMOUNT", in: 1...100, maximumFractionDigits: 2, "How much")
    private static let memo = TypedParameter.option("memo", "A note")

    private static let table = CommandTable<Command>([
        CommandSpec("open", summary: "Open", entry, build: Command.open),
        CommandSpec("add", summary: "Add", title, priority, now) { .add(title: $0, priority: $1, now: $2) },
        CommandSpec("page", summary: "Page", page, build: Command.page),
        CommandSpec("pay", summary: "Pay", amount, memo) { .pay($0, memo: $1) },
    ])

    @Test func handles_declareTheirParameters_andHandTheBuilderTypedValuesInOrder() throws {
        let names = { (_: ChoiceSource) in ["Rent", "Rates"] }

        #expect(try Self.table.command(for: "open rat", choices: names) == .open(ListItem(position: 2, name: "Rates")))
        #expect(try Self.table.command(for: "add buy milk -n") == .add(title: "buy milk", priority: .normal, now: true))
        #expect(
            try Self.table.command(for: "add tea --priority high") == .add(title: "tea", priority: .high, now: false))
        #expect(try Self.table.command(for: "page") == .page(nil))
        #expect(try Self.table.command(for: "pay 12.5 --memo rent") == .pay(Decimal(string: "12.5") ?? 0, memo: "rent"))
        #expect(Self.table.descriptors[1].usage == "add TITLE... [--priority high|normal|low] [--now]")
        #expect(Self.table.declarationProblems().isEmpty)
    }

    @Test func handles_parseAndRefuseLikeTheParametersTheyDeclare() {
        #expect(throws: CommandLineError.self) { try Self.table.command(for: "page 10") }
        #expect(throws: CommandLineError.self) { try Self.table.command(for: "pay 0.001") }
        #expect(throws: CommandLineError.self) { try Self.table.command(for: "add x --priority urgent") }
    }

    @Test func aBuilderReadingAnUndeclaredName_isADeclarationProblem() {
        let table = CommandTable<Int>([
            CommandSpec("open", summary: "", parameters: [.argument("ACCOUNT", .integer(), "")]) {
                try $0.integer("ACCONT")
            }
        ])

        #expect(
            table.declarationProblems() == [
                "'open' needs ACCONT, but it is not declared as required and has no default"
            ])
    }

    @Test func aBuilderReadingAnOptionalAsRequired_orAsTheWrongKind_isADeclarationProblem() {
        let table = CommandTable<Int>([
            CommandSpec("recent", summary: "", parameters: [.argument("N", .integer(), "", isOptional: true)]) {
                try $0.integer("N")
            },
            CommandSpec("find", summary: "", parameters: [.argument("TEXT", .text, "")]) {
                try $0.integer("TEXT")
            },
        ])

        #expect(
            table.declarationProblems() == [
                "'recent' needs N, but it is not declared as required and has no default",
                "'find' reads TEXT as integer, but it is declared otherwise",
            ])
    }

    @Test func aBuilderRefusingTheMadeUpValues_isNotAProblem() {
        let table = CommandTable<Int>([
            CommandSpec("filter", summary: "", parameters: [.argument("DAY", .text, "")]) { arguments in
                throw CommandValidationError("'\(try arguments.text("DAY"))' is not a day")
            }
        ])

        #expect(table.declarationProblems().isEmpty)
    }
}
