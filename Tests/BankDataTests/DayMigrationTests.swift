import BankDomain
import Foundation
import GRDB
import PropertyBased
import Testing

@testable import BankData
@testable import BankStorage

/// Schema v8 gives the rows of a bank written by an earlier vbank their days: a statement row
/// the day it was imported as, an opening its account's first day.
@Suite("Days migration v8")
struct DayMigrationTests {
    // MARK: - Tests

    @Test @MainActor func aV7Bank_givesStatementRowsTheirDays_openingsTheFirstDay_andStillKnowsItsStatements()
        async throws
    {
        // Given a v7 bank with an account opened on the 10th, a statement row of the 3rd imported
        // in UTC with the key v7 gave it, and a transfer
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let statement = directory + "/statement.csv"
        try RowsBeforeDays.statement.write(toFile: statement, atomically: true, encoding: .utf8)
        try makeV7Bank(at: path)

        // When vbank opens it
        let bank = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
        let stores = SQLiteBank.stores(for: bank, timeZone: utc)

        // Then the statement row is of its day, the opening of the account's first day, which
        // is the account's opening day, and the transfer keeps its moment
        let rows = try bank.plainLedger(of: 1)
        let day = RowsBeforeDays.coffeeDay
        #expect(rows.map(\.memo) == ["Transfer", "Coffee", NewAccount.openingMemo])
        #expect(rows.map(\.day) == [nil, day, day])
        #expect(rows.map(\.category) == [.transfer, .other, .opening])
        #expect(rows[0].date == Date(timeIntervalSince1970: RowsBeforeDays.transferAt))
        #expect(rows[2].date < rows[1].date)
        let account = try await stores.accounts.account(id: 1)
        #expect(account.openedOn == day && account.iban == "DE89370400440532013000" && account.ibanIsExample)
        // And the bank checks sound, its tallies by day and period agreeing with the ledger
        let report = try await stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree == true, "\(report)")
        // And the statement imported again adds nothing
        let again = try await stores.statements.importStatement(at: statement, into: 1, options: .init()) { _ in }
        #expect(again.imported == 0 && again.duplicates == 1)
    }

    @Test @MainActor func aV7BankInYenAndDinars_keepsItsAmountsInTheirMinorUnits_andStillKnowsItsStatements()
        async throws
    {
        // Given a v7 bank, which kept every amount in hundredths: ¥5,000.00 opened, a statement's
        // ¥1,200 and a ¥12.50 tip; and 12.34 dinars
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let statement = directory + "/yen.csv"
        try "date,memo,amount\n2026-01-03,Ramen,-1200\n".write(toFile: statement, atomically: true, encoding: .utf8)
        let old = try DatabaseQueue(path: path)
        try BankMigrations.migrator.migrate(old, upTo: "v7: closed accounts")
        let content = StatementImportKey.contentHash(
            seconds: RowsBeforeDays.coffeeMidnight, memo: "Ramen", signedMinorUnits: -120_000, category: "other")
        let key = StatementImportKey.key(
            date: Date(timeIntervalSince1970: RowsBeforeDays.coffeeMidnight),
            rowHash: StatementImportKey.rowHash(content, occurrence: 0))
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor)
                    VALUES (1, 1, 'Tokyo', 'checking', '1', '', 'JPY', 378750),
                           (2, 2, 'Manama', 'checking', '2', '', 'BHD', 1234);
                    INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty, importKey)
                    VALUES (1, ?, 'Opening balance', 'other', 500000, 'credit', 'Opening balance', NULL),
                           (1, ?, 'Ramen', 'other', 120000, 'debit', 'Ramen', ?),
                           (1, ?, 'Tip', 'other', 1250, 'debit', 'Tip', NULL);
                    UPDATE account SET openingBalanceMinor = 1234 WHERE id = 2;
                    """,
                arguments: [RowsBeforeDays.openedAt, RowsBeforeDays.coffeeMidnight, key, RowsBeforeDays.transferAt])
        }
        try old.close()

        // When vbank opens it
        let bank = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
        let stores = SQLiteBank.stores(for: bank, timeZone: utc)

        // Then yen are whole (the tip rounded to ¥13), dinars have three digits, every balance is
        // its opening and its ledger, and the statement imported again adds nothing
        #expect(try bank.plainLedger(of: 1).map(\.amountMinor) == [13, 1_200, 5_000])
        #expect(try await stores.accounts.account(id: 1).balanceMinor == 3_787)
        #expect(try await stores.accounts.account(id: 2).balanceMinor == 12_340)
        let report = try await stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree == true, "\(report)")
        let again = try await stores.statements.importStatement(at: statement, into: 1, options: .init()) { _ in }
        #expect(again.imported == 0 && again.duplicates == 1)
    }

    @Test func aMomentThatIsMidnightWhereTheBankIsOpened_isThatDay() async {
        let days = Gen.int(in: NewTransaction.recordableDays).map { CalendarDay(daysSince1970: $0) }
        let zones = Gen.element(of: TimeZone.knownTimeZoneIdentifiers).map { $0 ?? "UTC" }
        await propertyCheck(count: 500, input: days, zones) { day, zone in
            let timeZone = TimeZone(identifier: zone) ?? .gmt
            guard let midnight = BankCalendar(clock: FixedClock(now: testNow), timeZone: timeZone).start(of: day)
            else { return }

            #expect(DayMigration.day(ofMoment: midnight.timeIntervalSince1970, in: timeZone) == day, "\(zone)")
        }
    }

    @Test func aMomentThatIsMidnightWithinTwelveHoursOfUTC_isThatDay_unlessItIsAlsoMidnightWhereTheBankIsOpened()
        async
    {
        let days = Gen.int(in: NewTransaction.recordableDays).map { CalendarDay(daysSince1970: $0) }
        let zones = Gen.element(of: TimeZone.knownTimeZoneIdentifiers).map { $0 ?? "UTC" }
        await propertyCheck(count: 500, input: days, zones, zones) { day, importedIn, openedIn in
            let importZone = TimeZone(identifier: importedIn) ?? .gmt
            let openZone = TimeZone(identifier: openedIn) ?? .gmt
            guard let midnight = BankCalendar(clock: FixedClock(now: testNow), timeZone: importZone).start(of: day)
            else { return }
            let offset = importZone.secondsFromGMT(for: midnight)
            guard offset > -12 * 3_600, offset <= 12 * 3_600 else { return }
            // A moment that is midnight in both places (Midway at -11 and the South Pole at +13 in
            // summer) names two days; the rule gives the day where the bank is opened now.
            let apart = openZone.secondsFromGMT(for: midnight) - offset
            let expected = abs(apart) == DayMigration.secondsPerDay ? (apart > 0 ? day.next : day.previous) : day

            let found = DayMigration.day(ofMoment: midnight.timeIntervalSince1970, in: openZone)

            #expect(found == expected, "\(day.isoText) imported in \(importedIn), opened in \(openedIn)")
        }
    }

    @Test func aMomentThatIsMidnightInTwoPlacesADayApart_isTheDayWhereTheBankIsOpened() {
        // Given the first moment of 3 November 1974 at Midway (UTC-11), the first moment of the
        // 4th at the South Pole, whose first summer time began that morning (UTC+13)
        let moment = Date(timeIntervalSince1970: 152_708_400)
        guard let midway = TimeZone(identifier: "Pacific/Midway"),
            let southPole = TimeZone(identifier: "Antarctica/South_Pole")
        else { return }

        // When the bank is opened in each place
        let atMidway = DayMigration.day(ofMoment: moment.timeIntervalSince1970, in: midway)
        let atTheSouthPole = DayMigration.day(ofMoment: moment.timeIntervalSince1970, in: southPole)

        // Then each finds its own day
        #expect(atMidway == CalendarDay(year: 1974, month: 11, day: 3))
        #expect(atTheSouthPole == CalendarDay(year: 1974, month: 11, day: 4))
    }

    // MARK: - Private

    private func makeV7Bank(at path: String) throws {
        let old = try DatabaseQueue(path: path)
        try BankMigrations.migrator.migrate(old, upTo: "v7: closed accounts")
        let key = RowsBeforeDays.coffeeKey
        try old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor)
                    VALUES (1, 1, 'Everyday', 'checking', '1', 'DE89370400440532013000', 'USD', 10500);
                    INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty, importKey)
                    VALUES (1, ?, 'Opening balance', 'other', 10000, 'credit', 'Opening balance', NULL),
                           (1, ?, 'Coffee', 'other', 300, 'debit', 'Coffee', ?),
                           (1, ?, 'Transfer', 'transfer', 800, 'credit', 'Savings', NULL);
                    """,
                arguments: [RowsBeforeDays.openedAt, RowsBeforeDays.coffeeMidnight, key, RowsBeforeDays.transferAt])
        }
        try old.close()
    }
}

