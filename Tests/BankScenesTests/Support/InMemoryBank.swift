import BankDomain
import GRDB
import Vipera
import ViperaTesting

@testable import BankData
@testable import BankScenes

/// A seeded in-memory SQLite bank, for worker tests.
struct InMemoryBank {
    let stores: BankStores
    private let bank: SQLiteBank
    /// The database under the stores, for tests that write or read around them.
    var database: any DatabaseWriter { bank.writer }

    init() throws {
        bank = try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: fixedClock)
        stores = SQLiteBank.stores(for: bank, timeZone: utc)
    }

    /// The whole app over this bank, from Home, at the tests' clock and in UTC.
    @MainActor
    func app() async -> SceneHarness {
        await Self.app(over: stores)
    }

    /// The whole app over `stores`, from Home, at the tests' clock and in UTC.
    @MainActor
    static func app(over stores: BankStores) async -> SceneHarness {
        await SceneHarness(appName: "vbank") { console, navigator in
            BankSceneFactory(stores: stores, clock: fixedClock, timeZone: utc, console: console, navigator: navigator)
                .makeHome()
        }
    }
}

/// Backups, restores and checks that the file system refuses: for tests that type commands at
/// random, which must not write files wherever the tests run.
struct RefusingMaintenance: BankMaintenanceStore {
    private func refuse(_ work: StorageFault.Work) -> BankError {
        .storage(StorageFault(.readOnlyFolder, during: work, file: "backups"))
    }

    func backUp(to path: String, replacing: Bool) async throws -> BankBackup { throw refuse(.backingUp) }
    func planRestore(from path: String) async throws -> RestorePlan { throw refuse(.restoring) }
    func restore(from path: String) async throws -> BankRestore { throw refuse(.restoring) }
    func verify() async throws -> BankCheckReport { throw refuse(.reading) }
}

extension BankStores {
    /// The same stores, with `maintenance` for backups, restores and checks, and `settings` for
    /// the settings, where given.
    func with(maintenance: (any BankMaintenanceStore)? = nil, settings: (any SettingsStore)? = nil) -> BankStores {
        BankStores(
            accounts: accounts, accountManagement: accountManagement, transactions: transactions, transfers: transfers,
            records: records, corrections: corrections, reconciliations: reconciliations, categories: categories,
            cards: cards,
            settings: settings ?? self.settings,
            imports: imports, statements: statements, summaries: summaries,
            maintenance: maintenance ?? self.maintenance, revisions: revisions)
    }
}
