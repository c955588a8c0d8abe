import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail view controller")
struct TransactionDetailViewControllerTests {
    @Test func viewController_loadsAndRendersFieldsWithTheAmountInGreen() async {
        let console = CapturingConsole(width: 60, colorEnabled: true)
        let interactor = TransactionDetailBusinessLogicSpy()
        let sut = TransactionDetailViewController(
            console: console, interactor: interactor, router: TransactionDetailRoutingLogicSpy())

        await sut.sceneDidLoad()
        sut.displayTransaction(
            .init(
                fields: [.init(label: "Amount", value: "+$1.00", isCredit: true), .init(label: "Memo", value: "Tip")],
                amountMinor: 100, currency: "USD", timestamp: "2026-01-15T09:00:00Z", day: nil))

        #expect(interactor.calls == [.showTransaction])
        #expect(
            sut.commands.specs.map(\.descriptor.name) == [
                "category", "memo", "note", "split", "delete", "undo", "confirm",
            ])
        #expect(
            console.output
                == lines(
                    "\u{1B}[1mTransaction\u{1B}[0m",
                    "",
                    "\u{1B}[1mAmount:\u{1B}[0m \u{1B}[32m+$1.00\u{1B}[0m",
                    "\u{1B}[1mMemo:\u{1B}[0m   Tip"
                ))
    }

    @Test func theHistory_isListedUnderTheFields() {
        // Given a transaction with one change
        let console = CapturingConsole(width: 60)
        let sut = TransactionDetailViewController(
            console: console, interactor: TransactionDetailBusinessLogicSpy(),
            router: TransactionDetailRoutingLogicSpy())

        // When it is displayed
        sut.displayTransaction(
            .init(
                fields: [.init(label: "Memo", value: "Tip")], amountMinor: 100, currency: "USD", timestamp: nil,
                day: "2026-01-15", history: ["Jan 15, 2026 · you · category dining → groceries"]))

        // Then the change is listed under a heading of its own
        #expect(
            console.output
                == lines(
                    "Transaction", "", "Memo: Tip", "", "History", "",
                    "Jan 15, 2026 · you · category dining → groceries"))
    }

    @Test(arguments: [
        (
            "category groceries",
            TransactionDetailBusinessLogicSpy.Call.correct(.init(correction: .category(.groceries)))
        ),
        ("memo Oat cortado", .correct(.init(correction: .memo("Oat cortado")))),
        ("note with Priya", .correct(.init(correction: .note("with Priya")))),
        ("note", .correct(.init(correction: .note("")))),
        ("delete", .correct(.init(correction: .delete))),
        (
            "split 30 groceries 12.50 dining",
            .split(
                .init(parts: [
                    WrittenSplitPart(amount: WrittenAmount(significand: 30), category: .groceries),
                    WrittenSplitPart(amount: WrittenAmount(significand: 1_250, decimals: 2), category: .dining),
                ]))
        ),
        (
            "split $30 Groceries other",
            .split(
                .init(parts: [
                    WrittenSplitPart(amount: WrittenAmount(significand: 30, currency: "USD"), category: .groceries),
                    WrittenSplitPart(amount: nil, category: .other),
                ]))
        ),
        ("undo", .reviewUndo),
        ("confirm", .confirmUndo),
    ])
    func eachCommand_reachesTheInteractor(line: String, call: TransactionDetailBusinessLogicSpy.Call) async throws {
        // Given the detail
        let interactor = TransactionDetailBusinessLogicSpy()
        let sut = TransactionDetailViewController(
            console: CapturingConsole(width: 60), interactor: interactor, router: TransactionDetailRoutingLogicSpy())

        // When the line is typed
        let command = try sut.commands.command(for: line)
        await sut.handle(command)

        // Then the interactor was asked for it
        #expect(interactor.calls == [call])
    }

    @Test func aNameNoCategoryCanHave_isRefusedAsItIsTyped() throws {
        let sut = TransactionDetailViewController(
            console: CapturingConsole(width: 60), interactor: TransactionDetailBusinessLogicSpy(),
            router: TransactionDetailRoutingLogicSpy())

        #expect(throws: (any Error).self) { try sut.commands.command(for: "category 12") }
        #expect(throws: (any Error).self) { try sut.commands.command(for: "category a,b") }
        // A name any category could have is the bank's to know.
        #expect(try sut.commands.command(for: "category pets") == .category(try CategoryRules.category(named: "pets")))
    }

    @Test(arguments: [
        "split 30", "split 30 40 groceries", "split 30 opening", "split 30 transfer other", "split 1,2 other",
    ])
    func aSplitThatCannotBeRead_isRefusedAsItIsTyped(line: String) {
        // Given the detail
        let interactor = TransactionDetailBusinessLogicSpy()
        let sut = TransactionDetailViewController(
            console: CapturingConsole(width: 60), interactor: interactor, router: TransactionDetailRoutingLogicSpy())

        // When the line is read, then it is refused before anything runs
        #expect(throws: (any Error).self) { try sut.commands.command(for: line) }
        #expect(interactor.calls.isEmpty)
    }

    @Test func aRowGone_goesBackToTheList() {
        // Given the detail of a row
        let router = TransactionDetailRoutingLogicSpy()
        let sut = TransactionDetailViewController(
            console: CapturingConsole(width: 60), interactor: TransactionDetailBusinessLogicSpy(), router: router)

        // When the row is said to be gone
        sut.displayRowGone()

        // Then the list it was opened from is shown again
        #expect(router.calls == [.routeBackToList])
    }
}
