/// Currencies, named by their ISO 4217 codes as accounts carry them.
public enum Currency {
    /// The bank's own currency: what an amount with no account to name its currency is shown in,
    /// such as the total of a bank without accounts or a card's new limit.
    public static let bankDefault = "USD"

    /// The symbol amounts in `code` are written with (`$`), or nil for a currency written by its
    /// code (`CHF 7.25`). One table for writing amounts and for reading them back.
    public static func symbol(of code: String) -> String? {
        switch code {
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": "¥"
        default: nil
        }
    }

    /// The code of the currency `symbol` stands for, or nil for a symbol vbank does not write.
    public static func code(ofSymbol symbol: String) -> String? {
        switch symbol {
        case "$": "USD"
        case "€": "EUR"
        case "£": "GBP"
        case "¥": "JPY"
        default: nil
        }
    }
}
