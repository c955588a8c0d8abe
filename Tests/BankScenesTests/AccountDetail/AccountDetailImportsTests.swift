import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `imports` and `undo-import N` in an account, a layer at a time: the interactor reviews an
/// import before it takes it out and only on `confirm`, the presenter words the list and the
/// review, the view controller draws them, and the worker reaches the bank's stores.
@MainActor
@Suite("Account detail imports")
struct AccountDetailImportsTests {
    private let presenter = AccountDetailPresentationLogicSpy()
    private let worker = AccountDetailWorkingLogicSpy()
    private let sut: AccountDetailInteractor
    private static let record = StatementImportRecord(
        id: 3, accountID: Fixtures.everyday.id, fileName: "nov.csv", format: "CSV", rules: "chase.rules",
        date: Date(timeIntervalSince1970: 1_768_471_200), rows: 4, netMinor: -2_500, rowsInLedger: 4,
        netInLedgerMinor: -2_500, undoneAt: nil)

    init() {
        sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
        worker.fetchAccountResult = .success(Fixtures.everyday)
        worker.fetchImportsResult = .success([Self.record])
    }

    private var undos: Int {
        worker.calls.filter { if case .undoImport = $0 { true } else { false } }.count
    }

    // MARK: - Interactor

    @Test func undoImport_isReviewedFirst_andTakenOutOnlyOnConfirm_once() async {
        // Given an account with an import
        let after = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE89370400440532013000",
            currency: "USD", balance: Decimal(string: "5457.50") ?? 0)
        worker.undoImportResult = .success(
            CorrectionReceipt(
                correction: LedgerCorrection(
                    id: 9, transactionID: 1, kind: .importUndone, before: "nov.csv", after: "3", author: .you,
                    date: Date(timeIntervalSince1970: 0), isUndone: false),
                transactions: [], accounts: [after]))

        // When it is reviewed, then confirmed twice
        await sut.reviewImportUndo(.init(importID: 3))
        let undoneBeforeConfirm = undos
        await sut.confirmReviewed()
        await sut.confirmReviewed()

