package import BankDomain
package import Foundation

/// The key that recognises a statement row when the statement is imported again.
///
/// A key is the row's day (counted from 1900, in the high 17 bits) and 46 bits of a hash of its
/// content (the low bits). Leading with the day keeps an import's new keys next to each other in
/// the unique index, as statements run in date order: keys that were the hash alone landed all
/// over the index, and at a million rows each insert read and rewrote a page of its own (the
/// import ran at half the speed). Two different rows share a key only when they share a day and
/// 46 bits of hash, and the second is then taken for a duplicate: for a day of a thousand rows
/// that is one chance in 140 million.
package enum StatementImportKey {
    // MARK: - Constants

    /// Bits of the key that hold the content's hash.
    package static let hashBits: Int64 = 46
    package static let hashMask: Int64 = (1 << hashBits) - 1
    package static let secondsPerDay = 86_400
    /// Days from 1900 that fit in the high bits; recordable dates end long before.
    private static let dayLimit: Int64 = 1 << (63 - hashBits)

    // MARK: - Keys

    /// The key of a row dated `date` whose content and place among identical rows hash to
    /// `rowHash`.
    package static func key(date: Date, rowHash: UInt64) -> Int64 {
        let seconds = LedgerSortKey.second(of: date) + LedgerSortKey.epochOffset
        let day = min(max(seconds / Int64(secondsPerDay), 0), dayLimit - 1)
        return day << hashBits | (Int64(bitPattern: rowHash) & hashMask)
    }

    /// The hash of what a row says: its date, memo, signed amount and category. A row of a day
    /// is hashed with the first moment of its day in UTC: the instant a statement imported in UTC
    /// before rows had days was dated by, so their keys stay as they were.
    package static func contentHash(of transaction: NewTransaction) -> UInt64 {
        contentHash(
            seconds: transaction.day.map { TimeInterval($0.daysSince1970 * secondsPerDay) }
                ?? transaction.date.timeIntervalSince1970,
            memo: transaction.memo, signedMinorUnits: transaction.signedMinorUnits,
            category: transaction.category.rawValue)
    }

    /// The hash of a row a statement file identifies as `id`: the same whatever the row says.
    package static func idHash(_ id: String) -> UInt64 {
        var hash = FNV1a()
        hash.add("file id")
        hash.add(id)
        return hash.value
    }

    /// The hash of a row dated `seconds` after 1970 that says `memo`, moves `signedMinorUnits`
    /// and is of `category`.
    package static func contentHash(seconds: TimeInterval, memo: String, signedMinorUnits: Int64, category: String)
        -> UInt64
    {
        var hash = FNV1a()
        hash.add(seconds.bitPattern)
        hash.add(memo)
        hash.add(UInt64(bitPattern: signedMinorUnits))
        hash.add(category)
        return hash.value
    }

    /// The hash of a row whose content hashes to `contentHash` and which follows `occurrence`
    /// identical rows in its file. Schema v2 kept it whole as the key.
    package static func rowHash(_ contentHash: UInt64, occurrence: UInt32) -> UInt64 {
        var hash = FNV1a(value: contentHash)
        hash.add(UInt64(occurrence))
        return hash.value
    }
}

/// The 64-bit FNV-1a hash: stable across runs and machines, unlike `Hasher`.
package struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    package init() {}

    /// Goes on from a hash already made.
    package init(value: UInt64) {
        self.value = value
    }

    package mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            add(byte: UInt8(truncatingIfNeeded: number >> UInt64(shift)))
        }
    }

    package mutating func add(_ text: String) {
        for byte in text.utf8 {
            add(byte: byte)
        }
        add(byte: 0)
    }

    /// Goes on with `bytes`, one at a time: the same hash however a file's bytes come in chunks.
    package mutating func add(bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* Self.prime
        }
        self.value = value
    }

    private mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }
}

/// What a statement row's import key hashes: the moment its date was read as, its memo, its
/// signed amount in minor units and its category.
package struct StatementRowContent: Sendable {
    package let seconds: TimeInterval
    package let memo: String
    package let signedMinorUnits: Int64
    package let category: String

    package init(seconds: TimeInterval, memo: String, signedMinorUnits: Int64, category: String) {
        self.seconds = seconds
        self.memo = memo
        self.signedMinorUnits = signedMinorUnits
        self.category = category
    }

    /// The content of a row of `day` as an import of today hashes it (by the first moment of the
    /// day in UTC).
    package init(day: CalendarDay, memo: String, signedMinorUnits: Int64, category: String) {
        self.init(
            seconds: TimeInterval(day.daysSince1970 * 86_400), memo: memo, signedMinorUnits: signedMinorUnits,
            category: category)
    }

    package var hash: UInt64 {
        StatementImportKey.contentHash(
            seconds: seconds, memo: memo, signedMinorUnits: signedMinorUnits, category: category)
    }
}

extension StatementImportKey {
    // MARK: - Migration

    /// The key an import of today makes for a statement row of `day` whose content is `new`, when
    /// an earlier vbank keyed it `oldKey` for the content `old` (before rows had days, its date was
    /// its day's first moment where it was imported; before amounts had their currency's digits,
    /// its amount was in hundredths). The row's place among identical rows of its file is found
    /// again from the old key's hash. Nil when no place up to `places` gives the old key, as for a
    /// row whose key another row of its account took.
    package static func rekeyed(
        _ oldKey: Int64, was old: StatementRowContent, is new: StatementRowContent, day: CalendarDay,
        places: UInt32 = 1_000
    ) -> Int64? {
        let (oldHash, newHash) = (old.hash, new.hash)
        for occurrence in 0..<places
        where Int64(bitPattern: rowHash(oldHash, occurrence: occurrence)) & hashMask == oldKey & hashMask {
            return key(date: day.noonUTC, rowHash: rowHash(newHash, occurrence: occurrence))
        }
        return nil
    }
}
