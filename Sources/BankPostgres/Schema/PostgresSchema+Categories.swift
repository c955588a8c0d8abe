extension PostgresSchema {
    // MARK: - Version 10

    /// Categories and rules, each person's own (as settings are to become): a person sees and
    /// changes only theirs, and starts with the built-in categories the first time they need
    /// them (``PostgresCategoryStore``). Rows carry a category's name, so renaming or merging one
    /// moves the rows of the accounts the person may move money on.
    static let version10 = """
        CREATE TABLE category (
            owner text NOT NULL DEFAULT current_user,
            name text NOT NULL,
            kind text NOT NULL CHECK (kind IN ('income', 'spending', 'transfer')),
            position integer NOT NULL,
            PRIMARY KEY (owner, name)
        );
        CREATE TABLE category_rule (
            owner text NOT NULL DEFAULT current_user,
            position integer NOT NULL,
            pattern text NOT NULL,
            category text NOT NULL,
            PRIMARY KEY (owner, position)
        );
        ALTER TABLE category ENABLE ROW LEVEL SECURITY;
        ALTER TABLE category FORCE ROW LEVEL SECURITY;
        CREATE POLICY own ON category USING (owner = current_user) WITH CHECK (owner = current_user);
        ALTER TABLE category_rule ENABLE ROW LEVEL SECURITY;
        ALTER TABLE category_rule FORCE ROW LEVEL SECURITY;
        CREATE POLICY own ON category_rule USING (owner = current_user) WITH CHECK (owner = current_user);
        GRANT SELECT, INSERT, UPDATE, DELETE ON category, category_rule TO \(people);
        """
}
