import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Statements, imports, sums, checks and the read cache on every backend, from one code.
@Suite("Backend contract")
struct BackendContractTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @MainActor
    private func importing(
        _ path: String, into account: Int64 = 3, options: StatementImportOptions = .init(), in bank: ContractBank
    ) async throws -> StatementImportResult {
        try await bank.stores.statements.importStatement(at: path, into: account, options: options) { _ in }
    }

    // MARK: - Statements

    @Test(arguments: StoreBackend.allCases)
    func aStatementsBalanceColumn_givesTheBalanceAtTheEndOfEachOfItsDays(backend: StoreBackend) async throws {
        // Given a statement, newest first, with the balance after each row
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = try file(
            "balances.csv",
            "date,memo,amount,balance\n2026-01-05,Lunch,-10,586.50\n2026-01-02,Rent,-500,596.50\n"
                + "2026-01-02,Salary,1000,1096.50\n2026-01-01,Coffee,-3.50,96.50\n")

        // When it is imported
        let result = try await importing(path, in: bank)

        // Then the balance at the end of each day is the one after the day's newest row
        #expect(
            result.statementBalances == [
                StatementBalance(line: 5, day: CalendarDay(year: 2026, month: 1, day: 1), balanceMinor: 9_650),
                StatementBalance(line: 3, day: CalendarDay(year: 2026, month: 1, day: 2), balanceMinor: 59_650),
                StatementBalance(line: 2, day: CalendarDay(year: 2026, month: 1, day: 5), balanceMinor: 58_650),
            ])
    }

    @Test(arguments: StoreBackend.allCases)
    func aStatementsOwnCategories_comeInAsOther_counted_andAStrictImportRefusesThem(backend: StoreBackend)
        async throws
    {
        // Given a statement of its bank's own categories
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = try file(
            "own-categories.csv",
            "date,memo,amount,category\n2026-01-02,Pay,2500,income\n2026-01-03,Lunch,-12,Food & Drink\n"
                + "2026-01-04,Tea,-2,dining\n")

        // When it is imported strictly, then as it is
        await #expect(throws: StatementError.self) {
            try await importing(path, options: StatementImportOptions(isStrict: true), in: bank)
        }
        let result = try await importing(path, in: bank)

        // Then every row came in, those of unknown categories as other, and they are counted
        #expect(result.imported == 3 && result.problemCount == 0)
        #expect(result.unknownCategories.rows == 2 && result.unknownCategories.names == ["income", "food & drink"])
        let rows = try bank.ledger(of: 3).filter { ["Pay", "Lunch", "Tea"].contains($0.memo) }
        #expect(
            Dictionary(uniqueKeysWithValues: rows.map { ($0.memo, $0.category) }) == [
                "Pay": .other, "Lunch": .other, "Tea": .dining,
            ])
    }

    @Test(arguments: StoreBackend.allCases)
    func aStatement_importsOnce_movesTheBalance_andAgainAddsNothing(backend: StoreBackend) async throws {
        // Given a statement with a duplicate row, a bad row and a memo with a tab
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = try file(
            "s.csv",
            "date,memo,amount\n2026-01-03,Coffee,-3.00\n2026-01-03,Coffee,-3.00\n2026-01-04,Bad,abc\n"
                + "2026-01-09,\"Refund\tback\\\\slash\",12.50\n")
        let balance = try await bank.balanceMinor(of: 3)

        // When it is imported twice
        let first = try await importing(path, in: bank)
        let second = try await importing(path, in: bank)

        // Then the rows went in once, the bad one is reported, and the balance moved by their sum
        #expect(first.imported == 3 && first.duplicates == 0 && first.problemCount == 1)
        #expect(second.imported == 0 && second.duplicates == 3)
        #expect(try await bank.balanceMinor(of: 3) == balance - 600 + 1_250)
        // The tab is cleaned from the memo; the backslashes are kept, through COPY's escaping too.
        #expect(try bank.ledger(of: 3).contains { $0.memo == "Refund back\\\\slash" })
    }

    @Test(arguments: StoreBackend.allCases)
    func aStrictImportWithABadRow_orPastTheBound_changesNothing(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let rows = try bank.ledger(of: 3).count
        let balance = try await bank.balanceMinor(of: 3)

        await #expect(
            throws: StatementError.badRow(line: 3, reason: "'abc' is not an amount such as 12.50 or -$1,250.00")
        ) {
            try await importing(
                try file("bad.csv", "date,memo,amount\n2026-01-03,Fine,-1.00\n2026-01-04,Bad,abc\n"),
                options: .init(isStrict: true), in: bank)
        }
        await #expect(throws: StatementError.balanceTooLarge(account: "Travel", maximum: 1_000_000_000)) {
            try await importing(
                try file("large.csv", "date,memo,amount\n2026-01-03,A,1000000000\n2026-01-04,B,1000000000\n"),
                in: bank)
        }

        #expect(try bank.ledger(of: 3).count == rows)
        #expect(try await bank.balanceMinor(of: 3) == balance)
    }

    @Test(arguments: StoreBackend.allCases)
    func anExport_writesEveryMatch_newestFirst_knownByItsBank_andTakenWholeByAnother(backend: StoreBackend)
        async throws
    {
        // Given an account's coffees
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let query = TransactionQuery(accountID: 1, text: "coffee")
        let expected = try bank.ledger(of: 1).filter {
            ($0.memo + " " + $0.counterparty).lowercased().contains("coffee")
        }

        // When they are exported, imported into another account of the same bank, and into
        // another bank
        let path = folder + "/coffee.csv"
        let written = try await bank.stores.statements.exportStatement(matching: query, to: path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let balance = try await bank.balanceMinor(of: 5)
        let again = try await importing(path, into: 5, in: bank)
        let other = try ContractBank(backend, now: testNow, timeZone: utc)
        let elsewhere = try await importing(path, into: 5, in: other)

        // Then the file has every match, the bank adds none of its own rows again and says so,
        // and the other bank takes them all
        #expect(written == expected.count && written > 0)
        #expect(lines.count == written + 1)
        #expect(again.imported == 0 && again.ownRowsInLedger == written && again.duplicates == 0)
        #expect(try await bank.balanceMinor(of: 5) == balance)
        #expect(elsewhere.imported == written && elsewhere.ownRowsInLedger == 0)
    }

    @Test(arguments: StoreBackend.allCases)
    func aStatementEndingWithAnEarlierOnesRows_addsOnlyItsNewRows_andTheTalliesAgree(backend: StoreBackend)
        async throws
    {
        // Given an account that imported a month, and a longer statement that ends with that
        // month: its first batches are new, so a server streams them straight into the ledger
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let month = (1...28).map { "2025-12-\(String(format: "%02d", $0)),Month \($0),-2.00" }
        let earlier = (0..<6_000).map {
            "2025-\(String(format: "%02d-%02d", $0 % 11 + 1, $0 % 28 + 1)),Row \($0),3.00"
        }
        _ = try await importing(try file("month.csv", "date,memo,amount\n" + month.joined(separator: "\n")), in: bank)
        let before = (try bank.ledger(of: 3).count, try await bank.balanceMinor(of: 3))

        // When the longer statement is imported
        let result = try await importing(
            try file("year.csv", "date,memo,amount\n" + (earlier + month).joined(separator: "\n")), in: bank)

        // Then only its new rows went in, once, and the bank checks sound
        #expect(result.imported == 6_000 && result.duplicates == 28)
        #expect(try bank.ledger(of: 3).count == before.0 + 6_000)
        #expect(try await bank.balanceMinor(of: 3) == before.1 + 6_000 * 300)
        let report = try await bank.stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree == true, "\(report)")
    }

    @Test(arguments: StoreBackend.allCases)
    func anImportCancelled_leavesTheAccountAsItWas(backend: StoreBackend) async throws {
        // Given a statement of several batches
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let rows = (0..<10_000).map { "2026-01-\(String(format: "%02d", $0 % 28 + 1)),Row \($0),-1.00" }
        let path = try file("long.csv", "date,memo,amount\n" + rows.joined(separator: "\n") + "\n")
        let before = (try bank.ledger(of: 3).count, try await bank.balanceMinor(of: 3))

        // When the task is cancelled after the first batch
        let outcome = await Task { @MainActor () -> StatementError? in
            do {
                _ = try await bank.stores.statements.importStatement(at: path, into: 3, options: .init()) { _ in
                    withUnsafeCurrentTask { $0?.cancel() }
                }
                return nil
            } catch {
                return error as? StatementError
            }
        }.value

        // Then it stopped, and nothing was imported
        #expect(outcome == .cancelled)
        #expect(try bank.ledger(of: 3).count == before.0)
        #expect(try await bank.balanceMinor(of: 3) == before.1)
    }

    // MARK: - Sums

    @Test(arguments: StoreBackend.allCases)
    func periodTotals_areTheLedgersSums_forPeriodsOfAnyShape(backend: StoreBackend) async throws {
        // Given periods that start and end on days, hours, quarters and odd seconds
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        // and statement rows of days in and around them
        let today = CalendarDay(daysSince1970: Int(testNow.timeIntervalSince1970) / 86_400)
        let statement = (0..<40).map { back in
            "\(CalendarDay(daysSince1970: today.daysSince1970 - back).isoText),Row \(back),-\(back + 1).00"
        }
        _ = try await importing(try file("d.csv", (["date,memo,amount"] + statement).joined(separator: "\n")), in: bank)
        let periods = [
            LedgerPeriod(instants: testNow.addingTimeInterval(-30 * 86_400)..<testNow, days: 0..<0),
            LedgerPeriod(
                instants: testNow.addingTimeInterval(
                    -86_400 * 7 - 3_600 * 5 - 900 * 2 - 17)..<testNow
                    .addingTimeInterval(-3_601),
                days: today.daysSince1970 - 7..<today.daysSince1970),
            LedgerPeriod(
                instants: testNow.addingTimeInterval(-500)..<testNow.addingTimeInterval(-100),
                days: today.daysSince1970 - 30..<today.daysSince1970 + 1),
        ]
        let accounts: [Account.ID] = [1, 2, 3, 4]

        // When they are summed
        let totals = try await bank.stores.summaries.totals(of: accounts, in: periods)

        // Then each is what the ledger's rows in it add up to: rows of moments by their moment,
        // rows of days by their day
        let rows = try accounts.flatMap { try bank.ledger(of: $0) }
        for (period, total) in zip(periods, totals) {
            let inside = rows.filter { row in
                row.day.map { period.days.contains($0.daysSince1970) } ?? period.instants.contains(row.date)
            }
            #expect(total.creditsMinor == inside.filter { $0.type == .credit }.reduce(0) { $0 + $1.amountMinor })
            #expect(total.debitsMinor == inside.filter { $0.type == .debit }.reduce(0) { $0 + $1.amountMinor })
            #expect(total.totals.reduce(0) { $0 + $1.entries } == inside.count)
        }
    }

    // MARK: - Checks

    @Test(arguments: StoreBackend.allCases)
    func afterTransfersAndImports_theBankChecksSound(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 12, memo: "Check", date: testNow))
        _ = try await importing(try file("s.csv", "date,memo,amount\n2026-01-03,Coffee,-3.00\n"), in: bank)

        let report = try await bank.stores.maintenance.verify()

        #expect(report.isSound, "\(report)")
        #expect(report.talliesAgree == true)
        guard case .checked(let accounts, let transactions) = report.money else {
            Issue.record("the money was not checked: \(report.money)")
            return
        }
        #expect(accounts.count == 5 && accounts.allSatisfy(\.agrees))
        let rows = try await bank.ledgerCount()
        #expect(transactions == rows)
    }

    // MARK: - Round trips

    @Test func onAServer_anUnchangedRead_costsOneRoundTrip_andATransferTwo() async throws {
        // Given a server bank whose first page was read in an earlier command
        let bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let page = TransactionPageRequest(.newest(skipping: 0), limit: 20)
        bank.commandWillRun()
        _ = try await bank.stores.transactions.transactions(matching: TransactionQuery(accountID: 1), page: page)
        _ = try await bank.stores.accounts.allAccounts()

        // When a later command reads them again, and another transfers
        bank.commandWillRun()
        let beforeRead = bank.roundTrips()
        _ = try await bank.stores.transactions.transactions(matching: TransactionQuery(accountID: 1), page: page)
        _ = try await bank.stores.accounts.allAccounts()
        let read = bank.roundTrips() - beforeRead
        bank.commandWillRun()
        let beforeTransfer = bank.roundTrips()
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 1, memo: "Trips", date: testNow))
        let transfer = bank.roundTrips() - beforeTransfer

        // Then the reads cost the revision check, and the transfer its two round trips
        #expect(read == 1)
        #expect(transfer == 2)

        // And after the transfer, the next command reads the page again: the check and the page
        bank.commandWillRun()
        let beforeReread = bank.roundTrips()
        let page2 = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 1), page: page)
        #expect(bank.roundTrips() - beforeReread == 2)
        #expect(page2.first?.memo == "Trips")
    }

    @Test(arguments: StoreBackend.allCases)
    func aWriteByAnotherConnection_isSeenByTheNextCommand(backend: StoreBackend) async throws {
        // Given two sessions on one bank, the first having read the accounts
        let path = folder + "/shared.sqlite"
        let first = try ContractBank(backend, now: testNow, timeZone: utc, sharing: path)
        let second = try ContractBank(backend, now: testNow, timeZone: utc, sharing: first.address ?? path)
        first.commandWillRun()
        let before = try await first.stores.accounts.account(id: 2).balanceMinor

        // When the second transfers
        second.commandWillRun()
        _ = try await second.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 3, memo: "Other", date: testNow))

        // Then the first sees it in its next command
        first.commandWillRun()
        #expect(try await first.stores.accounts.account(id: 2).balanceMinor == before + 300)
    }
}
