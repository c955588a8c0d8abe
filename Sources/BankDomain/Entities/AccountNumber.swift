/// The number a new account is given: an account number the bank's own identifier makes unique.
/// An IBAN is the user's to give (``IBAN``); the demo bank's are examples.
public enum AccountNumber {
    /// The bank code of the demo bank's example IBANs.
    public static let bankCode = "37040044"

    /// The ten-digit account number of the account `id`: 77 and the identifier, so no two of the
    /// bank's new accounts share one.
    public static func number(for id: Int64) -> String {
        let digits = String(id)
        return "77" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
