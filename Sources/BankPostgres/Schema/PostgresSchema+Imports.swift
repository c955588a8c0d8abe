extension PostgresSchema {
    // MARK: - Version 17

    /// An import carries the key it was confirmed with, kept with its record: the same key again
    /// answers with that import and imports nothing, and an import whose answer was lost is known
    /// by its key to have been made or not.
    static let version17 = """
        ALTER TABLE statement_import ADD COLUMN request_key text;
        CREATE UNIQUE INDEX statement_import_request ON statement_import (request_key) WHERE request_key IS NOT NULL;
        """

    // MARK: - Version 12

    /// Statement imports, as ``ImportLog`` keeps them in a bank file: each import's file, format,
    /// rules, time and what it added, its rows marked with it (`ledger_entry.import_id`), and the
    /// hash of its bytes, by which the same file is not imported twice while its import stands.
    /// A person sees the imports of the accounts they see, and records, finishes and takes back
    /// imports only on accounts they may move money on; the server records who imported.
    static let version12 = """
        CREATE TABLE statement_import (
            id bigserial PRIMARY KEY,
            account_id bigint NOT NULL REFERENCES account (id),
            file_name text NOT NULL,
            digest text NOT NULL,
            format text NOT NULL,
            rules text,
            date double precision NOT NULL DEFAULT extract(epoch FROM now()),
            rows bigint NOT NULL,
            net_minor bigint NOT NULL,
            undone_at double precision,
            author text NOT NULL DEFAULT current_user
        );
        CREATE INDEX statement_import_account ON statement_import (account_id, id);
        CREATE INDEX statement_import_digest ON statement_import (digest) WHERE undone_at IS NULL;
        ALTER TABLE ledger_entry ADD COLUMN import_id bigint;
        CREATE INDEX ledger_entry_import_id ON ledger_entry (import_id) WHERE import_id IS NOT NULL;
        ALTER TABLE statement_import ENABLE ROW LEVEL SECURITY;
        ALTER TABLE statement_import FORCE ROW LEVEL SECURITY;
        CREATE POLICY seen ON statement_import FOR SELECT USING (\(seen("account_id")));
        CREATE POLICY written ON statement_import FOR INSERT
            WITH CHECK (\(movable("account_id")) AND author = current_user);
        CREATE POLICY changed ON statement_import FOR UPDATE USING (\(movable("account_id")));
        CREATE POLICY removed ON statement_import FOR DELETE USING (\(movable("account_id")));
        GRANT SELECT, INSERT, UPDATE, DELETE ON statement_import TO \(people);
        GRANT USAGE ON SEQUENCE statement_import_id_seq TO \(people);
        """
}
