package import BankDomain

/// Turns the values both backends store into entities: the domain's enums from their raw text,
/// totals, IBANs. Each backend's own decoding of a row extends it.
package enum RowDecoding {
    // MARK: - Accounts

    /// The IBAN the `iban` column holds: a bank file keeps none as an empty text, as the column
    /// was made `NOT NULL` before IBANs were the user's to give.
    package static func iban(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }

    // MARK: - Totals

    /// A total from its stored category and type.
    package static func ledgerTotal(category: String, type: String, amountMinor: Int64, entries: Int) throws
        -> LedgerTotal
    {
        LedgerTotal(
            category: try value(TransactionCategory.self, category),
            type: try value(TransactionType.self, type),
            amountMinor: amountMinor,
            entries: entries
        )
    }

    // MARK: - Raw Values

    package static func value<Value: RawRepresentable>(_ type: Value.Type, _ raw: String) throws -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: raw) else {
            throw UnexpectedValue(value: raw, type: String(describing: type))
        }
        return value
    }
}

/// A value in the database that vbank never writes: the file was changed behind its back. The
/// user reads that the bank is damaged; the log names the value.
package struct UnexpectedValue: Error, CustomStringConvertible {
    package let value: String
    package let type: String

    package init(value: String, type: String) {
        self.value = value
        self.type = type
    }

    package var description: String {
        "unexpected \(type) '\(value)' in the database"
    }
}
