import BankData
import BankDomain
import Foundation
import Testing

@Suite("SQLite import store")
struct ImportStoreTests {
    private let bank: TestBank

    init() throws {
        bank = try TestBank()
    }

    private func row(_ memo: String, minor: Int64, _ type: TransactionType) -> NewTransaction {
        NewTransaction(
            date: testNow, memo: memo, category: .shopping, amountMinor: minor, type: type, counterparty: "Shop")
    }

    @Test func append_recordsEveryRowAndMovesTheBalanceByTheirSum() async throws {
        // Given an account and a batch of one credit and two debits
        let before = try await bank.stores.accounts.account(id: 3)
        let count = try bank.ledgerCount()
        let batch = [
            row("Refund", minor: 5_000, .credit), row("Shoes", minor: 1_250, .debit), row("Hat", minor: 250, .debit),
        ]

        // When it is appended
        try await bank.stores.imports.append(batch, to: 3)

        // Then three rows are in the ledger and the balance moved by +35.00
        let after = try await bank.stores.accounts.account(id: 3)
        #expect(try bank.ledgerCount() == count + 3)
        #expect(after.balanceMinor == before.balanceMinor + 3_500)
        let page = try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 3, text: "Shoes"))
        #expect(page.map(\.amountMinor) == [1_250])
    }

    @Test func append_aBadRow_recordsNothing() async throws {
        // Given a batch whose last row has no amount
        let before = try await bank.stores.accounts.account(id: 3)
        let count = try bank.ledgerCount()

        // When it is appended, Then it fails and neither the ledger nor the balance changed
        await #expect(throws: BankError.invalidAmount) {
            try await bank.stores.imports.append(
                [row("Fine", minor: 100, .debit), row("Empty", minor: 0, .debit)], to: 3)
        }
        #expect(try bank.ledgerCount() == count)
        #expect(try await bank.stores.accounts.account(id: 3) == before)
    }

    @Test func append_toAnUnknownAccount_isAccountNotFound() async throws {
        let count = try bank.ledgerCount()

        await #expect(throws: BankError.accountNotFound(42)) {
            try await bank.stores.imports.append([row("Lost", minor: 100, .credit)], to: 42)
        }
        #expect(try bank.ledgerCount() == count)
    }

    @Test func append_anEmptyBatch_changesNothing() async throws {
        let total = try bank.totalMinor()

        try await bank.stores.imports.append([], to: 1)

        #expect(try bank.totalMinor() == total)
    }

    @Test func append_keepsTextExactly_emptyAndBeyondASCII() async throws {
        // Given rows with an empty memo and a counterparty beyond ASCII
        let rows = [
            NewTransaction(
                date: testNow, memo: "", category: .dining, amountMinor: 990, type: .debit, counterparty: "Café 東京 👍")
        ]

        // When they are appended and read back
        try await bank.stores.imports.append(rows, to: 2)
        let page = try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 2, text: "東京"))

        // Then the text is exactly what was given
        #expect(page.map(\.memo) == [""])
        #expect(page.map(\.counterparty) == ["Café 東京 👍"])
    }
}
