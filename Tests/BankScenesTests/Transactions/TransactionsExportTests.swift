import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `export FILE` in the transactions scene, layer by layer.
@MainActor
@Suite("Transactions export")
struct TransactionsExportTests {
    @Test func interactor_exportsWhatTheFiltersLetThrough() async {
        // Given a search and a type filter
        let presenter = TransactionsPresentationLogicSpy()
        let worker = TransactionsWorkingLogicSpy()
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchBalanceResult = .success(0)
        worker.fetchPageResult = .success([])
        worker.countTransactionsResult = .success(.exactly(0))
        worker.exportStatementResult = .success(42)
        worker.fetchLatestReconciliationResult = .success(nil)
        let sut = TransactionsInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
        await sut.narrow(.init(change: .search("coffee")))
        await sut.narrow(.init(change: .filter(.type(.debit))))

        // When
        await sut.exportStatement(.init(path: "coffee.csv"))

        // Then
        #expect(
            worker.exportStatementArguments.first?.0
                == TransactionQuery(accountID: 1, text: "coffee", type: .debit))
        #expect(worker.exportStatementArguments.first?.1 == "coffee.csv")
        #expect(presenter.calls.last == .presentExport(.init(path: "coffee.csv", count: 42)))
    }

    @Test func interactor_whenTheFileCannotBeWritten_presentsTheError() async {
        let presenter = TransactionsPresentationLogicSpy()
        let worker = TransactionsWorkingLogicSpy()
        let failure = StatementError.unwritable(path: "/x/y.csv", reason: "its folder does not exist")
        worker.exportStatementResult = .failure(failure)
        let sut = TransactionsInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)

        await sut.exportStatement(.init(path: "/x/y.csv"))

        #expect(presenter.calls == [.presentError(ErrorViewModel(failure))])
    }

    @Test func presenter_countsWhatWasWritten() {
        let display = TransactionsDisplayLogicSpy()
        let sut = TransactionsPresenter(formatting: formatting)
        sut.display = display

        sut.presentExport(.init(path: "all.csv", count: 1_234))
        sut.presentExport(.init(path: "one.csv", count: 1))

        #expect(
            display.calls == [
                .displayExport(.init(message: "Exported 1,234 transactions to all.csv.")),
                .displayExport(.init(message: "Exported 1 transaction to one.csv.")),
            ])
    }

    @Test func viewController_parsesExportAndRendersTheNotice() async throws {
        let console = CapturingConsole(width: 60)
        let interactor = TransactionsBusinessLogicSpy()
        let sut = TransactionsViewController(
            console: console, interactor: interactor, router: TransactionsRoutingLogicSpy())

        await sut.handle(try sut.commands.command(for: "export 'my file.csv'"))
        sut.displayExport(.init(message: "Exported 3 transactions to my file.csv."))

        #expect(interactor.calls == [.exportStatement(.init(path: "my file.csv"))])
        #expect(console.output == "Exported 3 transactions to my file.csv.\n")
        #expect(throws: CommandLineError.self) { try sut.commands.command(for: "export") }
    }
}
