extension Currency {
    // MARK: - ISO 4217

    /// The digits after the point of the currency `code`'s minor unit, as ISO 4217 gives them: 2
    /// for the dollar's cents, 0 for the yen, 3 for the Bahraini dinar's fils. Nil for a code that
    /// names no currency ISO 4217 lists with a minor unit: a made-up one, a withdrawn one, or a
    /// precious metal or drawing right (`XAU`, `XDR`), which no account is kept in.
    public static func minorDigits(of code: String) -> Int? {
        guard let slot = slot(of: code) else { return nil }
        let stored = digitsBySlot[slot]
        return stored == unlisted ? nil : Int(stored)
    }

    /// The digits of `code`'s minor unit; 2 for an account opened in a code before vbank checked
    /// codes against ISO 4217, as amounts in it were always written with two.
    public static func digits(of code: String) -> Int {
        minorDigits(of: code) ?? 2
    }

    /// Whether ISO 4217 lists `code` as a currency an account may be kept in.
    public static func isISO4217(_ code: String) -> Bool {
        minorDigits(of: code) != nil
    }

    /// Every code ISO 4217 lists as a currency an account may be kept in, in alphabetical order:
    /// for a server's own check of a currency.
    public static let isoCodes: [String] = digitsByCode.keys.sorted()

    // MARK: - Lookup

    // Every amount drawn looks its currency up (17 times a navigation command on the demo bank):
    // a dictionary keyed by `String` hashed the code each time, 300 instructions, where a slot
    // of a flat table, one per possible code, is a few.

    /// The first and the last letter a code is made of.
    private static let firstLetter = UInt8(ascii: "A")
    private static let lastLetter = UInt8(ascii: "Z")
    /// How many letters there are, so how many slots a letter of a code spans.
    private static let letterCount = Int(lastLetter - firstLetter) + 1

    /// What a slot of a code that ISO 4217 does not list holds.
    private static let unlisted = UInt8.max

    /// Where `code` sits in ``digitsBySlot``: three capital letters read as a number in base 26;
    /// nil for anything else, which no currency is.
    private static func slot(of code: String) -> Int? {
        // A native string's bytes are read where they are; only another kind is copied first.
        if let slot = code.utf8.withContiguousStorageIfAvailable(slot(ofBytes:)) {
            return slot
        }
        var copy = code
        return copy.withUTF8(slot(ofBytes:))
    }

    private static func slot(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 3 else { return nil }
        var slot = 0
        for byte in bytes {
            guard byte >= firstLetter, byte <= lastLetter else { return nil }
            slot = slot * letterCount + Int(byte - firstLetter)
        }
        return slot
    }

    /// The digits of every code, at its slot; ``unlisted`` where ISO 4217 lists none.
    private static let digitsBySlot: [UInt8] = {
        var table = [UInt8](repeating: unlisted, count: letterCount * letterCount * letterCount)
        for (code, digits) in digitsByCode {
            if let slot = slot(of: code) {
                table[slot] = UInt8(digits)
            }
        }
        return table
    }()

    // MARK: - Tables

    /// Every code with its digits, in one table.
    private static let digitsByCode: [String: Int] = exceptionalDigits.merging(
        twoDigitCodes.map { ($0, 2) }, uniquingKeysWith: { exceptional, _ in exceptional })

    /// The currencies whose minor unit is not a hundredth.
    private static let exceptionalDigits: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0,
        "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
        "CLF": 4, "UYW": 4,
    ]

    /// The currencies and funds in use whose minor unit is a hundredth.
    private static let twoDigitCodes: Set<String> = [
        "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN", "BMD",
        "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHE", "CHF", "CHW", "CNY",
        "COP", "COU", "CRC", "CUP", "CVE", "CZK", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "EUR", "FJD", "FKP",
        "GBP", "GEL", "GHS", "GIP", "GMD", "GTQ", "GYD", "HKD", "HNL", "HTG", "HUF", "IDR", "ILS", "INR", "IRR",
        "JMD", "KES", "KGS", "KHR", "KPW", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "MAD", "MDL", "MGA",
        "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MXV", "MYR", "MZN", "NAD", "NGN", "NIO",
        "NOK", "NPR", "NZD", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "QAR", "RON", "RSD", "RUB", "SAR", "SBD",
        "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL", "THB", "TJS",
        "TMT", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "USD", "USN", "UYU", "UZS", "VED", "VES", "WST", "XCD",
        "XCG", "YER", "ZAR", "ZMW", "ZWG",
    ]
}