/// What an earlier vbank wrote, before rows had days: an account opened on the 10th of January
/// 2026, a statement row of the 3rd imported in UTC with the key it gave it, and a transfer.
enum RowsBeforeDays {
    /// 2026-01-03 00:00 UTC, where a statement imported in UTC dated its row of that day.
    static let coffeeMidnight: TimeInterval = 1_767_398_400
    /// The day of the statement row.
    static let coffeeDay = CalendarDay(year: 2026, month: 1, day: 3)
    /// 2026-01-10 10:00 UTC, when `new-account` wrote the opening.
    static let openedAt: TimeInterval = 1_768_039_200
    /// 2026-01-12 09:30 UTC: a transfer, which keeps its moment.
    static let transferAt: TimeInterval = 1_768_210_200
    /// The statement the row came from.
    static let statement = "date,memo,amount\n2026-01-03,Coffee,-3.00\n"

    /// The import key the statement row was given.
    static var coffeeKey: Int64 {
        let content = StatementImportKey.contentHash(
            seconds: coffeeMidnight, memo: "Coffee", signedMinorUnits: -300, category: "other")
        return StatementImportKey.key(
            date: Date(timeIntervalSince1970: coffeeMidnight),
            rowHash: StatementImportKey.rowHash(content, occurrence: 0))
    }
}
