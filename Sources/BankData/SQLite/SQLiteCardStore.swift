public import BankDomain
import BankStorage
public import Foundation
import GRDB

/// Cards in SQLite.
public struct SQLiteCardStore: CardStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - CardStore

    /// Every card, in identifier order.
    public func allCards() async throws -> [Card] {
        try database.read(.allCards) { db in
            let statement = try db.cachedStatement(sql: "SELECT \(RowDecoding.cardColumns) FROM card ORDER BY id")
            return try Row.fetchAll(statement).map(RowDecoding.card)
        }
    }

    /// Freezes or unfreezes a card; refuses a card already in that state.
    public func setStatus(_ status: CardStatus, ofCard id: Card.ID) async throws -> Card {
        try database.write(during: .saving) { db in
            let card = try Self.card(id: id, in: db)
            guard card.status != status else { throw BankError.cardAlreadyInStatus(status) }
            try db.cachedStatement(sql: "UPDATE card SET status = ? WHERE id = ?")
                .execute(arguments: [status.rawValue, id])
            return try Self.card(id: id, in: db)
        }
    }

    /// Sets a card's monthly limit.
    public func setMonthlyLimit(_ limit: Decimal, ofCard id: Card.ID) async throws -> Card {
        guard limit > 0, let minor = MinorUnits.minorUnits(of: limit, currency: Currency.bankDefault) else {
            throw BankError.invalidAmount
        }
        return try database.write(during: .saving) { db in
            _ = try Self.card(id: id, in: db)
            try db.cachedStatement(sql: "UPDATE card SET monthlyLimitMinor = ? WHERE id = ?")
                .execute(arguments: [minor, id])
            return try Self.card(id: id, in: db)
        }
    }

    /// Adds a card known by its last digits, checked on its account and cards inside the write.
    public func addCard(_ card: NewCard) async throws -> Card {
        try database.write(during: .saving) { db in
            let account = try SQLiteAccountStore.account(id: card.accountID, in: db)
            let cards = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT \(RowDecoding.cardColumns) FROM card WHERE accountId = ?"),
                arguments: [card.accountID]
            ).map(RowDecoding.card)
            try CardRules.checkNew(card, on: account, among: cards)
            guard let limitMinor = MinorUnits.minorUnits(of: card.monthlyLimit, currency: Currency.bankDefault) else {
                throw BankError.invalidCardLimit(maximum: CardRules.maximumMonthlyLimit)
            }
            try db.cachedStatement(
                sql: """
                    INSERT INTO card (accountId, number, holder, expiryMonth, expiryYear, status, monthlyLimitMinor)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                card.accountID, card.ending, card.holder, card.expiryMonth, card.expiryYear,
                CardStatus.active.rawValue, limitMinor,
            ])
            return try Self.card(id: db.lastInsertedRowID, in: db)
        }
    }

    // MARK: - Private

    private static func card(id: Card.ID, in db: Database) throws -> Card {
        let statement = try db.cachedStatement(sql: "SELECT \(RowDecoding.cardColumns) FROM card WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id]) else { throw BankError.cardNotFound(id) }
        return try RowDecoding.card(row)
    }
}
