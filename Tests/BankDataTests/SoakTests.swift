import BankData
import BankDomain
import Foundation
import GRDB
import Testing

/// A long run of random operations on one bank, checking the money after every batch: transfers
/// move money but never make or lose any, and failed operations change nothing.
@Suite("Soak")
struct SoakTests {
    private static let environment = ProcessInfo.processInfo.environment
    private static let operations = environment["VIPERA_SOAK_OPERATIONS"].flatMap { Int($0) } ?? 100_000
    private static let batch = 1_000

    @Test func randomOperations_keepEveryBalanceAccountedFor() async throws {
        // Given a seeded bank, its total and its ledger size
        let bank = try TestBank()
        let total = try bank.totalMinor()
        var expectedRows = try bank.ledgerCount()
        var random = SeededRandom(seed: 0x50A_C0FFEE)
        let cards = try await bank.stores.cards.allCards().map(\.id)

        for number in 1...Self.operations {
            // When a random transfer, freeze, unfreeze, limit or setting change is made
            switch random.next(below: 10) {
            case 0:
                _ = try? await bank.stores.cards.setStatus(
                    random.next(below: 2) == 0 ? .frozen : .active, ofCard: cards[random.next(below: cards.count)])
            case 1:
                _ = try? await bank.stores.cards.setMonthlyLimit(
                    Decimal(random.next(below: 5_000) + 1), ofCard: cards[random.next(below: cards.count)])
            case 2:
                try await bank.stores.settings.save(
                    UserSettings(pageSize: random.next(below: 50) + 5, showsBalances: true, usesColour: false))
            default:
                let order = TransferOrder(
                    sourceID: Int64(random.next(below: 6) + 1), destinationID: Int64(random.next(below: 6) + 1),
                    amount: Decimal(random.next(below: 500_000)) / 100, memo: "soak \(number)", date: testNow)
                if (try? await bank.stores.transfers.transfer(order)) != nil {
                    expectedRows += 2
                }
            }

            // Then after every batch no money was made or lost and no transfer half-written
            if number.isMultiple(of: Self.batch) {
                guard try bank.totalMinor() == total, try bank.ledgerCount() == expectedRows else {
                    Issue.record("after \(number) operations: total \(try bank.totalMinor()) ≠ \(total)")
                    return
                }
            }
        }
        let integrity = try await bank.database.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(integrity == "ok")
        #expect(expectedRows > Self.operations / 4)
    }
}

/// SplitMix64, for runs that replay.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }
}
