import BankDomain
import BankStorage

/// Version 16 of the schema: cards and settings change only through the bank's own functions, as
/// accounts do since version 15. Adding a card is its account owner's; freezing, unfreezing and a
/// card's limit are for those who may move money on its account; settings are each person's own.
/// People keep `SELECT` on both tables under row-level security and lose every write.
extension PostgresSchema {
    // MARK: - Constants

    static let addCardCall =
        "SELECT vbank_add_card($1::bigint, $2, $3, $4::integer, $5::integer, $6::bigint)"
    static let cardStatusCall = "SELECT vbank_set_card_status($1::bigint, $2)"
    static let cardLimitCall = "SELECT vbank_set_card_limit($1::bigint, $2::bigint)"
    static let saveSettingsCall =
        "SELECT vbank_save_settings($1::integer, $2::boolean, $3::boolean, $4::boolean)"

    // MARK: - Version 16

    static let version16 = [
        cardAndSettingsPolicies, movableCard, cardFunctions, saveSettings,
        ownedByTheBank(
            [
                "vbank_add_card(bigint, text, text, integer, integer, bigint)", "vbank_set_card_status(bigint, text)",
                "vbank_set_card_limit(bigint, bigint)", "vbank_save_settings(integer, boolean, boolean, boolean)",
            ], helpers: ["vbank_movable_card(bigint)"]),
        """
        REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON card, settings FROM \(people);
        REVOKE USAGE ON SEQUENCE card_id_seq FROM \(people);
        """,
    ].joined(separator: "\n")

    // MARK: - Private

    /// The functions write every person's cards and settings: each checks whose they are.
    private static let cardAndSettingsPolicies = ["card", "settings"].map { table in
        """
        CREATE POLICY server_function ON \(table) USING ((SELECT vbank_in_server_function()))
            WITH CHECK ((SELECT vbank_in_server_function()));
        """
    }.joined(separator: "\n")

    /// The card `p_id` locked, when the login may move money on its account or administers the
    /// bank; refused as no card when they do not see it, and as view only when they may only look.
    private static let movableCard = """
        CREATE FUNCTION vbank_movable_card(p_id bigint) RETURNS card LANGUAGE plpgsql AS $f$
        DECLARE
            \(caller)
            v_card card;
            v_account record;
        BEGIN
            UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;
            SELECT * INTO v_card FROM card WHERE id = p_id FOR UPDATE;
            SELECT a.name, a.owner, \(access(of: "a")) AS access
                INTO v_account FROM account AS a WHERE a.id = v_card.account_id;
            IF v_card.id IS NULL OR v_account.access IS NULL THEN
                RAISE EXCEPTION 'there is no card %', p_id USING ERRCODE = 'VB150';
            ELSIF v_account.access = 'view' THEN
                RAISE EXCEPTION '% shared % with you to view only', v_account.owner, v_account.name
                    USING ERRCODE = 'VB101';
            END IF;
            RETURN v_card;
        END
        $f$;
        """

    private static let maximumCardLimitMinor =
        MinorUnits.minorUnits(of: CardRules.maximumMonthlyLimit, currency: Currency.bankDefault) ?? 0

