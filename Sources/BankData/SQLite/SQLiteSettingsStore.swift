public import BankDomain
import GRDB

/// Settings in SQLite: a single row, the defaults until something is saved.
public struct SQLiteSettingsStore: SettingsStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - SettingsStore

    /// The saved settings, or the defaults.
    public func settings() async throws -> UserSettings {
        try database.read(.settings) { db in try Self.settings(in: db) }
    }

    /// Saves `settings`, replacing what was there.
    public func save(_ settings: UserSettings) async throws {
        try database.write(during: .saving) { db in try Self.insert(settings, in: db) }
    }

    // MARK: - Shared

    /// Saves `settings` inside an open write.
    static func insert(_ settings: UserSettings, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO settings (id, pageSize, showsBalances, usesColour, showsNotices)
                VALUES (1, ?, ?, ?, ?)
                """
        )
        .execute(arguments: [settings.pageSize, settings.showsBalances, settings.usesColour, settings.showsNotices])
    }

    /// The settings inside an open read, for callers that must not wait (start-up).
    static func settings(in db: Database) throws -> UserSettings {
        let statement = try db.cachedStatement(
            sql: "SELECT pageSize, showsBalances, usesColour, showsNotices FROM settings WHERE id = 1")
        guard let row = try Row.fetchOne(statement) else { return .defaults }
        return UserSettings(pageSize: row[0], showsBalances: row[1], usesColour: row[2], showsNotices: row[3])
    }
}
