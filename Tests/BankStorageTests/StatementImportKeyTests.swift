import BankDomain
import Foundation
import Testing

@testable import BankStorage

@Suite("Statement import keys")
struct StatementImportKeyTests {
    private func row(day: Int, memo: String = "Coffee", minor: Int64 = 300) -> NewTransaction {
        NewTransaction(
            date: Date(timeIntervalSince1970: 1_767_225_600 + Double(day) * 86_400), memo: memo,
            category: .dining, amountMinor: minor, type: .debit, counterparty: memo)
    }

    private func key(of transaction: NewTransaction, occurrence: UInt32 = 0) -> Int64 {
        let hash = StatementImportKey.rowHash(StatementImportKey.contentHash(of: transaction), occurrence: occurrence)
        return StatementImportKey.key(date: transaction.date, rowHash: hash)
    }

    @Test func keys_growWithTheDay_whateverTheirContent() {
        // Given rows of three days, with contents that hash far apart
        let days = [row(day: 0, memo: "Zebra"), row(day: 1, memo: "Apple", minor: 1), row(day: 2, memo: "Mango")]

        // When
        let keys = days.map { key(of: $0) }

        // Then each day's key is above the day before's: new rows of a statement land side by side
        #expect(keys == keys.sorted())
        #expect(Set(keys).count == 3)
    }

    @Test func theSameRow_getsTheSameKey_andAnIdenticalRowAfterIt_another() {
        let coffee = row(day: 5)

        #expect(key(of: coffee) == key(of: row(day: 5)))
        #expect(key(of: coffee, occurrence: 1) != key(of: coffee))
        #expect(key(of: coffee) != key(of: row(day: 5, minor: 301)))
    }

    @Test func aKey_keepsTheLowBitsOfTheHashThatSchemaV2UsedWhole() {
        let coffee = row(day: 7)
        let hash = StatementImportKey.rowHash(StatementImportKey.contentHash(of: coffee), occurrence: 0)
        let mask: Int64 = (1 << StatementImportKey.hashBits) - 1

        #expect(key(of: coffee) & mask == Int64(bitPattern: hash) & mask)
        #expect(key(of: coffee) > 0)
    }
}
