import BankDomain
import BankStorage

/// Version 21 of the schema: each person's categories and rules change only through the bank's own
/// functions, in the login's name: the built-in categories given the first time, a category added,
/// renamed or merged (moving the rows of the open accounts the person may move money on, with
/// their tallies), a rule added or removed, and rows categorised by the rules, each recorded.
extension PostgresSchema {
    // MARK: - Constants

    static let seedCategoriesCall = "SELECT vbank_seed_categories()"
    static let addCategoryCall = "SELECT vbank_add_category($1, $2)"
    /// The call of a rename or a merge: the category, the new name or the target, and whether it merges.
    static let moveCategoryCall = "SELECT * FROM vbank_move_category($1, $2, $3::boolean)"
    static let addRuleCall = "SELECT vbank_add_rule($1, $2)"
    static let removeRuleCall = "SELECT vbank_remove_rule($1::integer)"
    /// The call that gives rows the categories their rules found: rows, categories, session.
    static let recategoriseCall = "SELECT vbank_recategorise($1::bigint[], $2::text[], $3)"

    // MARK: - Version 21

    static let version21 = [
        checkName, seedCategories, addCategory, moveCategory, addRule, removeRule, recategorise,
        ownedByTheBank(
            [
                "vbank_seed_categories()", "vbank_add_category(text, text)", "vbank_move_category(text, text, boolean)",
                "vbank_add_rule(text, text)", "vbank_remove_rule(integer)",
                "vbank_recategorise(bigint[], text[], text)",
            ], helpers: ["vbank_check_category_name(text)"]),
    ].joined(separator: "\n")

    // MARK: - Private

    /// A category of the person's book, as a condition on `name`.
    private static func inBook(_ name: String) -> String {
        "EXISTS (SELECT 1 FROM category WHERE owner = v_person AND name = \(name))"
    }

    /// Refuses a name vbank would not read as a category (``TransactionCategory``).
    private static let checkName = """
        CREATE FUNCTION vbank_check_category_name(p_name text) RETURNS void LANGUAGE plpgsql AS $f$
        BEGIN
            IF p_name IS NULL OR p_name = '' OR p_name <> btrim(p_name)
                OR length(p_name) > \(TransactionCategory.maximumNameLength)
                OR left(p_name, 1) = ANY(ARRAY[\(TransactionCategory.amountStarts.sorted().map { "'\($0)'" }.joined(separator: ", "))])
                OR p_name ~ '[[:cntrl:],]'
            THEN
                RAISE EXCEPTION '% is not a category name', p_name USING ERRCODE = 'VB120';
            END IF;
        END
        $f$;
        """

    /// Gives the caller the built-in categories when they have none yet.
    private static let seedCategories = """
        CREATE FUNCTION vbank_seed_categories() RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
        BEGIN
            INSERT INTO category (owner, name, kind, position)
            SELECT v_person, d.name, d.kind, d.position
            FROM unnest(
                ARRAY[\(CategoryDefinition.defaults.map { "'\($0.category.rawValue)'" }.joined(separator: ", "))]::text[],
                ARRAY[\(CategoryDefinition.defaults.map { "'\($0.kind.rawValue)'" }.joined(separator: ", "))]::text[]
            ) WITH ORDINALITY AS d (name, kind, position)
            WHERE NOT EXISTS (SELECT 1 FROM category WHERE owner = v_person)
            ON CONFLICT DO NOTHING;
            IF FOUND THEN
                \(takeRevision)
            END IF;
        END
        $f$;
        """

    private static let addCategory = """
        CREATE FUNCTION vbank_add_category(p_name text, p_kind text) RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
        BEGIN
            \(takeRevision)
            PERFORM vbank_check_category_name(p_name);
            IF \(inBook("p_name")) THEN
                RAISE EXCEPTION 'there is a category % already', p_name USING ERRCODE = 'VB122';
            ELSIF (SELECT count(*) FROM category WHERE owner = v_person) >= \(CategoryRules.maximumEntries) THEN
                RAISE EXCEPTION 'a book holds at most \(CategoryRules.maximumEntries) categories' USING ERRCODE = 'VB123';
            ELSIF p_kind IS NULL OR p_kind NOT IN ('income', 'spending', 'transfer') THEN
                RAISE EXCEPTION 'a category is of income, spending or transfer' USING ERRCODE = 'VB121';
            END IF;
            INSERT INTO category (owner, name, kind, position)
            SELECT v_person, p_name, p_kind, coalesce(max(position), 0) + 1 FROM category WHERE owner = v_person;
        END
        $f$;
        """

