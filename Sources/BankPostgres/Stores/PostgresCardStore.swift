import BankData
import BankDomain
import Foundation

/// Cards on PostgreSQL: a change is one transaction that reads the card locked, changes it and
/// reads it back. Freezing a card or changing its limit is for those who may move money on its
/// account; adding one is for its owner, as the server's policy holds too.
struct PostgresCardStore: CardStore {
    // MARK: - Constants

    private static let lockedCard = "SELECT \(PostgresDecoding.cardColumns) FROM card WHERE id = $1 FOR UPDATE"
    /// The card's account as the person sees it: a card on an account shared to view only is
    /// left out of the lock, and is refused in the person's words instead.
    private static let cardsAccount =
        "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = (SELECT account_id FROM card WHERE id = $1)"

    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - CardStore

    /// Every card, in identifier order.
    func allCards() async throws -> [Card] {
        try await database.read(.allCards) { connection in
            let rows = try connection.execute("SELECT \(PostgresDecoding.cardColumns) FROM card ORDER BY id")
            return try (0..<rows.count).map { try PostgresDecoding.card(rows, $0) }
        }
    }

    /// Freezes or unfreezes a card; refuses a card already in that state.
    func setStatus(_ status: CardStatus, ofCard id: Card.ID) async throws -> Card {
        try await change(id) { card in
            guard card.status != status else { throw BankError.cardAlreadyInStatus(status) }
            return PostgresStatement("UPDATE card SET status = $1 WHERE id = $2", [status.rawValue, String(id)])
        }
    }

    /// Sets a card's monthly limit.
    func setMonthlyLimit(_ limit: Decimal, ofCard id: Card.ID) async throws -> Card {
        guard limit > 0, let minor = MinorUnits.minorUnits(of: limit, currency: Currency.bankDefault) else {
            throw BankError.invalidAmount
        }
        return try await change(id) { _ in
            PostgresStatement("UPDATE card SET monthly_limit_minor = $1 WHERE id = $2", [String(minor), String(id)])
        }
    }

    /// Adds a card known by its last digits, checked on its account and cards as the write reads
    /// them; its identifier comes from the bank's sequence, as a person sees only some cards.
    func addCard(_ card: NewCard) async throws -> Card {
        guard let limitMinor = MinorUnits.minorUnits(of: card.monthlyLimit, currency: Currency.bankDefault) else {
            throw BankError.invalidCardLimit(maximum: CardRules.maximumMonthlyLimit)
        }
        return try await database.write(during: .saving) { transaction in
            let account = String(card.accountID)
            let read = try transaction.begin([
                PostgresStatement("SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1", [account]),
                PostgresStatement("SELECT \(PostgresDecoding.cardColumns) FROM card WHERE account_id = $1", [account]),
            ])
            guard read[0].count == 1 else { throw BankError.accountNotFound(card.accountID) }
            let cards = try (0..<read[1].count).map { try PostgresDecoding.card(read[1], $0) }
            try CardRules.checkNew(card, on: try PostgresDecoding.account(read[0], 0), among: cards)
            let added = try transaction.commit([
                PostgresStatement(
                    """
                    INSERT INTO card (account_id, number, holder, expiry_month, expiry_year, status, monthly_limit_minor)
                    VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING \(PostgresDecoding.cardColumns)
                    """,
                    [
                        account, card.ending, card.holder, String(card.expiryMonth), String(card.expiryYear),
                        CardStatus.active.rawValue, String(limitMinor),
                    ])
            ])
            return try PostgresDecoding.card(added[0], 0)
        }
    }

    // MARK: - Private

    /// Locks card `id`, asks `update` for the change, makes it and returns the card changed.
    private func change(_ id: Card.ID, _ update: (Card) throws -> PostgresStatement) async throws -> Card {
        try await database.write(during: .saving) { transaction in
            let read = try transaction.begin([
                PostgresStatement(Self.cardsAccount, [String(id)]), PostgresStatement(Self.lockedCard, [String(id)]),
            ])
            if read[0].count == 1 {
                try SharingRules.checkMovesMoney(try PostgresDecoding.account(read[0], 0))
            }
            let locked = read[1]
            guard locked.count == 1 else { throw BankError.cardNotFound(id) }
            let statement = try update(try PostgresDecoding.card(locked, 0))
            let changed = try transaction.commit([
                statement,
                PostgresStatement("SELECT \(PostgresDecoding.cardColumns) FROM card WHERE id = $1", [String(id)]),
            ])
            return try PostgresDecoding.card(changed[1], 0)
        }
    }
}
