import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `import FILE` in the account detail scene, layer by layer.
@MainActor
@Suite("AccountDetail import")
struct AccountDetailImportTests {
    nonisolated private static let result = StatementImportResult(
        rowsRead: 1_004, imported: 1_000, duplicates: 1, problems: [StatementProblem(line: 7, reason: "bad date")],
        problemCount: 3, elapsed: .seconds(2))

    // MARK: - Interactor

    @Test func interactor_importsIntoItsAccount_forwardingProgressThenTheResult() async {
        // Given a worker that reports one step of progress
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        let step = StatementImportProgress(rowsRead: 500, estimatedRows: 1_004, elapsed: .seconds(1))
        worker.importStatementHandler = { _, _, _, progress in
            await progress(step)
            return Self.result
        }
        let sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
        let options = StatementImportOptions(dateFormat: "dd/MM/yyyy", isStrict: true)

        // When
        await sut.importStatement(.init(path: "s.csv", options: options))

        // Then
        #expect(worker.importStatementArguments.map { [$0.0, String($0.1)] } == [["s.csv", "1"]])
        #expect(worker.importStatementArguments.first?.2 == options)
        #expect(
            presenter.calls == [
                .presentImportProgress(.init(progress: step)),
                .presentImport(.init(path: "s.csv", accountName: "Everyday", result: Self.result)),
            ])
    }

    @Test func interactor_whenTheImportFails_presentsTheError() async {
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        worker.importStatementHandler = { _, _, _, _ in throw StatementError.cancelled }
        let sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)

        await sut.importStatement(.init(path: "s.csv", options: .init()))

        #expect(presenter.calls == [.presentError(ErrorViewModel(StatementError.cancelled))])
    }

    // MARK: - Presenter

    @Test func presenter_putsCountRateAndTimeLeftIntoTheProgressLabel() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentImportProgress(
            .init(progress: StatementImportProgress(rowsRead: 250_000, estimatedRows: 1_000_000, elapsed: .seconds(1))))

        #expect(
            display.calls == [
                .displayImportProgress(
                    .init(fraction: 0.25, label: "250,000 of 1,000,000 rows · 250,000 rows/s · 0:03 left"))
            ])
    }

    @Test func presenter_summarisesTheImport_andListsTheBadRows() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentImport(.init(path: "s.csv", accountName: "Everyday", result: Self.result))

        #expect(
            display.calls == [
                .displayImport(
                    .init(
                        summary:
                            "Imported 1,000 transactions into Everyday from s.csv; 1 row already imported; 3 bad rows skipped (2.0 s, 502 rows/s).",
                        problems: [.init(line: 7, reason: "bad date")],
                        unlistedProblems: "and 2 more bad rows"))
            ])
    }

    @Test func presenter_saysWhichCategoriesItDidNotKnow_andThatTheyCameInAsOther() {
        // Given an import of two rows of categories vbank does not know
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display
        var unknown = StatementImportResult.UnknownCategories()
        unknown.count("income")
        unknown.count("food & drink")
        let result = StatementImportResult(
            rowsRead: 3, imported: 3, duplicates: 0, problems: [], problemCount: 0, elapsed: .seconds(1),
            unknownCategories: unknown)

        // When it is presented
        sut.presentImport(.init(path: "s.csv", accountName: "Everyday", result: result))

        // Then the summary ends with them, and how to refuse them instead
        #expect(
            display.displayImportArguments.map(\.summary) == [
                "Imported 3 transactions into Everyday from s.csv (1.0 s, 3 rows/s). 2 rows of categories vbank does not know ('income', 'food & drink') counted as other; 'import --strict' refuses them instead."
            ])
    }

    // MARK: - View Controller

    @Test func viewController_parsesImport_runsIt_andTakesTheBarAway() async throws {
        // Given
        let console = CapturingConsole(width: 60)
        let interactor = AccountDetailBusinessLogicSpy()
        let sut = AccountDetailViewController(
            title: "Everyday", console: console, interactor: interactor, router: AccountDetailRoutingLogicSpy(),
            isDryRun: false, asksBeforeImporting: false)

        // When
        let command = try sut.commands.command(
            for: "import 'my statement.csv' --format dd/MM/yyyy --strict --separator ';' --encoding Latin-1")
        await sut.handle(command)

        // Then
        var line = StatementImportLine(path: "my statement.csv")
        (line.dateFormat, line.isStrict, line.separator, line.encoding) = ("dd/MM/yyyy", true, .semicolon, .latin1)
        #expect(command == .importStatement(line))
        #expect(
            interactor.calls == [
                .importStatement(
                    .init(
                        path: "my statement.csv",
                        options: .init(
                            dateFormat: "dd/MM/yyyy", isStrict: true, separator: .semicolon, encoding: .latin1)))
            ])
        #expect(console.progressEndCount == 1)
        #expect(
            try sut.commands.command(for: "import s.csv")
                == .importStatement(StatementImportLine(path: "s.csv")))
        var tabbed = StatementImportLine(path: "s.csv")
        tabbed.separator = .tab
        #expect(
            try sut.commands.command(for: "import s.csv --separator tab")
                == .importStatement(tabbed))
    }

    @Test func anEncodingVbankDoesNotRead_isRefusedBeforeTheFileIsOpened() {
        let sut = AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 60), interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false)

        for refused in ["ebcdic", "utf-32", "", "latin9"] {
            #expect(throws: CommandLineError.self) {
                try sut.commands.command(for: "import s.csv --encoding '\(refused)'")
            }
        }
    }

    @Test func aSeparatorVbankDoesNotRead_isRefusedBeforeTheFileIsOpened() {
        let sut = AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 60), interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false)

        #expect(throws: CommandLineError.self) { try sut.commands.command(for: "import s.csv --separator |") }
    }

    @Test func inADryRun_theImportAsksForEveryProblem_andTellsTheInteractorItIsADryRun() async throws {
        let interactor = AccountDetailBusinessLogicSpy()
        let sut = AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 60), interactor: interactor,
            router: AccountDetailRoutingLogicSpy(), isDryRun: true, asksBeforeImporting: false)

        await sut.handle(try sut.commands.command(for: "import s.csv"))

        #expect(
            interactor.calls == [
                .importStatement(.init(path: "s.csv", options: .init(listsEveryProblem: true), isDryRun: true))
            ])
    }

    @Test func aDryRunsImport_goesToStandardError_andEachBadRowIsAnError() {
        // Given a dry run's view of an import with a bad row
        let console = CapturingConsole(width: 60)
        let sut = AccountDetailViewController(
            title: "Everyday", console: console, interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: true, asksBeforeImporting: false)

        // When it is displayed
        sut.displayImport(
            .init(
                summary: "--check: would import 1 transaction", problems: [.init(line: 3, reason: "bad date")],
                unlistedProblems: nil, isDryRun: true,
                sample: [.init(date: "2026-01-10", memo: "Tea", amount: "-$1.00")], path: "s.csv"))

        // Then nothing goes to standard output, the sample goes to standard error, and the bad
        // row is reported as an error
        #expect(console.output.isEmpty)
        #expect(console.errorOutput.contains("--check: would import 1 transaction"))
        #expect(console.errorOutput.contains("2026-01-10  Tea   -$1.00"))
        #expect(console.errorOutput.contains("error: s.csv, line 3: bad date"))
        #expect(console.reportedErrors.count == 1)
    }

    @Test func viewController_drawsProgressAside_andRendersTheSummaryAndProblems() {
        let console = CapturingConsole(width: 60)
        let sut = AccountDetailViewController(
            title: "Everyday", console: console, interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false)

        sut.displayImportProgress(.init(fraction: 0.5, label: "5 of 10 rows"))
        sut.displayImport(
            .init(
                summary: "Imported 9 transactions.", problems: [.init(line: 4, reason: "bad date")],
                unlistedProblems: nil))

        #expect(console.progressLines == ["████████████░░░░░░░░░░░░  50%  5 of 10 rows"])
        #expect(
            console.output
                == lines(
                    "Imported 9 transactions.",
                    "Line  Skipped because",
                    "----  ---------------",
                    "   4  bad date"))
    }
}
