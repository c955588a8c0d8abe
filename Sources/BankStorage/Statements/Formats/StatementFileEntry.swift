/// One transaction as a statement file in a format read whole (OFX, QIF, CAMT.053) gives it, in
/// the columns an import reads: its day as `yyyy-MM-dd`, its memo, its signed amount, the
/// category the file gave it and the file's own identifier of it.
package struct StatementFileEntry: Equatable {
    // MARK: - Constants

    /// The columns of the records entries become, in order.
    package static let columns = ["date", "memo", "amount", "category", "file id"]
    /// Where the file's identifier is among ``columns``.
    package static let idColumn = 4

    // MARK: - Properties

    /// The line its transaction starts on.
    package let line: Int
    package let day: String
    package let memo: String
    /// The amount, signed, with a point for decimals, and the currency's code before it when the
    /// file names one.
    package let amount: String
    /// The category the file gives, as vbank names categories (lower case); empty for none.
    package let category: String
    /// The file's own identifier of the transaction (OFX's FITID, CAMT's entry reference), empty
    /// when it has none: then the transaction is known again by what it says.
    package let id: String

    // MARK: - Records

    /// The entry as the import reads a row.
    package var record: CSVRecord {
        .fields([day, memo, amount, category, id], line: line)
    }
}

/// Amounts as OFX and QIF write them, made the way an import reads them.
package enum StatementFileAmount {
    /// `text` with a point for decimals and without thousands' marks, prefixed by `currency`
    /// when it is given; nil when it is not an amount. A comma is the decimal mark when no point
    /// is written and one or two digits follow it (`-23,45`); otherwise commas part thousands.
    package static func normalised(_ text: String, currency: String? = nil) -> String? {
        let trimmed = text.trimmingBlanks
        let decimalComma: Bool
        if !trimmed.utf8.contains(UInt8(ascii: ".")), let comma = trimmed.lastIndex(of: ",") {
            let decimals = trimmed[trimmed.index(after: comma)...]
            decimalComma = (1...2).contains(decimals.count) && decimals.allSatisfy(\.isASCII)
        } else {
            decimalComma = false
        }
        guard let amount = StatementRulesAmount.normalised(trimmed, decimalComma: decimalComma) else { return nil }
        return currency.map { "\($0) \(amount)" } ?? amount
    }
}

/// The memo of a transaction a file gives a payee's name and a memo for.
package enum StatementFileMemo {
    /// The name, the memo after it when it says more, or whichever is written.
    package static func memo(name: String?, memo: String?) -> String {
        switch (name?.trimmingBlanks ?? "", memo?.trimmingBlanks ?? "") {
        case ("", let memo): memo
        case (let name, ""): name
        case (let name, let memo) where name == memo || name.contains(memo): name
        case (let name, let memo): "\(name) — \(memo)"
        }
    }
}
