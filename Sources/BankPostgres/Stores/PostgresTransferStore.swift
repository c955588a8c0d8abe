import BankDomain
import BankStorage

/// Transfers on PostgreSQL: one call of the bank's `vbank_transfer` function, which locks both
/// accounts, holds the transfer to the rules on what it locked, moves both balances, writes both
/// ledger rows with the order's key and commits, in one round trip with the accounts read back.
/// The same key again returns the first outcome and moves nothing, so a call whose answer was
/// lost is sent again safely.
///
/// The rules are checked here first, on the accounts as this command read them, so a refusal is
/// worded as vbank words it; a refusal by the server (the accounts changed meanwhile, or a rule
/// only it holds) is checked again on the accounts as they are now, and said in the server's
/// words only when vbank's own check finds nothing.
struct PostgresTransferStore: TransferStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - TransferStore

    /// Carries out `order` atomically, exactly once for its key.
    func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        var checked: (source: Account, destination: Account, minor: Int64)?
        return try await database.checkedAgainOnRefusal(key: order.key) {
            let (source, destination) = try await accounts(of: order)
            checked = (source, destination, try TransferRules.check(order, from: source, to: destination))
        } change: {
            guard let (source, destination, minor) = checked else { throw BankError.accountNotFound(order.sourceID) }
            let ids = [String(order.sourceID), String(order.destinationID)]
            let after = try await database.call(
                during: .transfer, key: order.key,
                [
                    try Self.call(of: order, minor: minor, source: source, destination: destination),
                    PostgresStatement(
                        "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id IN ($1, $2)", ids,
                        preparedAs: "vbank_transferred_accounts"),
                ]
            ) { rows in try PostgresDecoding.accounts(rows[1]) }
            return TransferReceipt(
                order: order, source: try PostgresAccountLocks.account(source.id, in: after),
                destination: try PostgresAccountLocks.account(destination.id, in: after))
        }
    }

    // MARK: - Private

    /// The order's accounts as the person sees them, from the open accounts the transfer flow
    /// read in this command (no round trip), or one by one when one is closed or gone.
    private func accounts(of order: TransferOrder) async throws -> (Account, Account) {
        let store = PostgresAccountStore(database: database)
        let open = try await store.allAccounts(includingClosed: false)
        func account(_ id: Account.ID) async throws -> Account {
            if let account = open.first(where: { $0.id == id }) { return account }
            return try await store.account(id: id)
        }
        return (try await account(order.sourceID), try await account(order.destinationID))
    }

    /// The call of the server's function: the debit's row names the destination, the credit's the
    /// source, and each is found by the words of its memo and the other account's name.
    private static func call(of order: TransferOrder, minor: Int64, source: Account, destination: Account) throws
        -> PostgresStatement
    {
        try LedgerRules.check(
            NewTransaction(
                date: order.date, memo: order.memo, category: .transfer, amountMinor: minor, type: .debit,
                counterparty: destination.name))
        return PostgresStatement(
            PostgresSchema.transferCall,
            [
                order.key.text, String(order.sourceID), String(order.destinationID), String(minor), order.memo,
                PostgresText.date(order.date),
                LedgerWrite.insertedWords(memo: order.memo, counterparty: destination.name),
                LedgerWrite.insertedWords(memo: order.memo, counterparty: source.name),
            ], preparedAs: "vbank_transfer")
    }
}
