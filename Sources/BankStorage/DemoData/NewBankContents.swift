/// What a new bank starts with.
public enum NewBankContents: Sendable {
    /// The demo bank's accounts, ledger and cards.
    case demo
    /// Nothing: the owner opens accounts.
    case empty
}
