import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Corrections and undo of the ledger, on every backend from one code.
@Suite("Correction store contract")
struct CorrectionStoreContractTests {
    private func spend(_ minor: Int64, memo: String = "Flat white", in bank: ContractBank) async throws -> Transaction {
        try await bank.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: minor, payee: "Coffee Corner", category: .dining,
                day: testToday, memo: memo)
        ).transaction
    }

    private func transfer(_ amount: Decimal, in bank: ContractBank) async throws -> [Transaction] {
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: amount, memo: "Lunch money", date: testNow))
        let out = try bank.ledger(of: 1).filter { $0.category == .transfer }.max { $0.id < $1.id }
        let into = try bank.ledger(of: 2).filter { $0.category == .transfer }.max { $0.id < $1.id }
        return [out, into].compactMap { $0 }
    }

    private func expectSound(_ bank: ContractBank) async throws {
        let report = try await bank.stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree != false, "\(report)")
    }

    private func found(_ text: String, in bank: ContractBank, account: Account.ID = 1) async throws -> [Transaction.ID]
    {
        try await bank.stores.transactions.newest(50, matching: TransactionQuery(accountID: account, text: text))
            .map(\.id)
    }

    // MARK: - Correcting

    @Test(arguments: StoreBackend.allCases)
    func aNewCategory_countsTheRowThere_keepsTheBalance_andIsInTheHistory(backend: StoreBackend) async throws {
        // Given a coffee recorded as dining
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let coffee = try await spend(450, in: bank)
        let balance = try await bank.balanceMinor(of: 1)

        // When it is given the category groceries
        let receipt = try await bank.stores.corrections.correct(CorrectionOrder(.category(.groceries), of: coffee.id))

        // Then the row is groceries, the balance is as it was, the tallies agree and the change is kept
        #expect(receipt.transactions.map(\.category) == [.groceries])
        #expect(try await bank.stores.transactions.transaction(id: coffee.id).category == .groceries)
        #expect(try await bank.balanceMinor(of: 1) == balance)
        let history = try await bank.stores.corrections.notes(of: coffee.id).history
        #expect(history.map(\.kind) == [.record, .category])
        #expect(history.last?.before == "dining" && history.last?.after == "groceries" && history.last?.author == .you)
        #expect(try await bank.stores.transactions.exactCount(matching: .init(accountID: 1, category: .groceries)) > 0)
        try await expectSound(bank)
    }

    @Test(arguments: StoreBackend.allCases)
    func aMemoAndANote_areWhatSearchFinds(backend: StoreBackend) async throws {
        // Given a coffee recorded as "Flat white"
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let coffee = try await spend(450, in: bank)

        // When its memo becomes "Oat cortado" and it gets a note
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.memo("Oat cortado"), of: coffee.id))
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.note("with Priya zanzibar"), of: coffee.id))

        // Then search finds it by its new memo and its note, no longer by its old memo
        #expect(try await found("cortado", in: bank) == [coffee.id])
        #expect(try await found("zanzibar", in: bank) == [coffee.id])
        #expect(try await found("flat white", in: bank).contains(coffee.id) == false)
        #expect(try await bank.stores.corrections.notes(of: coffee.id).note == "with Priya zanzibar")
        try await expectSound(bank)
    }

    @Test(arguments: StoreBackend.allCases)
    func aDelete_takesTheAmountBack_andUndoPutsTheRowBackAsItWas(backend: StoreBackend) async throws {
        // Given a coffee with a note, and the balance before it
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let before = try await bank.balanceMinor(of: 1)
        let coffee = try await spend(450, in: bank)
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.note("zanzibar"), of: coffee.id))

        // When it is deleted
        let deleted = try await bank.stores.corrections.correct(CorrectionOrder(.delete, of: coffee.id))

        // Then it is gone, with its amount, and search does not find it
        #expect(deleted.transactions.isEmpty && deleted.accounts.first?.balanceMinor == before)
        #expect(try await bank.balanceMinor(of: 1) == before)
        #expect(try await found("zanzibar", in: bank).isEmpty)
        try await expectSound(bank)

        // When the delete is undone
        let last = try #require(try await bank.stores.corrections.lastUndoable())
        #expect(last.kind == .delete)
        let undone = try await bank.stores.corrections.undo(last.id)

        // Then the row is back with its amount, note and history
        let back = try #require(undone.transactions.first)
        #expect(back.memo == coffee.memo && back.day == coffee.day && back.amountMinor == 450)
        #expect(try await bank.balanceMinor(of: 1) == before - 450)
        #expect(try await found("zanzibar", in: bank) == [back.id])
        let notes = try await bank.stores.corrections.notes(of: back.id)
        #expect(notes.note == "zanzibar" && notes.history.map(\.kind) == [.record, .note, .delete, .undo])
        try await expectSound(bank)
    }

    @Test(arguments: StoreBackend.allCases)
    func aTransfersSides_areCorrectedTogether(backend: StoreBackend) async throws {
        // Given $7 moved from Everyday to Savings
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let before = (try await bank.balanceMinor(of: 1), try await bank.balanceMinor(of: 2))
        let sides = try await transfer(7, in: bank)
        try #require(sides.count == 2)

        // When the side into Savings gets a new memo, then the side out of Everyday is deleted
        let renamed = try await bank.stores.corrections.correct(CorrectionOrder(.memo("Pizza"), of: sides[1].id))
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.delete, of: sides[0].id))

        // Then both sides had the memo, and both are gone with both amounts
        #expect(renamed.transactions.map(\.memo) == ["Pizza", "Pizza"])
        #expect(try await bank.balanceMinor(of: 1) == before.0)
        #expect(try await bank.balanceMinor(of: 2) == before.1)
        #expect(try bank.ledger(of: 2).contains { $0.id == sides[1].id } == false)
        try await expectSound(bank)

        // When the delete is undone, then both sides are back
        let last = try #require(try await bank.stores.corrections.lastUndoable())
        let undone = try await bank.stores.corrections.undo(last.id)
        #expect(undone.transactions.count == 2 && undone.transactions.allSatisfy { $0.memo == "Pizza" })
        #expect(try await bank.balanceMinor(of: 1) == before.0 - 700)
        #expect(try await bank.balanceMinor(of: 2) == before.1 + 700)
        try await expectSound(bank)
    }

    // MARK: - Splitting

    @Test(arguments: StoreBackend.allCases)
    func aSplit_putsPartsInTheRowsPlace_keepsTheBalance_andUndoPutsTheRowBack(backend: StoreBackend) async throws {
        // Given a $42.50 supermarket bill with a note
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let bill = try await spend(4_250, memo: "Supermarket", in: bank)
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.note("zanzibar"), of: bill.id))
        let balance = try await bank.balanceMinor(of: 1)
        let rows = try await bank.ledgerCount()

        // When it is split into $30.00 of groceries and $12.50 of other
        let parts = [
            SplitPart(amountMinor: 3_000, category: .groceries), SplitPart(amountMinor: 1_250, category: .other),
        ]
        let split = try await bank.stores.corrections.correct(CorrectionOrder(.split(parts), of: bill.id))

        // Then two rows of the bill's day, memo and note stand in its place, and the balance is as it was
        #expect(split.transactions.map(\.amountMinor) == [3_000, 1_250])
        #expect(split.transactions.map(\.category) == [.groceries, .other])
        #expect(split.transactions.allSatisfy { $0.memo == "Supermarket" && $0.day == bill.day && $0.type == .debit })
        #expect(try await bank.balanceMinor(of: 1) == balance)
        #expect(try await bank.ledgerCount() == rows + 1)
        #expect(try bank.ledger(of: 1).contains { $0.id == bill.id } == false)
        // And the list, newest first, shows them in the order they were typed
        #expect(try bank.ledger(of: 1).filter { $0.memo == "Supermarket" }.map(\.category) == [.groceries, .other])
        #expect(Set(try await found("zanzibar", in: bank)) == Set(split.transactions.map(\.id)))
        for part in split.transactions {
            let history = try await bank.stores.corrections.notes(of: part.id).history
            #expect(history.map(\.kind) == [.split] && history.first?.after == "groceries $30.00 + other $12.50")
        }
        try await expectSound(bank)

        // When the split is undone
        let last = try #require(try await bank.stores.corrections.lastUndoable())
        #expect(last.kind == .split)
        let undone = try await bank.stores.corrections.undo(last.id)

        // Then the bill is back whole, with its note and history, and the parts are gone
        let back = try #require(undone.transactions.first)
        #expect(back.amountMinor == 4_250 && back.category == .dining && back.memo == "Supermarket")
        #expect(try await bank.ledgerCount() == rows)
        #expect(try await found("zanzibar", in: bank) == [back.id])
        let notes = try await bank.stores.corrections.notes(of: back.id)
        #expect(notes.note == "zanzibar" && notes.history.map(\.kind) == [.record, .note, .undo])
        #expect(try await bank.stores.corrections.lastUndoable()?.kind == .note)
        try await expectSound(bank)
    }

    @Test(arguments: StoreBackend.allCases)
    func anUndoOfASplitWhosePartChangedSince_isRefused_andChangesNothing(backend: StoreBackend) async throws {
        // Given a bill split, then one of its parts recategorised
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let bill = try await spend(4_250, memo: "Supermarket", in: bank)
        let parts = [
            SplitPart(amountMinor: 3_000, category: .groceries), SplitPart(amountMinor: 1_250, category: .other),
        ]
        let split = try await bank.stores.corrections.correct(CorrectionOrder(.split(parts), of: bill.id))
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.category(.fees), of: split.transactions[1].id))
        let rows = try await bank.ledgerCount()

        // When the split is undone out of turn
        await #expect(throws: BankError.cannotCorrect(.changedSince)) {
            try await bank.stores.corrections.undo(split.correction.id)
        }

        // Then the parts stay as they are
        #expect(try await bank.ledgerCount() == rows)
        #expect(try await bank.stores.transactions.transaction(id: split.transactions[1].id).category == .fees)
        try await expectSound(bank)
    }

    @Test(arguments: StoreBackend.allCases)
    func aSplitOfAnImportedRow_keepsItsImportKeyOnTheFirstPart_soTheStatementDoesNotBringItBack(
        backend: StoreBackend
    ) async throws {
        // Given a statement row imported into Everyday
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = try temporaryDirectory() + "/statement.csv"
        try "date,memo,amount\n2026-11-20,Supermarket,-42.50\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        _ = try await bank.stores.statements.importStatement(at: path, into: 1, options: .init()) { _ in }
        let bill = try #require(try bank.ledger(of: 1).first { $0.memo == "Supermarket" })

        // When it is split, and the same statement imported again
        let parts = [
            SplitPart(amountMinor: 3_000, category: .groceries), SplitPart(amountMinor: 1_250, category: .other),
        ]
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.split(parts), of: bill.id))
        let rows = try await bank.ledgerCount()
        let again = try await bank.stores.statements.importStatement(at: path, into: 1, options: .init()) { _ in }

        // Then the row does not come back beside its parts
        #expect(try await bank.ledgerCount() == rows)
        #expect(again.imported == 0)
        try await expectSound(bank)
    }

    // MARK: - Undoing

    @Test(arguments: StoreBackend.allCases)
    func undo_takesBackTheSessionsChangesNewestFirst_thenHasNothing(backend: StoreBackend) async throws {
        // Given a coffee recorded and recategorised in this session
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let before = try await bank.balanceMinor(of: 1)
        let coffee = try await spend(450, in: bank)
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.category(.groceries), of: coffee.id))

        // When everything is undone, newest first
        var kinds: [LedgerCorrection.Kind] = []
        while let last = try await bank.stores.corrections.lastUndoable() {
            kinds.append(last.kind)
            _ = try await bank.stores.corrections.undo(last.id)
        }

        // Then the category went back, then the record went, and the bank is as it was
        #expect(kinds == [.category, .record])
        #expect(try await bank.balanceMinor(of: 1) == before)
        #expect(try bank.ledger(of: 1).contains { $0.id == coffee.id } == false)
        await #expect(throws: BankError.cannotCorrect(.nothingToUndo)) {
            try await bank.stores.corrections.undo(1)
        }
        try await expectSound(bank)
    }

    @Test(arguments: StoreBackend.allCases)
    func anUndoOfARowChangedSince_isRefused_andChangesNothing(backend: StoreBackend) async throws {
        // Given a memo changed, then changed again
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let coffee = try await spend(450, in: bank)
        let first = try await bank.stores.corrections.correct(CorrectionOrder(.memo("Cortado"), of: coffee.id))
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.memo("Espresso"), of: coffee.id))

        // When the first change is undone out of turn
        await #expect(throws: BankError.cannotCorrect(.changedSince)) {
            try await bank.stores.corrections.undo(first.correction.id)
        }

        // Then the row keeps its memo
        #expect(try await bank.stores.transactions.transaction(id: coffee.id).memo == "Espresso")
    }

    // MARK: - Refusing

    @Test(arguments: StoreBackend.allCases)
    func whatTheRulesRefuse_changesNothing(backend: StoreBackend) async throws {
        // Given a coffee, a transfer and an account's opening row
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let coffee = try await spend(450, in: bank)
        let sides = try await transfer(7, in: bank)
        let jar = try await bank.stores.accountManagement.open(
            NewAccount(name: "Jar", type: .savings, currency: "USD", openingMinor: 1_000, openedOn: testToday))
        let opening = try #require(try bank.ledger(of: jar.id).first)
        let rows = try await bank.ledgerCount()
        let halves = [SplitPart(amountMinor: 225, category: .dining), SplitPart(amountMinor: 225, category: .other)]

        // When corrections the rules refuse are made
        let refusals: [(CorrectionOrder, BankError)] = [
            (CorrectionOrder(.category(.dining), of: coffee.id), .cannotCorrect(.unchanged)),
            (CorrectionOrder(.category(.transfer), of: coffee.id), .notRecordable(.transfer)),
            (CorrectionOrder(.category(.dining), of: sides[0].id), .cannotCorrect(.transferCategory)),
            (CorrectionOrder(.delete, of: opening.id), .cannotCorrect(.openingRow)),
            (CorrectionOrder(.category(.other), of: opening.id), .cannotCorrect(.openingRow)),
            (CorrectionOrder(.memo("   "), of: coffee.id), .emptyMemo),
            (CorrectionOrder(.delete, of: 999_999), .transactionNotFound(999_999)),
            (CorrectionOrder(.split(halves), of: sides[0].id), .cannotCorrect(.transferCategory)),
            (CorrectionOrder(.split(halves), of: opening.id), .cannotCorrect(.openingRow)),
            (
                CorrectionOrder(.split([SplitPart(amountMinor: 400, category: .other)] + halves), of: coffee.id),
                .cannotCorrect(.splitDoesNotAddUp(parts: 8.5, whole: 4.5, currency: "USD"))
            ),
        ]
        for (order, error) in refusals {
            await #expect(throws: error) { try await bank.stores.corrections.correct(order) }
        }

        // Then nothing changed
        #expect(try await bank.ledgerCount() == rows)
        #expect(try await bank.stores.corrections.notes(of: coffee.id).history.map(\.kind) == [.record])
        try await expectSound(bank)
    }
}
