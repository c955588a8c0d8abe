import BankDomain

extension Strings {
    // MARK: - Formats

    /// What reading an OFX, QIF or CAMT.053 statement says when a part of it does not read.
    package enum Formats {
        package static let unclosedTag = "a tag opens with < and never closes with >"
        package static let unclosedComment = "a comment opens with <!-- and never closes with -->"
        package static let noOFXElement = "the file has no <OFX> element holding everything after its header"
        package static let noStatement = "the file holds no bank or card statement (STMTRS or CCSTMTRS)"
        package static let noCAMTStatement = "the file holds no statement (BkToCstmrStmt with a Stmt)"
        package static let noQIFType = "a transaction comes before any !Type: line says what account it is of"
        package static let documentType =
            "it declares a document type (<!DOCTYPE>), which no bank's statement does, and vbank does not read one"
        package static let notWellFormed = "the XML is not well formed here"
        package static let noDate = "the transaction has no date"
        package static let noAmount = "the transaction has no amount"
        package static let noDirection = "the entry does not say whether it is a credit or a debit (CdtDbtInd)"
        package static let investment = "an investment account's transactions (!Type:Invst) are not a bank statement"

        package static func badHeaderLine(_ text: String) -> String {
            "the header line '\(cleaned(text))' is not NAME:VALUE"
        }

        package static func endsInside(_ element: String, line: Int) -> String {
            "the file ends inside <\(cleaned(element))>, opened on line \(line): it was cut short"
        }

        package static func strayText(_ text: String) -> String {
            "the text '\(cleaned(text))' is outside any element that holds a value"
        }

        package static func badTagName(_ name: String) -> String {
            "'<\(cleaned(name))>' is not a tag"
        }

        package static func closesUnopened(_ name: String) -> String {
            "</\(cleaned(name))> closes an element that is not open"
        }

        package static func badDate(_ text: String, format: String) -> String {
            "'\(cleaned(text))' is not a date as \(format) writes one"
        }

        package static func badAmount(_ text: String) -> String {
            "'\(cleaned(text))' is not an amount"
        }

        package static func notBooked(_ status: String) -> String {
            "the entry is \(cleaned(status)), not booked: it comes in the statement that books it"
        }

        package static func dayFirst(_ text: String) -> String {
            "'\(cleaned(text))' is not month first, as QIF writes dates: import with --format dd/MM/yyyy"
        }

        package static func unknownQIFType(_ type: String) -> String {
            "'!Type:\(cleaned(type))' is not a kind of account QIF writes"
        }

        /// `text` as a message shows it: one line, at most 40 characters.
        private static func cleaned(_ text: String) -> String {
            let line = MemoText.cleaned(text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
            return line.count > 40 ? String(line.prefix(40)) + "…" : line
        }
    }
}