    /// A card's months are checked against the months begun and not yet ended somewhere on Earth.
    private static let cardFunctions = """
        CREATE FUNCTION vbank_add_card(p_account bigint, p_ending text, p_holder text, p_month integer,
            p_year integer, p_limit bigint)
        RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            v_account account := vbank_owned_account(p_account);
            v_earliest timestamp := (now() AT TIME ZONE 'UTC') - interval '12 hours';
            v_latest timestamp := (now() AT TIME ZONE 'UTC') + interval '14 hours';
            v_id bigint;
        BEGIN
            \(refuseClosed)
            IF p_ending IS NULL OR p_ending !~ '^[0-9]{\(CardRules.endingDigits)}$' THEN
                RAISE EXCEPTION 'a card is known by the last \(CardRules.endingDigits) digits printed on it'
                    USING ERRCODE = 'VB151';
            ELSIF p_holder IS NULL OR p_holder = '' OR p_holder <> btrim(p_holder) OR p_holder ~ '[[:cntrl:]]'
                OR char_length(p_holder) > \(CardRules.maximumHolderLength * 4)
            THEN
                RAISE EXCEPTION 'a card''s holder is a name of one line' USING ERRCODE = 'VB152';
            ELSIF p_month IS NULL OR p_year IS NULL OR p_month NOT BETWEEN 1 AND 12
                OR p_year * 12 + p_month < extract(year FROM v_earliest) * 12 + extract(month FROM v_earliest)
                OR p_year > extract(year FROM v_latest) + \(CardRules.maximumYearsAhead)
            THEN
                RAISE EXCEPTION 'a card expires from this month to \(CardRules.maximumYearsAhead) years ahead'
                    USING ERRCODE = 'VB153';
            ELSIF p_limit IS NULL OR p_limit <= 0 OR p_limit > \(maximumCardLimitMinor) THEN
                RAISE EXCEPTION 'a card''s monthly limit is more than nothing and at most \(maximumCardLimitMinor) minor units'
                    USING ERRCODE = 'VB154';
            ELSIF EXISTS (SELECT 1 FROM card WHERE account_id = p_account AND status = 'active'
                AND right(number, \(CardRules.endingDigits)) = p_ending)
            THEN
                RAISE EXCEPTION '% has a card ending in % already', v_account.name, p_ending USING ERRCODE = 'VB155';
            END IF;
            INSERT INTO card (account_id, number, holder, expiry_month, expiry_year, status, monthly_limit_minor)
            VALUES (p_account, p_ending, p_holder, p_month, p_year, 'active', p_limit) RETURNING id INTO v_id;
            RETURN v_id;
        END
        $f$;
        """
        + lockedChange(
            "vbank_set_card_status", ", p_status text", locking: movableCardLocked,
            """
            IF p_status IS NULL OR p_status NOT IN ('active', 'frozen') THEN
                RAISE EXCEPTION 'a card is active or frozen' USING ERRCODE = 'VB156';
            ELSIF v_card.status = p_status THEN
                RAISE EXCEPTION 'the card is % already', p_status USING ERRCODE = 'VB157';
            END IF;
            UPDATE card SET status = p_status WHERE id = p_id;
            """)
        + lockedChange(
            "vbank_set_card_limit", ", p_limit bigint", locking: movableCardLocked,
            """
            IF p_limit IS NULL OR p_limit <= 0 OR p_limit > \(maximumCardLimitMinor) THEN
                RAISE EXCEPTION 'a card''s monthly limit is more than nothing and at most \(maximumCardLimitMinor) minor units'
                    USING ERRCODE = 'VB154';
            END IF;
            UPDATE card SET monthly_limit_minor = p_limit WHERE id = p_id;
            """)

    private static let movableCardLocked = "v_card card := vbank_movable_card(p_id)"

    /// A person's settings are their own row, kept under their login.
    private static let saveSettings = """
        CREATE FUNCTION vbank_save_settings(p_page_size integer, p_shows_balances boolean, p_uses_colour boolean,
            p_shows_notices boolean)
        RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $f$
        BEGIN
            IF p_page_size IS NULL OR p_page_size NOT BETWEEN \(UserSettings.pageSizes.lowerBound)
                AND \(UserSettings.pageSizes.upperBound)
                OR p_shows_balances IS NULL OR p_uses_colour IS NULL OR p_shows_notices IS NULL
            THEN
                RAISE EXCEPTION 'a page holds \(UserSettings.pageSizes.lowerBound) to \(UserSettings.pageSizes.upperBound) rows, and each setting is on or off'
                    USING ERRCODE = 'VB160';
            END IF;
            INSERT INTO settings (person, page_size, shows_balances, uses_colour, shows_notices)
            VALUES (session_user, p_page_size, p_shows_balances, p_uses_colour, p_shows_notices)
            ON CONFLICT (person) DO UPDATE SET page_size = excluded.page_size,
                shows_balances = excluded.shows_balances, uses_colour = excluded.uses_colour,
                shows_notices = excluded.shows_notices;
        END
        $f$;
        """
}
