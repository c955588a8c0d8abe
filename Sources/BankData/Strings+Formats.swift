import BankDomain

extension Strings {
    // MARK: - Formats

    /// What reading an OFX, QIF or CAMT.053 statement says when a part of it does not read.
    enum Formats {
        static let unclosedTag = "a tag opens with < and never closes with >"
        static let unclosedComment = "a comment opens with <!-- and never closes with -->"
        static let noOFXElement = "the file has no <OFX> element holding everything after its header"
        static let noStatement = "the file holds no bank or card statement (STMTRS or CCSTMTRS)"
        static let noCAMTStatement = "the file holds no statement (BkToCstmrStmt with a Stmt)"
        static let noQIFType = "a transaction comes before any !Type: line says what account it is of"
        static let documentType =
            "it declares a document type (<!DOCTYPE>), which no bank's statement does, and vbank does not read one"
        static let notWellFormed = "the XML is not well formed here"
        static let noDate = "the transaction has no date"
        static let noAmount = "the transaction has no amount"
        static let noDirection = "the entry does not say whether it is a credit or a debit (CdtDbtInd)"
        static let investment = "an investment account's transactions (!Type:Invst) are not a bank statement"

        static func badHeaderLine(_ text: String) -> String {
            "the header line '\(cleaned(text))' is not NAME:VALUE"
        }

        static func endsInside(_ element: String, line: Int) -> String {
            "the file ends inside <\(cleaned(element))>, opened on line \(line): it was cut short"
        }

        static func strayText(_ text: String) -> String {
            "the text '\(cleaned(text))' is outside any element that holds a value"
        }

        static func badTagName(_ name: String) -> String {
            "'<\(cleaned(name))>' is not a tag"
        }

        static func closesUnopened(_ name: String) -> String {
            "</\(cleaned(name))> closes an element that is not open"
        }

        static func badDate(_ text: String, format: String) -> String {
            "'\(cleaned(text))' is not a date as \(format) writes one"
        }

        static func badAmount(_ text: String) -> String {
            "'\(cleaned(text))' is not an amount"
        }

        static func notBooked(_ status: String) -> String {
            "the entry is \(cleaned(status)), not booked: it comes in the statement that books it"
        }

        static func dayFirst(_ text: String) -> String {
            "'\(cleaned(text))' is not month first, as QIF writes dates: import with --format dd/MM/yyyy"
        }

        static func unknownQIFType(_ type: String) -> String {
            "'!Type:\(cleaned(type))' is not a kind of account QIF writes"
        }

        /// `text` as a message shows it: one line, at most 40 characters.
        private static func cleaned(_ text: String) -> String {
            let line = MemoText.cleaned(text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
            return line.count > 40 ? String(line.prefix(40)) + "…" : line
        }
    }
}
