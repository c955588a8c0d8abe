/// Currencies, named by their ISO 4217 codes as accounts carry them.
public enum Currency {
    /// The bank's own currency: what an amount with no account to name its currency is shown in,
    /// such as the total of a bank without accounts or a card's new limit.
    public static let bankDefault = "USD"
}