        // Then nothing was taken out before confirm, once after, and the second confirm had nothing
        #expect(undoneBeforeConfirm == 0 && undos == 1)
        #expect(
            presenter.calls.first
                == .presentImportUndoReview(
                    .init(
                        record: Self.record, account: Fixtures.everyday,
                        balanceAfterMinor: Fixtures.everyday.balanceMinor + 2_500)))
        #expect(presenter.calls.dropFirst().first == .presentImportUndone(.init(record: Self.record, account: after)))
        #expect(presenter.calls.last == .presentError(ErrorViewModel(ImportNotReviewed())))
    }

    @Test func anotherCommand_leavesTheReviewedUndo_andAnImportTakenOut_orNoSuchNumber_isRefused() async {
        // Given an undo-import reviewed
        await sut.reviewImportUndo(.init(importID: 3))

        // When another command of the account runs before confirm
        await sut.listImports()
        await sut.confirmReviewed()

        // Then nothing was taken out
        #expect(undos == 0)

        // And a number the account has none of, or an import taken out, is refused at review
        await sut.reviewImportUndo(.init(importID: 8))
        var undone = Self.record
        undone = StatementImportRecord(
            id: 3, accountID: undone.accountID, fileName: undone.fileName, format: undone.format, rules: nil,
            date: undone.date, rows: 4, netMinor: -2_500, rowsInLedger: 0, netInLedgerMinor: 0,
            undoneAt: Date(timeIntervalSince1970: 1))
        worker.fetchImportsResult = .success([undone])
        await sut.reviewImportUndo(.init(importID: 3))
        #expect(
            presenter.calls.suffix(2)
                == [
                    .presentError(ErrorViewModel(BankError.cannotCorrect(.noSuchImport(8)))),
                    .presentError(ErrorViewModel(BankError.cannotCorrect(.importUndone(3)))),
                ])
    }

    // MARK: - Presenter

    @Test func presentImports_numbersEachImport_withWhatItAdded_andWhatIsLeft() throws {
        // Given a presenter, and an import partly deleted beside one taken out
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display
        let partly = StatementImportRecord(
            id: 4, accountID: 1, fileName: "dec.ofx", format: "OFX 2.x", rules: nil,
            date: Date(timeIntervalSince1970: 1_768_471_200), rows: 3, netMinor: 10_000, rowsInLedger: 2,
            netInLedgerMinor: 9_000, undoneAt: nil)

        // When they are presented
        sut.presentImports(.init(imports: [partly, Self.record], accountName: "Everyday", currency: "USD"))

        // Then each row says its number, file, format, rules, rows, sum and what is left of it
        guard case .displayImports(let viewModel)? = display.calls.first else {
            Issue.record("no list displayed")
            return
        }
        #expect(viewModel.title == "Imports into Everyday" && viewModel.emptyMessage == nil)
        #expect(viewModel.rows.map(\.number) == ["4", "3"])
        #expect(viewModel.rows[0].state == "2 of 3 rows left" && viewModel.rows[0].sum == "+$100.00")
        #expect(viewModel.rows[1].rules == "chase.rules" && viewModel.rows[1].state == "in the ledger")
        #expect(viewModel.rows[1].sum == "-$25.00" && viewModel.rows[1].file == "nov.csv")
    }

    @Test func presentImportUndoReview_saysWhatGoesAndTheBalanceBeforeAndAfter() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display
        let account = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE89370400440532013000",
            currency: "USD", balance: 1_000)

        sut.presentImportUndoReview(.init(record: Self.record, account: account, balanceAfterMinor: 102_500))

        guard case .displayImportUndo(let viewModel)? = display.calls.first else {
            Issue.record("no review displayed")
            return
        }
        #expect(viewModel.message.contains("takes out the 4 rows 'nov.csv'"))
        #expect(viewModel.message.contains("from $1,000.00 to $1,025.00"))
        #expect(viewModel.prompt == Strings.AccountDetail.importUndoPrompt && viewModel.netMinor == -2_500)
    }

    // MARK: - View Controller

    @Test func theCommands_listAndReview_andTheListIsDrawnAsATable() async throws {
        // Given the account's view controller
        let console = CapturingConsole(width: 100)
        let interactor = AccountDetailBusinessLogicSpy()
        let sut = AccountDetailViewController(
            title: "Everyday", console: console, interactor: interactor, router: AccountDetailRoutingLogicSpy(),
            isDryRun: false, asksBeforeImporting: false)

        // When the commands are typed, and a list is displayed
        await sut.handle(try sut.commands.command(for: "imports"))
        await sut.handle(try sut.commands.command(for: "undo-import 3"))
        #expect(throws: (any Error).self) { try sut.commands.command(for: "undo-import 0") }
        sut.displayImports(
            .init(
                title: "Imports into Everyday",
                rows: [
                    .init(
                        number: "3", imported: "Jan 15, 2026", file: "nov.csv", format: "CSV", rules: "", rows: "4",
                        sum: "-$25.00", state: "in the ledger")
                ], emptyMessage: nil))

        // Then the requests went to the interactor, and the table shows the import
        #expect(interactor.calls == [.listImports, .reviewImportUndo(.init(importID: 3))])
        #expect(console.output.contains("Imports into Everyday"))
        #expect(console.output.contains("3  Jan 15, 2026  nov.csv  CSV"))
    }

    // MARK: - Worker

    @Test func theWorker_listsAndTakesOutImports_throughTheBanksStores() async throws {
        // Given a bank with a statement imported into Rainy day
        let bank = try InMemoryBank()
        let worker = AccountDetailWorker(stores: bank.stores)
        let path = NSTemporaryDirectory() + "statement-\(UUID().uuidString).csv"
        try "date,memo,amount\n2026-01-02,Coffee,-3.50\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let account = try await worker.fetchAccount(id: 2)
        _ = try await worker.importStatement(at: path, into: 2, options: .init()) { _ in }

        // When its imports are listed, and the import is taken out
        let imports = try await worker.fetchImports(of: account)
        let record = try #require(imports.first)
        let receipt = try await worker.undoImport(record, of: account)

        // Then the list had it, and the balance is as it was
        #expect(imports.count == 1 && record.rows == 1)
        #expect(receipt.accounts.first?.balanceMinor == 1_200_000)
    }
}
