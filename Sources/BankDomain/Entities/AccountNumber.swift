/// The numbers a new account is given: an account number the bank's own identifier makes unique,
/// and a German IBAN with correct check digits, as the demo bank's accounts have.
public enum AccountNumber {
    /// The bank code of every vbank IBAN.
    public static let bankCode = "37040044"

    /// The ten-digit account number of the account `id`: 77 and the identifier, so no two of the
    /// bank's new accounts share one.
    public static func number(for id: Int64) -> String {
        let digits = String(id)
        return "77" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}

/// German IBANs with correct check digits (ISO 13616, mod 97).
public enum IBAN {
    /// The IBAN of `accountNumber` at the bank `bankCode`.
    public static func german(bankCode: String, accountNumber: String) -> String {
        let basic = bankCode + accountNumber
        let rearranged = basic + "131400"  // "DE" as 13 14, then 00
        let remainder = rearranged.reduce(0) { ($0 * 10 + ($1.wholeNumberValue ?? 0)) % 97 }
        let check = 98 - remainder
        return "DE" + (check < 10 ? "0" : "") + String(check) + basic
    }
}
