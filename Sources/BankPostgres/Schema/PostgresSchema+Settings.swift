extension PostgresSchema {
    // MARK: - Version 13

    /// Settings of each person: a row a login, which only that login reads and writes. The bank's
    /// one row of before becomes the settings of whoever migrates the bank, its owner: a person's
    /// `set show-balances off` no longer hides everyone's balances.
    static let version13 = """
        ALTER TABLE settings ADD COLUMN person text;
        UPDATE settings SET person = current_user;
        ALTER TABLE settings ALTER COLUMN person SET DEFAULT current_user;
        ALTER TABLE settings ALTER COLUMN person SET NOT NULL;
        ALTER TABLE settings DROP COLUMN id;
        ALTER TABLE settings ADD PRIMARY KEY (person);
        ALTER TABLE settings ENABLE ROW LEVEL SECURITY;
        ALTER TABLE settings FORCE ROW LEVEL SECURITY;
        CREATE POLICY own ON settings USING (person = current_user) WITH CHECK (person = current_user);
        """
}
