extension PostgresSchema {
    // MARK: - Version 11

    /// Cards people add (``CardStore/addCard(_:)``): identifiers from a sequence, as a person sees
    /// only some cards and the largest identifier they see is not the bank's; and a card is added
    /// only to an account of one's own, where freezing one stays open to those who may move money
    /// on it. The largest identifier is read with row-level security lifted for the tables' owner,
    /// who applies migrations, so that it is the bank's and not only the cards the owner sees.
    static let version11 = """
        CREATE SEQUENCE card_id_seq OWNED BY card.id;
        ALTER TABLE card NO FORCE ROW LEVEL SECURITY;
        SELECT setval('card_id_seq', coalesce((SELECT max(id) FROM card), 0) + 1, false);
        ALTER TABLE card FORCE ROW LEVEL SECURITY;
        ALTER TABLE card ALTER COLUMN id SET DEFAULT nextval('card_id_seq');
        DROP POLICY written ON card;
        CREATE POLICY written ON card FOR INSERT
            WITH CHECK (account_id IN (SELECT id FROM account WHERE owner = current_user));
        GRANT USAGE ON SEQUENCE card_id_seq TO \(people);
        """
}
