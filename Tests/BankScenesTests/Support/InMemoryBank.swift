import BankData
import BankDomain
import GRDB

/// A seeded in-memory SQLite bank, for worker tests.
struct InMemoryBank {
    let database: any DatabaseWriter
    let stores: BankStores

    init() throws {
        database = try BankDatabase.open(path: BankDatabase.inMemoryPath, clock: fixedClock)
        stores = BankDatabase.stores(for: database, timeZone: utc)
    }
}
