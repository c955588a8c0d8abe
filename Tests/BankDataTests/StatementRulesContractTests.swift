import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Statements as banks write them, imported through hledger rules, on every backend from one code.
@MainActor
@Suite("Statement rules contract")
struct StatementRulesContractTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private func file(_ name: String, _ text: String) throws -> String {
        try writeFile(name, Array(text.utf8), in: folder)
    }

    private static let usStatement = """
        Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #,
        DEBIT,01/12/2026,"STARBUCKS STORE 1234",-5.75,DEBIT_CARD,,,
        CREDIT,01/10/2026,"ACME CORP PAYROLL",2500.00,ACH_CREDIT,,,
        DEBIT,01/08/2026,"WHOLE FOODS MARKET",-84.12,DEBIT_CARD,,,

        """

    private static let usRules = """
        skip 1
        fields _, date, description, amount, type, _, _
        date-format %m/%d/%Y
        account1 assets:bank:chase
        comment %type

        if STARBUCKS
          account2 expenses:dining
        if WHOLE FOODS
          account2 expenses:food:groceries
        if %type ACH_CREDIT
          account2 income:salary
        """

    @Test(arguments: StoreBackend.allCases)
    func aUSBanksStatement_importsThroughItsRules_once_asTheSameRowsInVbanksOwnColumnsWould(
        backend: StoreBackend
    ) async throws {
        // Given a US bank's statement, its rules, and the same rows in vbank's own columns
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let statement = try file("chase.csv", Self.usStatement)
        let rules = try file("chase.rules", Self.usRules)
        let own = try file(
            "own.csv",
            "date,memo,amount,category\n2026-01-12,STARBUCKS STORE 1234,-5.75,dining\n"
                + "2026-01-10,ACME CORP PAYROLL,2500.00,salary\n2026-01-08,WHOLE FOODS MARKET,-84.12,groceries\n")
        let before = try await bank.balanceMinor(of: 3)
        let options = StatementImportOptions(rulesPath: rules)

        // When it is imported through the rules, again, and in vbank's columns
        let first = try await bank.stores.statements.importStatement(at: statement, into: 3, options: options) { _ in }
        let again = try await bank.stores.statements.importStatement(at: statement, into: 3, options: options) { _ in }
        let plain = try await bank.stores.statements.importStatement(at: own, into: 3, options: .init()) { _ in }

        // Then its three rows come in once, categorised, and the rules vbank has no use for are named
        #expect(first.imported == 3 && first.problemCount == 0)
        #expect(first.passedOverRules == ["\(rules):5: comment %type"])
        #expect(again.imported == 0 && again.duplicates == 3)
        #expect(plain.imported == 0 && plain.duplicates == 3)
        #expect(try await bank.balanceMinor(of: 3) == before + 250_000 - 575 - 8_412)
        var query = TransactionQuery(accountID: 3)
        query.text = "starbucks"
        #expect(try await bank.stores.transactions.newest(5, matching: query).map(\.category.rawValue) == ["dining"])
    }

    @Test(arguments: StoreBackend.allCases)
    func aEuropeanBanksStatement_inLatin1WithSemicolonsAndDecimalCommas_importsThroughItsRules(
        backend: StoreBackend
    ) async throws {
        // Given a European bank's statement in Latin-1, and its rules, one included by the other
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let latin1 =
            "Buchungstag;Verwendungszweck;Betrag\n02.01.2026;Bäckerei Müller;-3,20\n05.01.2026;Gehalt;3.100,00\n"
        let statement = try writeFile("giro.csv", latin1.unicodeScalars.map { UInt8($0.value) }, in: folder)
        _ = try file("german.rules", "separator ;\ndecimal-mark ,\ndate-format %d.%m.%Y\nencoding latin1\n")
        let rules = try file("giro.rules", "include german.rules\nskip 1\nfields date, description, amount\n")
        let before = try await bank.balanceMinor(of: 3)

        // When it is imported through the rules
        let result = try await bank.stores.statements.importStatement(
            at: statement, into: 3, options: .init(rulesPath: rules)
        ) { _ in }

        // Then both rows come in, their memos as the bank meant them
        #expect(result.imported == 2 && result.problemCount == 0)
        #expect(try await bank.balanceMinor(of: 3) == before + 310_000 - 320)
        var query = TransactionQuery(accountID: 3)
        query.text = "backerei"
        #expect(try await bank.stores.transactions.newest(5, matching: query).map(\.memo) == ["Bäckerei Müller"])
    }

    @Test(arguments: StoreBackend.allCases)
    func rulesThatCannotBeRead_importNothing_andSayWhere(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let statement = try file("chase.csv", Self.usStatement)
        let rules = try file("typo.rules", "skip 1\nfeilds date, description, amount\n")
        let before = try await bank.balanceMinor(of: 3)

        await #expect(
            throws: StatementError.badRules(
                path: rules, line: 2, column: 1, reason: "'feilds' is not a rule vbank or hledger knows")
        ) {
            _ = try await bank.stores.statements.importStatement(
                at: statement, into: 3, options: .init(rulesPath: rules)
            ) {
                _ in
            }
        }
        await #expect(throws: StatementError.unreadableRules(path: folder + "/none.rules", reason: "no such file")) {
            _ = try await bank.stores.statements.importStatement(
                at: statement, into: 3, options: .init(rulesPath: folder + "/none.rules")
            ) { _ in }
        }
        #expect(try await bank.balanceMinor(of: 3) == before)
    }
}
