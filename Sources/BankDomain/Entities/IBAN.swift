/// International bank account numbers (ISO 13616): read and checked when the user gives one, and
/// made up only for the demo bank's accounts, as examples.
///
/// ```swift
/// let iban = try IBAN.accepted("de89 3704 0044 0532 0130 00")   // "DE89370400440532013000"
/// ```
public enum IBAN {
    // MARK: - Constants

    /// The length of an IBAN in each country of the IBAN registry, as SWIFT publishes it.
    private static let lengths: [String: Int] = [
        "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27,
        "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28,
        "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23,
        "GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
        "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21,
        "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28,
        "NL": 18, "NO": 15, "OM": 23, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22,
        "RU": 33, "SA": 24, "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25,
        "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
    ]

    // MARK: - Reading

    /// The IBAN `text` writes, in capitals without spaces: `DE89370400440532013000` for
    /// `de89 3704 0044 0532 0130 00`.
    /// - Throws: ``AccountError/badIBAN(_:reason:)`` when it has characters an IBAN does not, a
    ///   country without IBANs, the wrong length for its country, or check digits that do not hold.
    public static func accepted(_ text: String) throws(AccountError) -> String {
        let compact = String(text.unicodeScalars.filter { $0 != " " }).uppercased()
        guard !compact.isEmpty,
            compact.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { throw .badIBAN(text, reason: .characters) }
        let country = String(compact.prefix(2))
        guard let length = lengths[country] else { throw .badIBAN(text, reason: .country) }
        guard compact.count == length else { throw .badIBAN(text, reason: .length(length)) }
        guard remainder(compact.dropFirst(4) + compact.prefix(4)) == 1 else {
            throw .badIBAN(text, reason: .checkDigits)
        }
        return compact
    }

    // MARK: - Writing

    /// `iban` as ISO 13616 prints it for people, in groups of four: `DE89 3704 0044 0532 0130 00`.
    public static func printed(_ iban: String) -> String {
        var text = ""
        text.reserveCapacity(iban.count + iban.count / 4)
        for (offset, character) in iban.enumerated() {
            if offset > 0, offset % 4 == 0 { text.append(" ") }
            text.append(character)
        }
        return text
    }

    // MARK: - Examples

    /// A German IBAN for `accountNumber` at the bank `bankCode`, with correct check digits: what
    /// the demo bank's accounts show, as examples.
    public static func german(bankCode: String, accountNumber: String) -> String {
        let basic = bankCode + accountNumber
        let check = 98 - remainder(basic + "DE00")
        return "DE" + (check < 10 ? "0" : "") + String(check) + basic
    }

    // MARK: - Private

    /// The remainder mod 97 of `text` with each letter as its two-digit number (A is 10).
    private static func remainder(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { remainder, scalar in
            let value = Int(scalar.value)
            return (scalar.properties.isAlphabetic ? remainder * 100 + value - 55 : remainder * 10 + value - 48) % 97
        }
    }
}
