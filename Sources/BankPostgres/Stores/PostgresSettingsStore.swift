import BankDomain

/// The settings of the person connected, on PostgreSQL: a row of their own (schema v13), which
/// row-level security keeps from everyone else, written by the bank's function (schema v16).
struct PostgresSettingsStore: SettingsStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - SettingsStore

    /// The saved settings, or the defaults.
    func settings() async throws -> UserSettings {
        try await database.read(.settings) { connection in
            let rows = try connection.execute(
                "SELECT page_size, shows_balances, uses_colour, shows_notices FROM settings WHERE person = current_user"
            )
            guard rows.count == 1 else { return .defaults }
            return UserSettings(
                pageSize: try rows.int(0, 0), showsBalances: try rows.bool(0, 1), usesColour: try rows.bool(0, 2),
                showsNotices: try rows.bool(0, 3))
        }
    }

    /// Saves `settings` as the person's, replacing what was there, by the bank's function.
    func save(_ settings: UserSettings) async throws {
        try await database.write(during: .saving) { transaction in
            _ = try transaction.run([
                PostgresStatement(
                    PostgresSchema.saveSettingsCall,
                    [
                        String(settings.pageSize), String(settings.showsBalances), String(settings.usesColour),
                        String(settings.showsNotices),
                    ])
            ])
        }
    }

    /// The statement that keeps `settings` as the connected person's, for an administrator who
    /// writes a whole bank (``PostgresContentsWriter``).
    static func saving(_ settings: UserSettings) -> PostgresStatement {
        PostgresStatement(
            """
            INSERT INTO settings (page_size, shows_balances, uses_colour, shows_notices)
            VALUES ($1, $2, $3, $4)
            ON CONFLICT (person) DO UPDATE SET page_size = excluded.page_size,
                shows_balances = excluded.shows_balances, uses_colour = excluded.uses_colour,
                shows_notices = excluded.shows_notices
            """,
            [
                String(settings.pageSize), String(settings.showsBalances), String(settings.usesColour),
                String(settings.showsNotices),
            ])
    }
}
