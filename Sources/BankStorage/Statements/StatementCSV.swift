import BankDomain

/// Statements as CSV: the columns an import reads back, one row a line, every line ending in a
/// line break, the last one too.
///
/// A statement is opened in spreadsheets, so what it holds must not run there: memos are cleaned
/// of control characters and escape sequences (``MemoText/cleaned(_:)``), and a memo that starts
/// as a formula would (`=`, `+`, `-`, `@`, tab or carriage return) gets a `'` before it, as OWASP
/// advises against CSV injection. An import takes that mark off again.
package enum StatementCSV {
    // MARK: - Constants

    /// The columns an export writes.
    package static let header = ["date", "memo", "amount", "category", StatementReference.column]
    /// The column an export from a bank shared between people adds: who wrote each row.
    package static let authorColumn = "author"
    /// What an export puts before a memo that a spreadsheet would run as a formula.
    package static let formulaGuard: Character = "'"
    private static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]
    private static let quote = UInt8(ascii: "\"")

    // MARK: - Fields

    /// `memo` as an exported cell: cleaned, and guarded when it would start a formula, or when it
    /// starts with marks an import would take for a guard (`'=`, `''+`), so it reads back as it was.
    package static func exportedMemo(_ memo: String) -> String {
        let cleaned = MemoText.cleaned(memo)
        guard startsLikeAFormula(cleaned.utf8[...]) else { return cleaned }
        return String(formulaGuard) + cleaned
    }

    /// `memo` as an import reads it: without the guard an export put before it, so a statement
    /// vbank wrote reads back as it was.
    package static func withoutFormulaGuard(_ memo: String) -> String {
        // Bytes, not characters: this runs for every row of a statement, and every mark is ASCII.
        let bytes = memo.utf8
        guard bytes.first == formulaGuardByte, startsLikeAFormula(bytes.dropFirst()) else { return memo }
        return String(memo.dropFirst())
    }

    /// Whether `bytes` start a formula once any guard marks before it are passed over.
    private static func startsLikeAFormula(_ bytes: Substring.UTF8View) -> Bool {
        guard let start = bytes.firstIndex(where: { $0 != formulaGuardByte }) else { return false }
        return formulaStartBytes.contains(bytes[start])
    }

    private static let formulaGuardByte = formulaGuard.asciiValue
    private static let formulaStartBytes = Set(formulaStarts.compactMap(\.asciiValue))

    // MARK: - Rows

    /// Appends `fields` as one line, quoting the fields that need it.
    package static func appendRow(_ fields: [String], to bytes: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 {
                bytes.append(UInt8(ascii: ","))
            }
            append(field, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    // MARK: - Private

    private static func append(_ field: String, to bytes: inout [UInt8]) {
        let utf8 = field.utf8
        let needsQuotes =
            utf8.contains {
                $0 == UInt8(ascii: ",") || $0 == quote || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
            }
            || utf8.first == UInt8(ascii: " ") || utf8.last == UInt8(ascii: " ")
        guard needsQuotes else {
            bytes.append(contentsOf: utf8)
            return
        }
        bytes.append(quote)
        for byte in utf8 {
            if byte == quote {
                bytes.append(quote)
            }
            bytes.append(byte)
        }
        bytes.append(quote)
    }
}
