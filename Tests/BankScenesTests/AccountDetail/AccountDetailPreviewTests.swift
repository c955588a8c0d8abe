import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `import FILE --check`: what an import would do, said before anything is written.
@MainActor
@Suite("Account detail import preview")
struct AccountDetailPreviewTests {
    private static let coffee = NewTransaction(
        day: CalendarDay(year: 2026, month: 1, day: 3), memo: "Coffee", category: .dining, amountMinor: 450,
        type: .debit, counterparty: "Coffee")
    private static let salary = NewTransaction(
        day: CalendarDay(year: 2026, month: 1, day: 5), memo: "Salary", category: .salary, amountMinor: 250_000,
        type: .credit, counterparty: "Acme")
    private static let preview = StatementPreview(
        result: StatementImportResult(
            rowsRead: 4, imported: 2, duplicates: 1, problems: [StatementProblem(line: 5, reason: "no amount")],
            problemCount: 1, elapsed: .seconds(1), netMinor: 249_550),
        moneyInMinor: 250_000, moneyOutMinor: 450, first: [coffee, salary], last: [],
        categories: [.init(category: .dining, rows: 1), .init(category: .salary, rows: 1)])

    @Test func theInteractor_asksTheWorkerForAPreview_andPresentsIt() async {
        // Given an account whose statement's preview the worker gives
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        worker.previewStatementResult = .success(Self.preview)
        let sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)

        // When a preview is asked for
        await sut.previewStatement(.init(path: "s.csv", options: .init(listsEveryProblem: true)))

        // Then the worker previews into this account and nothing is imported
        #expect(
            worker.calls == [.previewStatement(path: "s.csv", accountID: 1, options: .init(listsEveryProblem: true))])
        #expect(
            presenter.calls == [
                .presentPreview(.init(path: "s.csv", accountName: "Everyday", currency: "USD", preview: Self.preview))
            ])
    }

    @Test func theInteractor_presentsARefusedPreview() async {
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        worker.previewStatementResult = .failure(StatementError.badSeparator("|"))
        let sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)

        await sut.previewStatement(.init(path: "s.csv", options: .init()))

        #expect(presenter.calls == [.presentError(ErrorViewModel(StatementError.badSeparator("|")))])
    }

    @Test func thePresenter_saysWhatWouldComeIn_byCategory_withItsRowsAndBadRows() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentPreview(.init(path: "s.csv", accountName: "Everyday", currency: "USD", preview: Self.preview))

        #expect(
            display.displayPreviewArguments == [
                .init(
                    summary:
                        "Would import 2 transactions into Everyday from s.csv: $2,500.00 in, $4.50 out; 1 row already imported; 1 bad row. Nothing was imported.",
                    categories: "By category: dining 1, salary 1.",
                    first: [
                        .init(date: "2026-01-03", memo: "Coffee", category: "dining", amount: "-$4.50"),
                        .init(date: "2026-01-05", memo: "Salary", category: "salary", amount: "+$2,500.00"),
                    ], last: [], problems: [.init(line: 5, reason: "no amount")])
            ])
    }

    @Test func theViewController_readsCheckAsAPreview_andShowsIt() async throws {
        // Given the scene
        let console = CapturingConsole(width: 80)
        let interactor = AccountDetailBusinessLogicSpy()
        let sut = AccountDetailViewController(
            title: "Everyday", console: console, interactor: interactor, router: AccountDetailRoutingLogicSpy(),
            isDryRun: false, asksBeforeImporting: false)

        // When an import is checked, and its preview shown
        await sut.handle(try sut.commands.command(for: "import s.csv --check --separator ';'"))
        sut.displayPreview(
            .init(
                summary: "Would import 1 transaction.", categories: "By category: dining 1.",
                first: [.init(date: "2026-01-03", memo: "Coffee", category: "dining", amount: "-$4.50")], last: [],
                problems: [.init(line: 5, reason: "no amount")]))

        // Then the interactor previews, listing every bad row, and the preview is drawn
        #expect(
            interactor.calls == [
                .previewStatement(.init(path: "s.csv", options: .init(separator: .semicolon, listsEveryProblem: true)))
            ])
        #expect(console.output.contains("Would import 1 transaction."))
        #expect(console.output.contains("2026-01-03  Coffee  dining    -$4.50"))
        #expect(console.output.contains("5  no amount"))
    }
}
