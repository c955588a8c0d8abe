import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Record view controller")
struct RecordViewControllerTests {
    private let console = CapturingConsole(width: 70)
    private let interactor = RecordBusinessLogicSpy()
    private let router = RecordRoutingLogicSpy()
    private let opening: [Record.UpdateDraft.Change] = [.payee("Acme"), .accountNamed("Everyday")]
    private let sut: RecordViewController

    init() {
        sut = RecordViewController(console: console, interactor: interactor, router: router, opening: opening)
    }

    private let draft = Record.ShowDraft.ViewModel(
        title: "Spend",
        accounts: [
            .init(
                number: "1", name: "Everyday", maskedNumber: "****7890", available: "$5,432.50",
                availableMinor: 543_250, currency: "USD")
        ],
        fields: [.init(label: "Account", value: "—"), .init(label: "Amount", value: "—")],
        amount: nil,
        nextStep: "Still needed: account, amount.")

    @Test func loading_showsTheDraftWithTheOneLineForm_andCommandsBecomeRequests() async {
        await sut.sceneDidLoad()
        for command: RecordCommand in [
            .account(ListItem(position: 1, name: "Everyday")), .amount(WrittenAmount(significand: 450, decimals: 2)),
            .payee("Coffee Corner"), .category(.dining), .on(fixedToday), .memo("Flat white"), .review, .confirm,
            .cancel,
        ] {
            await sut.handle(command)
        }

        let one = { (change: Record.UpdateDraft.Change) in
            RecordBusinessLogicSpy.Call.updateDraft(.init(changes: [change]))
        }
        #expect(
            interactor.calls == [
                .showDraft(.init(changes: opening)), one(.account(ListPick(position: 1, byNumber: false))),
                one(.amount(WrittenAmount(significand: 450, decimals: 2))), one(.payee("Coffee Corner")),
                one(.category(.dining)), one(.day(fixedToday)), one(.memo("Flat white")), .review, .confirm, .cancel,
            ])
    }

    @Test func commandTable_readsEachPiece_andRefusesWhatIsNone() throws {
        sut.displayDraft(draft)
        let table = sut.commands
        let command = { (line: String) throws -> RecordCommand in
            try table.command(for: line, choices: self.sut.choices(for:))
        }

        #expect(table.declarationProblems().isEmpty)
        #expect(try command("account 1") == .account(ListItem(position: 1, name: "Everyday", isNumber: true)))
        #expect(try command("amount 4.50") == .amount(WrittenAmount(significand: 450, decimals: 2)))
        #expect(try command("payee Coffee Corner") == .payee("Coffee Corner"))
        #expect(try command("category groceries") == .category(.groceries))
        #expect(try command("on 2026-01-14") == .on(CalendarDay(year: 2026, month: 1, day: 14)))
        #expect(try command("memo flat white") == .memo("flat white"))
        #expect(throws: CommandLineError.self) { try command("conf") }
        for bad in [
            "category 12", "category a,b", "on 2026-02-30", "on yesterday",
        ] {
            #expect(throws: (any Error).self, "\(bad)") { try command(bad) }
        }
    }

    @Test func displayDraft_rendersTheTitleAccountsFieldsAndWhatIsMissing() {
        sut.displayDraft(draft)

        #expect(
            console.output
                == lines(
                    "Spend",
                    "",
                    "#  Account   Number    Available",
                    "-  --------  --------  ---------",
                    "1  Everyday  ****7890  $5,432.50",
                    "",
                    "Account: —",
                    "Amount:  —",
                    "Still needed: account, amount."
                ))
    }

    @Test func displayFinished_saysWhatWasRecorded_andRoutesBack_orShowsWhyItCannot() {
        sut.displayFinished(.init(message: "Recorded $4.50 spent.", isSuccess: true, amount: nil))
        router.routeBackToOriginError = .detached
        sut.displayFinished(.init(message: "Nothing was recorded as spent.", isSuccess: false, amount: nil))

        #expect(console.output.contains("Recorded $4.50 spent.") && console.output.contains("Nothing was recorded"))
        #expect(router.calls == [.routeBackToOrigin, .routeBackToOrigin])
        #expect(console.errorOutput == "error: this scene is no longer on screen\n")
    }

    @Test func aRefusedLineForAPiece_asksTheInteractorToForgetIt_andAPieceItDoesNotHaveIsShownAsRefused() async {
        let refusal = ErrorViewModel(message: "DAY is not a day")

        await sut.refuse(refusal, collecting: "on")
        await sut.refuse(refusal, collecting: "colour")

        #expect(interactor.calls == [.forget(.init(field: .day, refusal: refusal))])
        #expect(console.errorOutput == "error: DAY is not a day\n")
    }

    @Test func everyPieceCommand_collectsItsPiece_andOnlyConfirmChangesData() {
        let descriptors = Dictionary(uniqueKeysWithValues: sut.commands.descriptors.map { ($0.name, $0) })

        #expect(Record.Field.allCases.allSatisfy { descriptors[$0.piece]?.collects == $0.piece })
        #expect(descriptors.values.filter { !$0.effects.isEmpty }.map(\.name) == ["confirm"])
    }
}
