import BankDomain
import BankStorage
import Foundation

/// Cards on PostgreSQL: a change is one call of the bank's function (schema v16), which locks
/// the card and holds the change to the rules, and the card read back, in one round trip.
/// Freezing a card or changing its limit is for those who may move money on its account; adding
/// one is for its owner. vbank checks the same first, for its words.
struct PostgresCardStore: CardStore {
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
        try await change(id, by: PostgresStatement(PostgresSchema.cardStatusCall, [String(id), status.rawValue])) {
            card in
            guard card.status != status else { throw BankError.cardAlreadyInStatus(status) }
        }
    }

    /// Sets a card's monthly limit.
    func setMonthlyLimit(_ limit: Decimal, ofCard id: Card.ID) async throws -> Card {
        guard limit > 0, let minor = MinorUnits.minorUnits(of: limit, currency: Currency.bankDefault) else {
            throw BankError.invalidAmount
        }
        return try await change(id, by: PostgresStatement(PostgresSchema.cardLimitCall, [String(id), String(minor)])) {
            _ in
        }
    }

    /// Adds a card known by its last digits, checked on its account and cards as this command
    /// read them and again by the server's function, which gives it its identifier.
    func addCard(_ card: NewCard) async throws -> Card {
        guard let limitMinor = MinorUnits.minorUnits(of: card.monthlyLimit, currency: Currency.bankDefault) else {
            throw BankError.invalidCardLimit(maximum: CardRules.maximumMonthlyLimit)
        }
        let call = PostgresStatement(
            PostgresSchema.addCardCall,
            [
                String(card.accountID), card.ending, card.holder, String(card.expiryMonth), String(card.expiryYear),
                String(limitMinor),
            ])
        return try await database.checkedAgainOnRefusal {
            let account = try await PostgresAccountStore(database: database).account(id: card.accountID)
            try CardRules.checkNew(card, on: account, among: try await allCards())
        } change: {
            try await database.write(during: .saving) { transaction in
                let added = try transaction.run([call])[0]
                let id = try added.int64(0, 0)
                return try Self.card(id, in: try transaction.connection.execute(Self.selectCard, [String(id)]))
            }
        }
    }

    // MARK: - Private

    private static let selectCard = "SELECT \(PostgresDecoding.cardColumns) FROM card WHERE id = $1"

    /// Makes the change `call` of card `id` after vbank's own `check` of the card and its account
    /// as this command read them, and returns the card changed.
    private func change(_ id: Card.ID, by call: PostgresStatement, _ check: @escaping (Card) throws -> Void)
        async throws -> Card
    {
        try await database.checkedAgainOnRefusal {
            let card = try Self.card(id, among: try await allCards())
            try SharingRules.checkMovesMoney(
                try await PostgresAccountStore(database: database).account(id: card.accountID))
            try check(card)
        } change: {
            try await database.write(during: .saving) { transaction in
                try Self.card(id, in: try transaction.run([call, PostgresStatement(Self.selectCard, [String(id)])])[1])
            }
        }
    }

    private static func card(_ id: Card.ID, among cards: [Card]) throws -> Card {
        guard let card = cards.first(where: { $0.id == id }) else { throw BankError.cardNotFound(id) }
        return card
    }

    private static func card(_ id: Card.ID, in rows: PostgresRows) throws -> Card {
        guard rows.count == 1 else { throw BankError.cardNotFound(id) }
        return try PostgresDecoding.card(rows, 0)
    }
}
