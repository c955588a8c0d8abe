import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// A statement row happened on a calendar day: imported anywhere, it is that day in every time
/// zone, in the list, its filters, the sums of its month and an export, on both backends.
@Suite("Days across time zones")
struct DaysAcrossZonesTests {
    // MARK: - Constants

    /// Zones far apart, and zones whose clocks skip or repeat midnight: Santiago starts summer
    /// time at midnight on 6 September 2026, Havana on 8 March 2026, Beirut on 29 March 2026.
    private static let zones = [
        "UTC", "Pacific/Auckland", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York", "America/Santiago",
        "America/Havana", "Asia/Beirut", "Asia/Kolkata", "Australia/Lord_Howe", "Europe/Berlin",
    ]

    /// Days whose midnight some of the zones skip, and the edges of what the ledger records.
    private static let hardDays = [
        CalendarDay(year: 2026, month: 9, day: 6), CalendarDay(year: 2026, month: 3, day: 8),
        CalendarDay(year: 2026, month: 3, day: 29), CalendarDay(year: 1900, month: 1, day: 1),
        CalendarDay(year: 2099, month: 12, day: 31),
    ]

    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    // MARK: - Properties

    @Test func anyDayImportedInAnyZone_isThatDay_inEveryZone() async throws {
        let days = Gen.int(in: NewTransaction.recordableDays).map { CalendarDay(daysSince1970: $0) }
        let zones = Gen.element(of: Self.zones).map { $0 ?? "UTC" }
        await propertyCheck(count: 40, input: days, zones, zones) { day, importedIn, seenIn in
            try await checkDay(day, importedIn: importedIn, seenIn: seenIn, on: .sqlite)
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func daysThatAZoneSkipsMidnightOn_areThemselvesEverywhere(backend: StoreBackend) async throws {
        for day in Self.hardDays {
            try await checkDay(day, importedIn: "Pacific/Auckland", seenIn: "America/Santiago", on: backend)
            try await checkDay(day, importedIn: "America/Havana", seenIn: "Pacific/Kiritimati", on: backend)
        }
    }

    // MARK: - Private

    /// Imports a row of `day` into an empty account of a bank that reads statements in
    /// `importedIn`, and looks at it from `seenIn`.
    private func checkDay(_ day: CalendarDay, importedIn: String, seenIn: String, on backend: StoreBackend)
        async throws
    {
        let importZone = try #require(TimeZone(identifier: importedIn))
        let seenZone = try #require(TimeZone(identifier: seenIn))
        let bank = try ContractBank(backend, now: testNow, timeZone: importZone)
        let account = try await bank.stores.accountManagement.open(
            NewAccount(
                name: "Days \(UInt32.random(in: 0...UInt32.max))", type: .checking, currency: "USD",
                openingMinor: 0, openedOn: nil))
        let statement = folder + "/\(UUID().uuidString).csv"
        try "date,memo,amount\n\(day.isoText),Row,-1.25\n".write(toFile: statement, atomically: true, encoding: .utf8)
        _ = try await bank.stores.statements.importStatement(
            at: statement, into: account.id, options: .init(), progress: { _ in })
        let seen = BankCalendar(clock: FixedClock(now: testNow), timeZone: seenZone)

        // The row is of its day
        let rows = try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: account.id))
        #expect(rows.map(\.day) == [day], "\(day.isoText) from \(importedIn) in \(seenIn)")
        #expect(rows.first?.when == .day(day))

        // A filter of its day finds it, one of the days around it does not
        let boundary = { (first: CalendarDay) in
            LedgerBoundary(day: first, instant: seen.start(of: first) ?? first.firstMomentAnywhere)
        }
        let onItsDay = TransactionQuery(accountID: account.id, from: boundary(day), until: boundary(day.next))
        let before = TransactionQuery(
            accountID: account.id, from: boundary(CalendarDay(daysSince1970: day.daysSince1970 - 1)),
            until: boundary(day))
        let after = TransactionQuery(
            accountID: account.id, from: boundary(day.next), until: boundary(day.next.next))
        #expect(
            try await bank.stores.transactions.newest(5, matching: onItsDay).count == 1, "\(day.isoText) in \(seenIn)")
        #expect(try await bank.stores.transactions.newest(5, matching: before).isEmpty, "\(day.isoText) in \(seenIn)")
        #expect(try await bank.stores.transactions.newest(5, matching: after).isEmpty, "\(day.isoText) in \(seenIn)")

        // Its month's sums hold it, the months around it do not
        let month = CalendarMonth(year: day.year, month: day.month)
        let months = [month.adding(months: -1), month, month.adding(months: 1)].map { month in
            seen.period(of: month)
                ?? LedgerPeriod(
                    from: month.firstDay, upTo: month.adding(months: 1).firstDay,
                    instants: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 0))
        }
        let totals = try await bank.stores.summaries.totals(of: [account.id], in: months)
        #expect(totals.map(\.debitsMinor) == [0, 125, 0], "\(day.isoText) in \(seenIn)")

        // And an export writes the day as it was written
        let export = folder + "/\(UUID().uuidString).csv"
        _ = try await bank.stores.statements.exportStatement(
            matching: TransactionQuery(accountID: account.id), to: export)
        #expect(try String(contentsOfFile: export, encoding: .utf8).contains("\n\(day.isoText),Row,-1.25,other,vbank:"))
    }
}
