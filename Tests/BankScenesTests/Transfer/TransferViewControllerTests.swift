import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transfer view controller")
struct TransferViewControllerTests {
    private let console = CapturingConsole(width: 70)
    private let interactor = TransferBusinessLogicSpy()
    private let router = TransferRoutingLogicSpy()
    private let sut: TransferViewController

    init() {
        sut = TransferViewController(console: console, interactor: interactor, router: router)
    }

    private let draft = Transfer.ShowDraft.ViewModel(
        accounts: [
            .init(
                number: "1", name: "Everyday", maskedNumber: "****7890", available: "$5,432.50",
                availableMinor: 543_250, currency: "USD"),
            .init(
                number: "2", name: "Rainy day", maskedNumber: "****3210", available: "$12,000.00",
                availableMinor: 1_200_000, currency: "USD"),
        ],
        fields: [.init(label: "From", value: "—"), .init(label: "Amount", value: "—")],
        amount: nil,
        nextStep: "Still needed: from, amount."
    )

    @Test func commands_becomeRequests_andLeavingTellsTheInteractor() async {
        await sut.sceneDidLoad()
        for command: TransferCommand in [
            .from(ListItem(position: 1, name: "Everyday")), .to(ListItem(position: 2, name: "Rainy day")),
            .amount(WrittenAmount(significand: 1_250, decimals: 2)),
            .memo("Rent"), .review, .confirm, .cancel,
        ] {
            await sut.handle(command)
        }
        sut.sceneWillBeRemoved()

        #expect(
            interactor.calls == [
                .showDraft, .updateDraft(.init(change: .source(ListPick(position: 1, byNumber: false)))),
                .updateDraft(.init(change: .destination(ListPick(position: 2, byNumber: false)))),
                .updateDraft(.init(change: .amount(WrittenAmount(significand: 1_250, decimals: 2)))),
                .updateDraft(.init(change: .memo("Rent"))), .review, .confirm, .cancel,
                .leave,
            ])
    }

    @Test func commandTable_parsesAccountsAmountsAndRefusesBadAmounts() throws {
        sut.displayDraft(draft)
        let table = sut.commands
        let command = { (line: String) throws -> TransferCommand in
            try table.command(for: line, choices: self.sut.choices(for:))
        }

        #expect(table.declarationProblems().isEmpty)
        #expect(try command("from 1") == .from(ListItem(position: 1, name: "Everyday", isNumber: true)))
        #expect(try command("to rainy") == .to(ListItem(position: 2, name: "Rainy day")))
        #expect(try command("amount 12.50") == .amount(WrittenAmount(significand: 1_250, decimals: 2)))
        #expect(try command("memo for the rent") == .memo("for the rent"))
        #expect(try [command("review"), command("confirm"), command("cancel")] == [.review, .confirm, .cancel])
        // `confirm` moves money: only its whole name runs it
        #expect(throws: CommandLineError.self) { try command("conf") }
        #expect(
            try command("amount $1,250.00")
                == .amount(WrittenAmount(significand: 125_000, decimals: 2, currency: "USD")))
        // Zero and negative amounts parse, and so do amounts with more decimals than cents: the
        // transfer's rules refuse them, in its accounts' currency.
        #expect(try command("amount -5") == .amount(WrittenAmount(significand: -5)))
        #expect(try command("amount 1.234") == .amount(WrittenAmount(significand: 1_234, decimals: 3)))
        for bad in ["amount 1.23456", "amount abc", "amount NaN", "amount 1e3", "amount 12,50", "amount 1e15"] {
            #expect(throws: CommandLineError.self) { try command(bad) }
        }
    }

    @Test func displayDraft_rendersAccountsFieldsAndWhatIsMissing() {
        sut.displayDraft(draft)

        #expect(
            console.output
                == lines(
                    "Transfer",
                    "",
                    "#  Account    Number     Available",
                    "-  ---------  --------  ----------",
                    "1  Everyday   ****7890   $5,432.50",
                    "2  Rainy day  ****3210  $12,000.00",
                    "",
                    "From:   —",
                    "Amount: —",
                    "Still needed: from, amount."
                ))
    }

    @Test func displayFinished_routesBack_orShowsWhyItCannot() {
        sut.displayFinished(.init())
        router.routeBackToOriginError = .detached
        sut.displayFinished(.init())

        #expect(router.calls == [.routeBackToOrigin, .routeBackToOrigin])
        #expect(console.errorOutput == "error: this scene is no longer on screen\n")
    }

    @Test func aRefusedLineForAPiece_asksTheInteractorToForgetIt_andAPieceItDoesNotHaveIsShownAsRefused() async {
        // Given the refusal of a line
        let refusal = ErrorViewModel(message: "AMOUNT is not an amount")

        // When it is for a piece the scene collects, then for one it does not have
        await sut.refuse(refusal, collecting: "amount")
        let unknown = await sut.perform(.review)
        await sut.refuse(refusal, collecting: "colour")

        // Then the interactor forgets the piece (its presenter shows the refusal), and the
        // unknown piece's refusal is shown as it is
        #expect(interactor.calls == [.forget(.init(field: .amount, refusal: refusal)), .review])
        #expect(unknown == .succeeded)
        #expect(console.errorOutput == "error: AMOUNT is not an amount\n")
    }

    @Test func everyPieceCommand_collectsItsPiece_andOnlyConfirmChangesData() {
        let descriptors = Dictionary(uniqueKeysWithValues: sut.commands.descriptors.map { ($0.name, $0) })

        #expect(Transfer.Field.allCases.allSatisfy { descriptors[$0.piece]?.collects == $0.piece })
        #expect(descriptors.values.filter { !$0.effects.isEmpty }.map(\.name) == ["confirm"])
    }
}
