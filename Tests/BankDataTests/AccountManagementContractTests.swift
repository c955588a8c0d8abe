import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Opening, renaming and closing accounts, on every backend, from one code.
@Suite("Account management contract")
struct AccountManagementContractTests {
    private func newAccount(
        _ name: String, _ type: AccountType = .savings, openingMinor: Int64 = 0, limitMinor: Int64 = 0,
        iban: String? = nil, in bank: ContractBank
    ) async throws -> NewAccount {
        try AccountRules.newAccount(
            name: name, type: type, currency: "USD", openingMinor: openingMinor, creditLimitMinor: limitMinor,
            today: testToday, iban: iban, among: try await bank.stores.accounts.allAccounts())
    }

    private func transfer(_ minor: Int64, from source: Account.ID, to destination: Account.ID, in bank: ContractBank)
        async throws
    {
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(
                sourceID: source, destinationID: destination, amount: MinorUnits.amount(of: minor, currency: "USD"),
                memo: "Move",
                date: testNow))
    }

    // MARK: - Opening

    @Test(arguments: StoreBackend.allCases)
    func anOpenedAccount_comesLast_withItsOpeningBalanceAsALedgerRow(backend: StoreBackend) async throws {
        // Given the demo bank's five accounts
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let before = try await bank.stores.accounts.allAccounts()

        // When a savings account opens with $250.00
        let opened = try await bank.stores.accountManagement.open(
            try await newAccount("Holiday", openingMinor: 25_000, in: bank))

        // Then it is listed last, holds $250.00, its one row says so, and the bank still verifies
        let after = try await bank.stores.accounts.allAccounts()
        #expect(after.map(\.id) == before.map(\.id) + [opened.id])
        #expect(opened.name == "Holiday" && opened.type == .savings && opened.balanceMinor == 25_000)
        // And vbank made up no IBAN for it
        #expect(opened.number == AccountNumber.number(for: opened.id) && opened.iban == nil && !opened.ibanIsExample)
        let rows = try bank.ledger(of: opened.id)
        #expect(rows.map(\.memo) == [NewAccount.openingMemo] && rows.map(\.amountMinor) == [25_000])
        #expect(rows.first?.type == .credit)
        #expect(try await bank.stores.maintenance.verify().isSound)
    }

    @Test(arguments: StoreBackend.allCases)
    func anIBANTheUserGives_isKeptAsGiven_andIsNoExample(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)

        let opened = try await bank.stores.accountManagement.open(
            try await newAccount("Salary", iban: "gb82 west 1234 5698 7654 32", in: bank))

        #expect(opened.iban == "GB82WEST12345698765432" && !opened.ibanIsExample)
        #expect(try await bank.stores.accounts.account(id: opened.id).iban == "GB82WEST12345698765432")
    }

    @Test(arguments: StoreBackend.allCases)
    func aCreditAccount_opensOwing_andAnEmptyAccountWritesNoRow(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)

        let card = try await bank.stores.accountManagement.open(
            try await newAccount("Travel card", .credit, openingMinor: -4_000, limitMinor: 100_000, in: bank))
        let empty = try await bank.stores.accountManagement.open(try await newAccount("Jar", in: bank))

        #expect(card.balanceMinor == -4_000 && card.creditLimitMinor == 100_000 && card.availableMinor == 96_000)
        #expect(try bank.ledger(of: card.id).map(\.type) == [.debit])
        #expect(try empty.balanceMinor == 0 && bank.ledger(of: empty.id).isEmpty)
        #expect(try await bank.stores.maintenance.verify().isSound)
    }

    @Test(arguments: StoreBackend.allCases)
    func aNameAnotherAccountHas_isRefusedByTheStore_ignoringCase(backend: StoreBackend) async throws {
        // Given an account made while another session's "everyday" was not yet seen
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let stale = NewAccount(
            name: "everyday", type: .savings, currency: "USD", openingMinor: 100, openedOn: testToday)
        let total = try await bank.totalMinor()

        // When it is opened, Then the store refuses it and nothing changed
        await #expect(throws: AccountError.nameTaken("Everyday")) {
            try await bank.stores.accountManagement.open(stale)
        }
        #expect(try await bank.stores.accounts.allAccounts().count == 5)
        #expect(try await bank.totalMinor() == total)
    }

    // MARK: - Renaming

    @Test(arguments: StoreBackend.allCases)
    func renaming_changesTheName_butNotToAnotherAccountsName(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)

        let renamed = try await bank.stores.accountManagement.rename(accountID: 1, to: "  Bills\t")
        let recased = try await bank.stores.accountManagement.rename(accountID: 1, to: "BILLS")

        #expect(renamed.name == "Bills" && recased.name == "BILLS")
        await #expect(throws: AccountError.nameTaken("Rainy day")) {
            try await bank.stores.accountManagement.rename(accountID: 1, to: "rainy DAY")
        }
        #expect(try await bank.stores.accounts.account(id: 1).name == "BILLS")
    }

    // MARK: - Closing

    @Test(arguments: StoreBackend.allCases)
    func aClosedAccount_reopens_withItsHistory_unlessItsNameWasTaken(backend: StoreBackend) async throws {
        // Given two closed accounts, one of whose names an open account took since
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await bank.stores.accountManagement.open(try await newAccount("Jar", openingMinor: 0, in: bank))
        let pot = try await bank.stores.accountManagement.open(try await newAccount("Pot", openingMinor: 0, in: bank))
        for account in [jar, pot] {
            _ = try await bank.stores.accountManagement.close(accountID: account.id, at: testNow)
        }
        _ = try await bank.stores.accountManagement.open(try await newAccount("pot", openingMinor: 0, in: bank))
        let rows = try bank.ledger(of: jar.id).count

        // When both are reopened, and an open one
        let reopened = try await bank.stores.accountManagement.reopen(accountID: jar.id)
        await #expect(throws: AccountError.nameTaken("pot")) {
            try await bank.stores.accountManagement.reopen(accountID: pot.id)
        }
        await #expect(throws: AccountError.notClosed("Everyday")) {
            try await bank.stores.accountManagement.reopen(accountID: 1)
        }

        // Then the jar is open again with its rows, takes money, and the other stays closed
        #expect(!reopened.isClosed && reopened.name == "Jar")
        #expect(try bank.ledger(of: jar.id).count == rows)
        try await transfer(100, from: 1, to: jar.id, in: bank)
        #expect(try await bank.stores.accounts.account(id: pot.id).isClosed)
    }

    @Test(arguments: StoreBackend.allCases)
    func closing_refusesMoney_thenHidesTheAccount_keepingItsPast(backend: StoreBackend) async throws {
        // Given a new account with $10.00 in it
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await bank.stores.accountManagement.open(
            try await newAccount("Jar", openingMinor: 1_000, in: bank))

        // When it is closed with money in it, Then it is refused and stays
        await #expect(throws: AccountError.balanceNotZero(account: "Jar", balance: 10, currency: "USD")) {
            try await bank.stores.accountManagement.close(accountID: jar.id, at: testNow)
        }

        // When the money moves out and it is closed
        try await transfer(1_000, from: jar.id, to: 1, in: bank)
        let closed = try await bank.stores.accountManagement.close(accountID: jar.id, at: testNow)

        // Then it leaves the list, keeps its rows, refuses money and a second closing, and the bank verifies
        #expect(closed.isClosed)
        #expect(try await !bank.stores.accounts.allAccounts().contains { $0.id == jar.id })
        #expect(try await bank.stores.accounts.allAccounts(includingClosed: true).last?.id == jar.id)
        #expect(try await bank.stores.accounts.account(id: jar.id).isClosed)
        #expect(try bank.ledger(of: jar.id).count == 2)
        await #expect(throws: BankError.accountClosed("Jar")) { try await transfer(100, from: 1, to: jar.id, in: bank) }
        await #expect(throws: AccountError.alreadyClosed("Jar")) {
            try await bank.stores.accountManagement.close(accountID: jar.id, at: testNow)
        }
        await #expect(throws: AccountError.alreadyClosed("Jar")) {
            try await bank.stores.accountManagement.rename(accountID: jar.id, to: "Pot")
        }
        #expect(try await bank.stores.maintenance.verify().isSound)
    }

    @Test(arguments: StoreBackend.allCases)
    func anImportIntoAnAccountClosedMeanwhile_isRefused_andChangesNothing(backend: StoreBackend) async throws {
        // Given an account another session closed, and a statement for it
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await bank.stores.accountManagement.open(try await newAccount("Jar", in: bank))
        _ = try await bank.stores.accountManagement.close(accountID: jar.id, at: testNow)
        let path = try temporaryDirectory() + "/jar.csv"
        try "date,memo,amount\n2026-01-03,Coffee,-3.00\n".write(toFile: path, atomically: true, encoding: .utf8)
        let row = NewTransaction(
            date: testNow, memo: "Coffee", category: .dining, amountMinor: 300, type: .debit, counterparty: "Cafe")

        // When rows are imported into it, Then both ways refuse, and it holds nothing still
        await #expect(throws: BankError.accountClosed("Jar")) {
            try await bank.stores.statements.importStatement(at: path, into: jar.id, options: .init()) { _ in }
        }
        await #expect(throws: BankError.accountClosed("Jar")) {
            try await bank.stores.imports.append([row], to: jar.id)
        }
        #expect(try await bank.balanceMinor(of: jar.id) == 0 && bank.ledger(of: jar.id).isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func aClosedAccountsName_isFreeForANewAccount(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await bank.stores.accountManagement.open(try await newAccount("Jar", in: bank))
        _ = try await bank.stores.accountManagement.close(accountID: jar.id, at: testNow)

        let again = try await bank.stores.accountManagement.open(try await newAccount("Jar", in: bank))

        #expect(again.id != jar.id && !again.isClosed)
    }

    // MARK: - Hostile Names

    @Test(arguments: StoreBackend.allCases)
    func namesWithQuotesSemicolonsAndUnicode_areKeptAsTyped_andNeverRun(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let names = ["Robert'); DROP TABLE account;--", "\"; DELETE FROM ledger_entry; --", "Zoë's €uro 💶", "a\\b $1"]

        for name in names {
            _ = try await bank.stores.accountManagement.open(try await newAccount(name, openingMinor: 100, in: bank))
        }
        _ = try await bank.stores.accountManagement.rename(accountID: 6, to: "x' OR '1'='1")

        let listed = try await bank.stores.accounts.allAccounts().map(\.name)
        #expect(Array(listed.suffix(4)) == ["x' OR '1'='1"] + Array(names[1...]))
        #expect(listed.count == 9)
        #expect(try await bank.stores.maintenance.verify().isSound)
    }
}
