import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData
@testable import BankStorage

/// A demo bank made in memory sums its tallies by period at the first read of a sum, a check or
/// a backup, instead of as its ledger goes in: what it then reads is what a bank file, tallied as
/// it is written, reads.
@Suite("Deferred tallies by period")
struct DeferredPeriodTalliesTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    private static let tallyTables = LedgerPeriodTally.levels.map(\.table)

    /// Every row of every tally by period, in order.
    private func tallies(of bank: SQLiteBank) throws -> [[String]] {
        try bank.writer.read { db in
            try Self.tallyTables.map { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1, 2, 3, 4").map(\.description)
            }
        }
    }

    private func openBoth() throws -> (memory: SQLiteBank, file: SQLiteBank) {
        let clock = FixedClock(now: testNow)
        return (
            try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: clock),
            try SQLiteBank.open(path: folder + "/bank.sqlite", clock: clock)
        )
    }

    @Test func aDemoBankInMemory_waitsToSumItsTallies_untilASumIsRead_thenHoldsWhatAFileHolds() async throws {
        // Given the same demo bank in memory and in a file
        let (memory, file) = try openBoth()
        #expect(try tallies(of: memory).allSatisfy(\.isEmpty))

        // When a sum is read in memory
        let stores = SQLiteBank.stores(for: memory, timeZone: utc)
        _ = try await stores.summaries.totals(
            of: [1], in: [LedgerPeriod(utc: testNow.addingTimeInterval(-86_400)..<testNow)])

        // Then its tallies are the file's, row for row
        #expect(try tallies(of: memory) == tallies(of: file))
        #expect(try !tallies(of: memory)[0].isEmpty)
    }

    @Test(arguments: 0..<8)
    func sumsOverAnyPeriod_areTheSame_inMemoryAsInAFile(seed: UInt64) async throws {
        // Given the same demo bank in memory and in a file, and periods with random ends
        let (memory, file) = try openBoth()
        var generator = SeededGenerator(seed: seed)
        let periods = (0..<6).map { _ -> LedgerPeriod in
            let start = testNow.addingTimeInterval(-Double.random(in: 0...(200 * 86_400), using: &generator))
            return LedgerPeriod(
                utc: start..<start.addingTimeInterval(Double.random(in: 60...(40 * 86_400), using: &generator)))
        }

        // When they are summed through the stores
        let inMemory = try await SQLiteBank.stores(for: memory, timeZone: utc).summaries.totals(
            of: [1, 2, 3, 4, 5], in: periods)
        let inFile = try await SQLiteBank.stores(for: file, timeZone: utc).summaries.totals(
            of: [1, 2, 3, 4, 5], in: periods)

        // Then
        #expect(inMemory == inFile)
    }

    @Test func aTransferBeforeTheFirstSum_isCountedOnce() async throws {
        // Given a bank in memory whose tallies wait, and a transfer written meanwhile
        let (memory, file) = try openBoth()
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 12.34, memo: "rent", date: testNow)
        _ = try await SQLiteBank.stores(for: memory, timeZone: utc).transfers.transfer(order)
        _ = try await SQLiteBank.stores(for: file, timeZone: utc).transfers.transfer(order)

        // When a sum is read
        let day = [LedgerPeriod(utc: testNow.addingTimeInterval(-3_600)..<testNow.addingTimeInterval(3_600))]
        let inMemory = try await SQLiteBank.stores(for: memory, timeZone: utc).summaries.totals(of: [1, 2], in: day)

        // Then the transfer is in it once, as in the file
        #expect(
            try await inMemory == SQLiteBank.stores(for: file, timeZone: utc).summaries.totals(of: [1, 2], in: day))
        #expect(try tallies(of: memory) == tallies(of: file))
    }

    @Test func aCheckOrABackupOfAFreshBankInMemory_findsItsTalliesWhole() async throws {
        // Given a fresh bank in memory
        let stores = SQLiteBank.stores(for: try openBoth().memory, timeZone: utc)

        // When it is checked, and backed up
        let check = try await stores.maintenance.verify()
        let backup = try await stores.maintenance.backUp(to: folder + "/copy.sqlite")

        // Then both find the tallies agree with the ledger
        #expect(check.talliesAgree == true && check.isSound)
        #expect(backup.check.talliesAgree == true && backup.check.isSound)
    }
}
