import Foundation
import Testing

/// Every scene of vbank as a screen reader gets it: a script through each scene in accessible
/// mode, whose output has no block character and no cursor movement, and whose charts are words.
@Suite("Accessible session")
struct AccessibleSessionTests {
    /// Home, the accounts, an account, its transactions, a transaction, insights, cards,
    /// settings, categories, a search, a transfer and a record.
    private static let script = """
        accounts
        open 1
        transactions
        open 1
        home
        insights
        home
        cards
        home
        settings
        home
        categories
        home
        search fresh
        home
        transfer
        cancel
        spend
        cancel
        recent

        """

    private static let blocks: ClosedRange<Unicode.Scalar> = "\u{2580}"..."\u{259F}"

    private func run(_ environment: [String: String]) throws -> VBankExecutable.Run {
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        return try VBankExecutable.run(
            ["--demo", "--db", ":memory:", "--now", VBankExecutable.now], input: Self.script, home: home,
            environment: environment)
    }

    private static func drawsBlocks(_ text: String) -> Bool {
        text.unicodeScalars.contains { blocks.contains($0) }
    }

    @Test func everyScene_inAccessibleMode_isTextWithoutBlocksOrCursorMovement() throws {
        // When the script runs for a screen reader
        let run = try run(["VIPERA_ACCESSIBLE": "1"])

        // Then nothing is drawn, and the charts are said in words
        #expect(!Self.drawsBlocks(run.output + run.errors))
        #expect(!(run.output + run.errors).contains { $0 == "\u{1B}" || $0 == "\r" })
        #expect(run.output.contains("\n1. Groceries: "))
        #expect(run.output.contains(" of spending\n"))
        #expect(run.output.contains("\n30 days: "))
    }

    @Test func theSameScript_withoutIt_drawsItsCharts() throws {
        let run = try run([:])

        #expect(Self.drawsBlocks(run.output))
        #expect(!run.output.contains("\n1. Groceries: "))
    }
}
