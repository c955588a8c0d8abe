/// The kinds of statement file an import reads, known by their first bytes, not by their name:
/// banks name an OFX file `.qfx`, `.ofx` or `.txt`, and a CSV file anything.
package enum StatementFileFormat: Equatable, CustomStringConvertible {
    /// Rows of fields parted by a separator: vbank's own, or a bank's described by rules.
    case csv
    /// OFX 1.x (and Quicken's QFX): SGML, whose leaf elements need not be closed.
    case ofxSGML
    /// OFX 2.x: XML.
    case ofxXML
    /// Quicken's Interchange Format: lines of one-letter fields, records ended by `^`.
    case qif
    /// ISO 20022's bank-to-customer statement (camt.053), as European banks give it.
    case camt053

    // MARK: - Constants

    /// Bytes looked at to tell the format.
    package static let prefixLength = 4_096
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Detecting

    /// The format of a file that starts with `prefix`, as UTF-8.
    package init(prefix: [UInt8]) {
        let start = Self.startOfContent(prefix)
        let text = String(decoding: prefix[start...], as: UTF8.self)
        let upper = text.uppercased()
        if upper.hasPrefix("OFXHEADER:") {
            self = .ofxSGML
        } else if text.hasPrefix("!") {
            self = Self.qifHeaders.contains { upper.hasPrefix($0) } ? .qif : .csv
        } else if text.hasPrefix("<") {
            self = Self.markup(text, upper: upper)
        } else {
            self = .csv
        }
    }

    /// A name a person knows the format by.
    package var description: String {
        switch self {
        case .csv: "CSV"
        case .ofxSGML: "OFX 1.x"
        case .ofxXML: "OFX 2.x"
        case .qif: "QIF"
        case .camt053: "CAMT.053"
        }
    }

    // MARK: - Private

    /// The lines a QIF file starts with.
    private static let qifHeaders = ["!TYPE:", "!ACCOUNT", "!OPTION:", "!CLEAR:"]

    /// OFX 2.x declares itself with `<?OFX …?>` or opens `<OFX>`; a camt.053 document names its
    /// schema or its statement element. OFX written as SGML without its header is read as SGML,
    /// which reads closed elements too.
    private static func markup(_ text: String, upper: String) -> StatementFileFormat {
        if text.contains("camt.053") || text.contains("BkToCstmrStmt") {
            return .camt053
        }
        if upper.contains("<?OFX") {
            return .ofxXML
        }
        if upper.contains("<OFX>") {
            return text.hasPrefix("<?xml") ? .ofxXML : .ofxSGML
        }
        return .csv
    }

    /// Where the content starts: after a byte-order mark and blank lines.
    private static func startOfContent(_ prefix: [UInt8]) -> Int {
        var index = prefix.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        while index < prefix.count, [0x20, 0x09, 0x0A, 0x0D].contains(prefix[index]) {
            index += 1
        }
        return index
    }
}
