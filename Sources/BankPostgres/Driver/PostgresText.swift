import Foundation

/// Values written the way PostgreSQL reads them as text: parameters, array literals and the
/// rows of a `COPY … FROM STDIN` in its text format.
enum PostgresText {
    // MARK: - Parameters

    /// A floating-point value that reads back as the same `Double`.
    static func double(_ value: Double) -> String {
        "\(value)"
    }

    /// A date as the ledger keeps it: seconds since 1970, exactly.
    static func date(_ date: Date) -> String {
        double(date.timeIntervalSince1970)
    }

    // MARK: - Arrays

    /// An array literal of `values`, each quoted, NULL for nil: `{"a","b\"c",NULL}`.
    static func array(_ values: [String?]) -> String {
        var text = "{"
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            guard let value else {
                text += "NULL"
                continue
            }
            text += "\""
            for character in value.unicodeScalars {
                if character == "\"" || character == "\\" { text += "\\" }
                text.unicodeScalars.append(character)
            }
            text += "\""
        }
        return text + "}"
    }

    /// A tsvector literal of `words`, each a lexeme of its own: `'coffee' 'corner'`.
    /// Search's words are letters and digits, so quotes and backslashes, which a lexeme would
    /// have to escape, are looked for byte by byte rather than replaced: this runs once a row
    /// of an import.
    static func tsvector(_ words: [String]) -> String {
        var text = ""
        for word in words {
            text += text.isEmpty ? "'" : " '"
            if word.utf8.contains(where: { $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "\\") }) {
                for scalar in word.unicodeScalars {
                    if scalar == "'" || scalar == "\\" { text.unicodeScalars.append(scalar) }
                    text.unicodeScalars.append(scalar)
                }
            } else {
                text += word
            }
            text += "'"
        }
        return text
    }

    // MARK: - COPY

    /// Appends one row of a text-format COPY: fields separated by tabs, NULL as `\N`, and the
    /// characters the format uses escaped.
    static func appendCopyRow(_ fields: [String?], to bytes: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\t")) }
            guard let field else {
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "N")])
                continue
            }
            let utf8 = field.utf8
            // Nearly every field has nothing to escape: copied whole, an import's rows cost the
            // client a third less.
            guard utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
                bytes.append(contentsOf: utf8)
                continue
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\t"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\n"))
    }
}
