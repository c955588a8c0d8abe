/// Version 23 of the schema: the people change nothing but through the bank's own functions. Every
/// change of the bank now has its function (transfers and records, imports, corrections, splits and
/// undo, categories and rules, reconciliations, accounts and shares, cards and settings), so the
/// people keep `SELECT` under row-level security and `EXECUTE` on the functions, and lose every
/// other right on every table and sequence of the bank's schema, those of tables added later too.
extension PostgresSchema {
    // MARK: - Version 23

    static let version23 = """
        DO $$
        BEGIN
            EXECUTE format(
                'REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA %I FROM \(people)',
                current_schema());
            EXECUTE format('REVOKE USAGE, UPDATE ON ALL SEQUENCES IN SCHEMA %I FROM \(people)', current_schema());
        END
        $$;
        """
}
