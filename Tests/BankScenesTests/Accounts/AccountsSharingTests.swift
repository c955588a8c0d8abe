import BankDomain
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `share`, `unshare` and `shares` through each layer of the accounts scene.
@MainActor
@Suite("Accounts sharing")
struct AccountsSharingTests {
    private static let joint = Account(
        id: 7, name: "Joint", type: .checking, number: "7700000007", iban: "DE7", currency: "USD",
        balanceMinor: 10_000, owner: "ann")
    private static let annsSavings = Account(
        id: 8, name: "Ann's savings", type: .savings, number: "7700000008", iban: "DE8", currency: "USD",
        balanceMinor: 500, owner: "ann", access: .shared(.view))
    private static let viewShare = AccountShare(
        accountID: 7, accountName: "Joint", owner: "ann", person: "bob", level: .view)

    // MARK: - Interactor

    @Test func share_checksThePersonAndTheOwner_beforeAskingTheStore() async {
        // Given two accounts: one the person owns, one shared with them to view
        let presenter = AccountsPresentationLogicSpy()
        let worker = AccountsWorkingLogicSpy()
        let sut = AccountsInteractor(
            presenter: presenter, worker: worker, calendar: calendar, requestKeys: .seeded(1))
        worker.fetchAccountsResult = .success([Self.joint, Self.annsSavings])
        worker.fetchSettingsResult = .success(.defaults)
        worker.shareAccountResult = .success(Self.viewShare)
        await sut.fetchAccounts()

        // When they share each, and share one with an empty name and with its owner
        await sut.changeAccount(.share(ListPick(position: 2), person: "bob", level: .view))
        await sut.changeAccount(.share(ListPick(position: 1), person: "  ", level: .view))
        await sut.changeAccount(.share(ListPick(position: 1), person: "ann", level: .transfer))
        await sut.changeAccount(.share(ListPick(position: 1), person: " bob ", level: .view))

        // Then only the share of their own account with another person reached the store
        #expect(
            worker.calls.filter { if case .shareAccount = $0 { true } else { false } } == [
                .shareAccount(id: 7, person: "bob", level: .view, key: RequestKeys.seeded(1).next())
            ])
        #expect(
            presenter.calls.contains(
                .presentError(ErrorViewModel(AccountError.notOwner(account: "Ann's savings", owner: "ann")))))
        #expect(presenter.calls.contains(.presentError(ErrorViewModel(AccountError.emptyPerson))))
        #expect(
            presenter.calls.contains(
                .presentError(ErrorViewModel(AccountError.sharedWithOwner(account: "Joint", owner: "ann")))))
        #expect(
            presenter.calls.contains(
                .presentChangedAccount(.init(account: Self.joint, change: .shared(Self.viewShare)))))
    }

    @Test func unshareAndShares_goToTheStore_andItsRefusalIsPresented() async {
        // Given a bank file, which refuses to share
        let presenter = AccountsPresentationLogicSpy()
        let worker = AccountsWorkingLogicSpy()
        let sut = AccountsInteractor(
            presenter: presenter, worker: worker, calendar: calendar, requestKeys: .seeded(1))
        worker.fetchAccountsResult = .success([Self.joint])
        worker.fetchSettingsResult = .success(.defaults)
        worker.unshareAccountResult = .failure(AccountError.sharingNeedsAServer)
        worker.fetchSharesResult = .success([Self.viewShare])
        await sut.fetchAccounts()

        // When the person takes a share back, then lists the shares
        await sut.changeAccount(.unshare(ListPick(position: 1), person: "bob"))
        await sut.listShares()

        // Then the refusal and the list are presented
        #expect(presenter.calls.contains(.presentError(ErrorViewModel(AccountError.sharingNeedsAServer))))
        #expect(presenter.calls.last == .presentShares(.init(shares: [Self.viewShare])))
    }

    // MARK: - Presenter

    @Test func presenter_saysWhatEachLevelAllows_andListsTheShares() {
        // Given a presenter
        let display = AccountsDisplayLogicSpy()
        let sut = AccountsPresenter(formatting: formatting)
        sut.display = display
        let transfer = AccountShare(accountID: 7, accountName: "Joint", owner: "ann", person: "cat", level: .transfer)

        // When shares change and are listed
        sut.presentChangedAccount(.init(account: Self.joint, change: .shared(Self.viewShare)))
        sut.presentChangedAccount(.init(account: Self.joint, change: .unshared(transfer)))
        sut.presentShares(.init(shares: [Self.viewShare, transfer]))
        sut.presentShares(.init(shares: []))

        // Then each says what the person may do
        #expect(
            display.calls == [
                .displayChangedAccount(
                    .init(message: "Shared Joint with bob to view: bob sees it and moves no money.", name: "Joint")),
                .displayChangedAccount(.init(message: "cat no longer sees Joint.", name: "Joint")),
                .displayShares(
                    .init(
                        rows: [
                            .init(account: "Joint", owner: "ann", person: "bob", may: "view", level: "view"),
                            .init(
                                account: "Joint", owner: "ann", person: "cat", may: "view and transfer",
                                level: "transfer"),
                        ], emptyMessage: nil)),
                .displayShares(.init(rows: [], emptyMessage: Strings.Shares.empty)),
            ])
    }

    // MARK: - View Controller

    @Test func commands_parseTheSentence_andRefuseAnotherWord() async throws {
        // Given the accounts shown
        let interactor = AccountsBusinessLogicSpy()
        let sut = AccountsViewController(
            console: CapturingConsole(width: 60), interactor: interactor, router: AccountsRoutingLogicSpy())
        sut.displayAccounts(
            .init(
                rows: [
                    .init(
                        number: "1", name: "Joint", type: "checking", maskedNumber: "****0007", balance: "$100.00",
                        balanceMinor: 10_000, currency: "USD")
                ], emptyMessage: nil))

        // When share lines are read
        let share = try sut.commands.command(for: "share joint with \"o'brien; drop\" transfer", choices: sut.choices)
        let unshare = try sut.commands.command(for: "unshare 1 from bob", choices: sut.choices)
        await sut.handle(share)
        await sut.handle(unshare)
        await sut.handle(try sut.commands.command(for: "shares"))

        // Then the name is one argument, whatever it holds, and other words are refused
        #expect(
            interactor.calls == [
                .changeAccount(
                    .share(ListPick(position: 1, byNumber: false), person: "o'brien; drop", level: .transfer)),
                .changeAccount(.unshare(ListPick(position: 1), person: "bob")), .listShares,
            ])
        #expect(throws: CommandLineError.self) {
            try sut.commands.command(for: "share 1 to bob view", choices: sut.choices)
        }
        #expect(throws: CommandLineError.self) {
            try sut.commands.command(for: "share 1 with bob edit", choices: sut.choices)
        }
    }

    @Test func displayShares_rendersTheTableOrTheEmptyState() {
        // Given a view controller
        let console = CapturingConsole(width: 60)
        let sut = AccountsViewController(
            console: console, interactor: AccountsBusinessLogicSpy(), router: AccountsRoutingLogicSpy())

        // When the shares are shown, then none
        sut.displayShares(
            .init(
                rows: [.init(account: "Joint", owner: "ann", person: "bob", may: "view", level: "view")],
                emptyMessage: nil))
        sut.displayShares(.init(rows: [], emptyMessage: "No account is shared."))

        // Then a table, then the empty state
        #expect(
            console.output
                == lines(
                    "Shares", "", "Account  Owner  Person  May", "-------  -----  ------  ----",
                    "Joint    ann    bob     view", "Shares", "", "No account is shared."))
    }
}
