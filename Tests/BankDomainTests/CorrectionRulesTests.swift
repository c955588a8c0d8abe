import BankDomain
import Foundation
import Testing

@Suite("Correcting a ledger row")
struct CorrectionRulesTests {
    private let everyday = Account(
        id: 1, name: "Everyday", type: .checking, number: "1", iban: nil, currency: "USD", balanceMinor: 10_000)

    private func row(_ category: TransactionCategory, _ type: TransactionType = .debit, _ minor: Int64 = 450)
        -> Transaction
    {
        Transaction(
            id: 7, accountID: 1, date: Date(timeIntervalSince1970: 0), memo: "Flat white", category: category,
            amountMinor: minor, type: type, counterparty: "Coffee Corner")
    }

    @Test func aMemoAndANote_areCleaned_asTheyWillBeWritten() throws {
        #expect(
            try CorrectionRules.check(.memo("  Oat\tcortado "), of: row(.dining), in: everyday) == .memo("Oat cortado"))
        #expect(
            try CorrectionRules.check(.note(" with Priya\n"), of: row(.dining), in: everyday) == .note("with Priya"))
        #expect(try CorrectionRules.check(.note(""), of: row(.dining), in: everyday) == .note(""))
    }

    @Test func anOpening_keepsItsAmountAndCategory_aTransferItsCategory() {
        #expect(throws: BankError.cannotCorrect(.openingRow)) {
            try CorrectionRules.check(.delete, of: row(.opening), in: everyday)
        }
        #expect(throws: BankError.cannotCorrect(.openingRow)) {
            try CorrectionRules.check(.category(.other), of: row(.opening), in: everyday)
        }
        #expect(throws: BankError.cannotCorrect(.transferCategory)) {
            try CorrectionRules.check(.category(.dining), of: row(.transfer), in: everyday)
        }
        #expect(throws: Never.self) { try CorrectionRules.check(.memo("Start"), of: row(.opening), in: everyday) }
    }

    @Test func aCategoryARowCannotHave_orAlreadyHas_isRefused() {
        #expect(throws: BankError.notRecordable(.transfer)) {
            try CorrectionRules.check(.category(.transfer), of: row(.dining), in: everyday)
        }
        #expect(throws: BankError.cannotCorrect(.unchanged)) {
            try CorrectionRules.check(.category(.dining), of: row(.dining), in: everyday)
        }
        #expect(throws: BankError.cannotCorrect(.unchanged)) {
            try CorrectionRules.check(.memo("Flat white"), of: row(.dining), in: everyday)
        }
    }

    @Test func aNoteLongerThanAMemoMayBe_isRefused() {
        let long = String(repeating: "a", count: MemoText.maximumLength + 1)
        #expect(throws: BankError.memoTooLong(length: MemoText.maximumLength + 1, maximum: MemoText.maximumLength)) {
            try CorrectionRules.check(.note(long), of: row(.dining), in: everyday)
        }
    }

    @Test func takingOutMoneyIn_needsItToStillBeThere_andPuttingBackMovesTheBalanceBack() throws {
        // Given $100.00 in Everyday
        // When a $40.00 spend is taken out, then it is put back
        #expect(try CorrectionRules.balance(of: everyday, removing: row(.dining, .debit, 4_000)) == 14_000)
        #expect(try CorrectionRules.balance(of: everyday, removing: row(.dining, .debit, 4_000), false) == 6_000)
        // When $150.00 received is taken out, then it is refused: only $100.00 is there
        #expect(throws: BankError.insufficientFunds(available: 100, currency: "USD")) {
            try CorrectionRules.balance(of: everyday, removing: row(.salary, .credit, 15_000))
        }
    }

    @Test func aRowWhoseAccountIsNotAmongThoseRead_isRefused() {
        #expect(throws: BankError.accountNotFound(1)) {
            try CorrectionRules.check(.delete, of: [row(.dining)], in: [])
        }
    }
}
