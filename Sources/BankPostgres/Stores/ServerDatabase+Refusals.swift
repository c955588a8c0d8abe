import BankDomain
import BankStorage

/// A change made by one of the bank's functions is checked by vbank first, for its words, and by
/// the server, whose check is the one that holds.
extension ServerDatabase {
    /// Runs `check`, vbank's own check of the change on the accounts as this command read them
    /// (unless not `checkingFirst`), then `change`; when the server refuses the change, `check` runs again on the accounts as
    /// they are now, so the refusal is worded as vbank words it, else in the server's words.
    /// A key the server says was given to another request is refused as ``BankError/requestKeyReused(_:)``.
    func checkedAgainOnRefusal<Value>(
        key: RequestKey? = nil, checkingFirst: Bool = true, _ check: () async throws -> Void,
        change: () async throws -> Value
    ) async throws -> Value {
        if checkingFirst {
            try await check()
        }
        do {
            return try await change()
        } catch BankError.refusedByServer(let reason) where reason.hasPrefix(PostgresSchema.keyReusedPrefix) {
            throw key.map(BankError.requestKeyReused) ?? BankError.refusedByServer(reason)
        } catch BankError.refusedByServer(let reason) {
            try await check()
            throw BankError.refusedByServer(reason)
        }
    }
}