    /// Renames `p_from` to `p_to`, or merges it into `p_to`, moving the rows of the open accounts
    /// the caller may move money on, with their tallies, and the caller's rules.
    private static let moveCategory = """
        CREATE FUNCTION vbank_move_category(
            p_from text, p_to text, p_merge boolean, OUT moved_rows bigint, OUT moved_rules bigint)
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_ids bigint[];
        BEGIN
            \(takeRevision)
            \(wholeBankOn)
            IF p_from IN (\(TransactionCategory.reserved.sorted().map { "'\($0.rawValue)'" }.joined(separator: ", "))) THEN
                RAISE EXCEPTION 'the category % is vbank''s own', p_from USING ERRCODE = 'VB124';
            ELSIF NOT \(inBook("p_from")) THEN
                RAISE EXCEPTION 'there is no category %', p_from USING ERRCODE = 'VB125';
            END IF;
            IF p_merge THEN
                IF p_to = p_from THEN
                    RAISE EXCEPTION 'a category is not merged into itself' USING ERRCODE = 'VB126';
                END IF;
                \(checkGivable("p_to"))
                DELETE FROM category WHERE owner = v_person AND name = p_from;
            ELSE
                PERFORM vbank_check_category_name(p_to);
                IF \(inBook("p_to")) THEN
                    RAISE EXCEPTION 'there is a category % already', p_to USING ERRCODE = 'VB122';
                END IF;
                UPDATE category SET name = p_to WHERE owner = v_person AND name = p_from;
            END IF;
            v_ids := ARRAY(
                SELECT e.id FROM ledger_entry AS e JOIN account AS a ON a.id = e.account_id
                WHERE e.category = p_from AND a.closed_at IS NULL AND (a.owner = v_person OR EXISTS (
                    SELECT 1 FROM account_share AS s WHERE s.account_id = a.id AND s.person = v_person
                        AND s.level = 'transfer'))
                ORDER BY e.id);
            PERFORM vbank_set_category(v_ids, p_to);
            moved_rows := cardinality(v_ids);
            UPDATE category_rule SET category = p_to WHERE owner = v_person AND category = p_from;
            GET DIAGNOSTICS moved_rules = ROW_COUNT;
            \(wholeBankOff)
        END
        $f$;
        """

    private static let addRule = """
        CREATE FUNCTION vbank_add_rule(p_pattern text, p_category text) RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
        BEGIN
            \(takeRevision)
            IF p_pattern IS NULL OR p_pattern = '' OR length(p_pattern) > \(CategoryRule.maximumPatternLength)
                OR p_pattern ~ '[[:cntrl:]]'
            THEN
                RAISE EXCEPTION 'a rule''s pattern has 1 to \(CategoryRule.maximumPatternLength) characters'
                    USING ERRCODE = 'VB127';
            ELSIF (SELECT count(*) FROM category_rule WHERE owner = v_person) >= \(CategoryRules.maximumEntries) THEN
                RAISE EXCEPTION 'a book holds at most \(CategoryRules.maximumEntries) rules' USING ERRCODE = 'VB123';
            END IF;
            \(checkGivable("p_category"))
            INSERT INTO category_rule (owner, position, pattern, category)
            SELECT v_person, coalesce(max(position), 0) + 1, p_pattern, p_category FROM category_rule
            WHERE owner = v_person;
        END
        $f$;
        """

    /// Removes the rule at `p_position` and moves the ones after it up, through negatives, so that
    /// no position is held twice while they shift.
    private static let removeRule = """
        CREATE FUNCTION vbank_remove_rule(p_position integer) RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
        BEGIN
            \(takeRevision)
            DELETE FROM category_rule WHERE owner = v_person AND position = p_position;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'there is no rule %', p_position USING ERRCODE = 'VB128';
            END IF;
            UPDATE category_rule SET position = -(position - 1) WHERE owner = v_person AND position > p_position;
            UPDATE category_rule SET position = -position WHERE owner = v_person AND position < 0;
        END
        $f$;
        """

    /// Gives each row of `p_entries`, all still in `other`, the category at the same place of
    /// `p_categories`, and records each change as the rules' in the caller's session.
    private static let recategorise = """
        CREATE FUNCTION vbank_recategorise(p_entries bigint[], p_categories text[], p_session text)
        RETURNS integer LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_category text;
        BEGIN
            \(takeRevision)
            \(wholeBankOn)
            IF cardinality(p_entries) IS DISTINCT FROM cardinality(p_categories) THEN
                \(changedSince("each row needs its category"))
            END IF;
            PERFORM vbank_lock_movable(
                ARRAY(SELECT DISTINCT account_id FROM ledger_entry WHERE id = ANY(p_entries) ORDER BY 1));
            IF EXISTS (
                SELECT 1 FROM unnest(p_entries) AS i LEFT JOIN ledger_entry AS e ON e.id = i
                WHERE e.id IS NULL OR e.category <> 'other')
            THEN
                \(changedSince("a row is no longer in other"))
            END IF;
            FOR v_category IN SELECT DISTINCT c FROM unnest(p_categories) AS c
            LOOP
                \(checkGivable("v_category"))
                PERFORM vbank_set_category(
                    ARRAY(SELECT i FROM unnest(p_entries, p_categories) AS u(i, c) WHERE c = v_category), v_category);
            END LOOP;
            INSERT INTO ledger_correction (entry_id, account_id, kind, before, after, session, date, author)
            SELECT e.id, e.account_id, 'rule', 'other', u.c, p_session, extract(epoch FROM now()), v_person
            FROM unnest(p_entries, p_categories) AS u(i, c) JOIN ledger_entry AS e ON e.id = u.i
            ORDER BY e.id;
            \(wholeBankOff)
            RETURN coalesce(cardinality(p_entries), 0);
        END
        $f$;
        """
}
