import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// At a terminal, an import of more than a few rows shows what it would do and waits for
/// `confirm`; a small one, and any import of a script, goes in at once.
@MainActor
@Suite("Account detail import, confirmed")
struct AccountDetailConfirmImportTests {
    private let presenter = AccountDetailPresentationLogicSpy()
    private let worker = AccountDetailWorkingLogicSpy()
    private let sut: AccountDetailInteractor
    private let request = AccountDetail.ImportStatement.Request(path: "s.csv", options: .init(), asksFirst: true)
    private let result = StatementImportResult(
        rowsRead: 11, imported: 11, duplicates: 0, problems: [], problemCount: 0, elapsed: .seconds(1))

    init() {
        sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
        worker.importStatementResult = .success(result)
    }

    private static func preview(rows: Int, moneyOut: Int64 = 1_100) -> StatementPreview {
        StatementPreview(
            result: StatementImportResult(
                rowsRead: rows, imported: rows, duplicates: 0, problems: [], problemCount: 0, elapsed: .seconds(1)),
            moneyInMinor: 0, moneyOutMinor: moneyOut, first: [], last: [], categories: [])
    }

    private var imports: Int {
        worker.calls.filter { if case .importStatement = $0 { true } else { false } }.count
    }

    @Test func aLargeImport_showsItsPreview_andImportsOnlyOnConfirm() async {
        // Given a statement of eleven rows
        worker.previewStatementResult = .success(Self.preview(rows: 11))

        // When it is imported at a terminal, then confirmed, then confirmed again
        await sut.importStatement(request)
        let importedBeforeConfirm = imports
        await sut.confirmReviewed()
        await sut.confirmReviewed()

        // Then the preview waited for confirm, one import ran, and the second confirm had none to run
        #expect(importedBeforeConfirm == 0 && imports == 1)
        #expect(
            presenter.calls.first
                == .presentPreview(
                    .init(
                        path: "s.csv", accountName: "Everyday", currency: "USD", preview: Self.preview(rows: 11),
                        awaitsConfirm: true)))
        #expect(presenter.calls.last == .presentError(ErrorViewModel(ImportNotReviewed())))
    }

    @Test func aFewRows_orAScriptsImport_goInAtOnce() async {
        worker.previewStatementResult = .success(Self.preview(rows: AccountDetailInteractor.rowsImportedWithoutAsking))

        await sut.importStatement(request)
        var scripted = request
        scripted.asksFirst = false
        await sut.importStatement(scripted)

        #expect(imports == 2)
        #expect(!presenter.calls.contains { if case .presentPreview = $0 { true } else { false } })
    }

    @Test func aStatementChangedSinceItsPreview_isShownAgain_andWaitsForConfirmAgain() async {
        // Given a preview shown, and the file changed before confirm
        worker.previewStatementResult = .success(Self.preview(rows: 11))
        await sut.importStatement(request)
        worker.previewStatementResult = .success(Self.preview(rows: 12, moneyOut: 1_200))

        // When it is confirmed, and confirmed again
        await sut.confirmReviewed()
        let importsAfterFirstConfirm = imports
        await sut.confirmReviewed()

        // Then the first confirm showed the new preview and imported nothing; the second imported
        #expect(importsAfterFirstConfirm == 0 && imports == 1)
        var changed = AccountDetail.PreviewStatement.Response(
            path: "s.csv", accountName: "Everyday", currency: "USD", preview: Self.preview(rows: 12, moneyOut: 1_200),
            awaitsConfirm: true)
        changed.changedSinceReview = true
        #expect(presenter.calls.contains(.presentPreview(changed)))
    }

    @Test func anyOtherCommandOfTheAccount_leavesTheImport() async {
        worker.previewStatementResult = .success(Self.preview(rows: 11))
        worker.fetchAccountResult = .success(Fixtures.everyday)
        await sut.importStatement(request)

        await sut.showAccount()
        await sut.confirmReviewed()

        #expect(imports == 0)
        #expect(presenter.calls.last == .presentError(ErrorViewModel(ImportNotReviewed())))
    }

    @Test func theScene_asksFirstOnlyAtATerminal_andNotInADryRun_andConfirmRunsIt() async throws {
        let interactor = AccountDetailBusinessLogicSpy()
        let atTerminal = AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 80), interactor: interactor,
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: true)
        let checking = AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 80), interactor: interactor,
            router: AccountDetailRoutingLogicSpy(), isDryRun: true, asksBeforeImporting: true)

        await atTerminal.handle(try atTerminal.commands.command(for: "import s.csv"))
        await checking.handle(try checking.commands.command(for: "import s.csv"))
        await atTerminal.handle(try atTerminal.commands.command(for: "confirm"))

        #expect(
            interactor.calls == [
                .importStatement(.init(path: "s.csv", options: .init(), asksFirst: true)),
                .importStatement(.init(path: "s.csv", options: .init(listsEveryProblem: true), isDryRun: true)),
                .confirmReviewed,
            ])
        #expect(atTerminal.commands.descriptors.first { $0.name == "confirm" }?.effects == .changesData)
    }

    @Test func thePreviewThatWaits_endsWithWhatToTypeNext() {
        let display = AccountDetailDisplayLogicSpy()
        let presenter = AccountDetailPresenter(formatting: formatting)
        presenter.display = display

        presenter.presentPreview(
            .init(
                path: "s.csv", accountName: "Everyday", currency: "USD", preview: Self.preview(rows: 11),
                awaitsConfirm: true))

        #expect(display.displayPreviewArguments.first?.prompt == Strings.AccountDetail.confirmImportPrompt)
    }
}
