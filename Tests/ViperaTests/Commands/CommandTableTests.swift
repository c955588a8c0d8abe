import Foundation
import Testing

@testable import Vipera

@Suite("Command table")
struct CommandTableTests {
    private let table = RecordingScene.table

    @Test func commandForLine_parsesLikeTheDispatcher() throws {
        #expect(try table.command(for: "acc") == .accounts)
        #expect(
            try table.command(for: "open 2", choices: { _ in ["A", "B"] })
                == .open(ListItem(position: 2, name: "B", isNumber: true)))
        #expect(try table.command(for: "tr 5 --memo rent") == .transfer(amount: 5, memo: "rent"))
    }

    @Test func commandForLine_reportsEveryKindOfMistake() {
        #expect(
            throws: CommandLineError(
                .unknownCommand,
                "unknown command 'nope'",
                hint: "Type 'help' to see the commands."
            )
        ) {
            try table.command(for: "nope")
        }
        #expect(
            throws: CommandLineError(
                .validationFailed,
                "AMOUNT must be more than zero",
                hint: "usage: transfer AMOUNT [--memo MEMO] [--to TO]"
            )
        ) {
            try table.command(for: "transfer -1")
        }
        #expect(throws: CommandLineError.self) { try table.command(for: "") }
        #expect(throws: CommandLineError.self) { try table.command(for: "p") }
    }

    @Test func descriptors_keepDeclarationOrderAndUsage() {
        #expect(table.descriptors.map(\.name) == ["accounts", "open", "transfer", "fail", "push", "pin"])
        #expect(
            table.descriptors.map(\.usage) == [
                "accounts", "open ACCOUNT", "transfer AMOUNT [--memo MEMO] [--to TO]", "fail", "push TITLE", "pin PIN",
            ])
    }
}
