package import BankDomain
package import Foundation
import SWXMLHash

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a statement reader hands out record by record: a CSV file's scanner, or the records of a
/// file in a format read whole.
package protocol StatementRecordSource: AnyObject {
    /// The next record, or nil after the last; `shouldStop` is asked while a stream waits.
    func next(shouldStop: () -> Bool) throws(StatementError) -> CSVRecord?
}

extension CSVRecordScanner: StatementRecordSource {}

/// A statement in OFX, QIF or CAMT.053: read whole, parsed by its format's reader, and handed
/// out as records in the columns of ``StatementFileEntry``. These files hold a statement's
/// period, not years of rows, so reading them whole costs little and lets a file cut short be
/// refused before any of it is imported.
package final class StatementFileRecords: StatementRecordSource {
    // MARK: - Properties

    private let records: [CSVRecord]
    private var index = 0

    // MARK: - Initialization

    /// Reads the rest of `input`, a file in `format`; QIF dates are read day first when
    /// `dayFirst`, and an OFX 1.x file's own CHARSET is used unless `encodingGiven`.
    /// - Throws: ``StatementError`` when the file cannot be read or is not its format.
    package init(
        input: StatementInput, format: StatementFileFormat, dayFirst: Bool, encodingGiven: Bool, shouldStop: () -> Bool
    )
        throws(StatementError)
    {
        let bytes = try input.remainder(shouldStop: shouldStop)
        do {
            switch format {
            case .ofxSGML:
                let text = try Self.ofxText(bytes, path: input.path, encodingGiven: encodingGiven)
                let document = try OFXSGMLParser.parse(text)
                records = try OFXStatementReading.entries(in: document.root) { _, element in element.line }
            case .ofxXML:
                let lines = StatementMarkupLines.lines(of: OFXStatementReading.transactionElement, in: bytes)
                records = try OFXStatementReading.entries(
                    in: try Self.xmlRoot(bytes, path: input.path), line: lines.line)
            case .camt053:
                let lines = StatementMarkupLines.lines(of: CAMTStatementReading.entryElement, in: bytes)
                records = try CAMTStatementReading.entries(
                    in: try Self.xmlRoot(bytes, path: input.path), line: lines.line)
            case .qif:
                let text = try StatementText.validated(bytes, path: input.path)
                records = try QIFParser.records(in: text, dayFirst: dayFirst)
            case .csv:
                records = []
            }
        } catch let problem as StatementFileProblem {
            throw problem.error(path: input.path, format: format)
        } catch let failure as OFXSGMLParser.Failure {
            let (line, column) = StatementText.position(of: failure.offset, in: bytes)
            throw StatementFileProblem.malformed(line: line, column: column, reason: failure.reason)
                .error(path: input.path, format: format)
        } catch let error as StatementError {
            throw error
        } catch {
            throw .unreadable(path: input.path, reason: error.localizedDescription)
        }
    }

    /// How many records the file holds.
    package var count: Int { records.count }

    // MARK: - StatementRecordSource

    package func next(shouldStop: () -> Bool) -> CSVRecord? {
        guard index < records.count else { return nil }
        defer { index += 1 }
        return records[index]
    }

    // MARK: - Private

    /// The OFX 1.x file as UTF-8: in the CHARSET its header names (1252 or ISO-8859-1) unless an
    /// encoding was given, checked as UTF-8 otherwise.
    private static func ofxText(_ bytes: [UInt8], path: String, encodingGiven: Bool) throws(StatementError)
        -> [UInt8]
    {
        guard !encodingGiven, let encoding = OFXSGMLParser.declaredEncoding(bytes) else {
            _ = try StatementText.validated(bytes, path: path)
            return bytes
        }
        var transcoder = StatementTranscoder(encoding: encoding)
        var text: [UInt8] = []
        do {
            try transcoder.append(bytes[...], to: &text, isLast: true)
        } catch {
            throw .unreadable(path: path, reason: Strings.Statements.brokenUTF16(character: error.character))
        }
        return text
    }

    /// The root element of an XML statement, as SWXMLHash reads it. A document type is refused
    /// before any parsing: no bank's statement declares one, and its entities are how XML reads
    /// files it should not (`SYSTEM "file:///…"`) or grows without bound.
    ///
    /// A file in UTF-8 (as it says, or by saying nothing) is checked as UTF-8 first: Foundation's
    /// parser on Linux stops the program at a name that is not UTF-8, so such a file is refused
    /// before it reaches the parser. A file that names another encoding is made UTF-8 by libxml2.
    private static func xmlRoot(_ bytes: [UInt8], path: String) throws -> XMLNode {
        if ["", "UTF-8", "UTF8"].contains(declaredXMLEncoding(bytes).uppercased()) {
            _ = try StatementText.validated(bytes, path: path)
        }
        if let declaration = StatementMarkupLines.offset(of: Array("<!DOCTYPE".utf8), in: bytes) {
            let (line, column) = StatementText.position(of: declaration, in: bytes)
            throw StatementFileProblem.malformed(line: line, column: column, reason: Strings.Formats.documentType)
        }
        let data = Data(bytes)
        // Past libxml2 2.9's limit every parse ends in an error: such a document is checked on its
        // own first, then read without SWXMLHash's check, which would refuse it.
        let isLong = data.count > XMLErrors.libxml2LookupLimit
        if isLong, let failure = XMLErrors.firstReal(in: data) {
            throw failure
        }
        let indexer = XMLHash.config { $0.detectParsingErrors = !isLong }.parse(data)
        if case .parsingError = indexer {
            throw XMLErrors.firstReal(in: data)
                ?? StatementFileProblem.malformed(line: 1, reason: Strings.Formats.notWellFormed)
        }
        guard let root = indexer.element else {
            throw StatementFileProblem.malformed(line: 1, reason: Strings.Formats.notWellFormed)
        }
        return XMLNode(element: root)
    }
}

extension StatementFileRecords {
    /// The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`), or
    /// empty when it names none.
    fileprivate static func declaredXMLEncoding(_ bytes: [UInt8]) -> String {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
            let end = StatementMarkupLines.offset(of: Array("?>".utf8), in: Array(bytes[start..<min(bytes.count, 200)]))
        else { return "" }
        let declaration = String(decoding: bytes[start..<(start + end)], as: UTF8.self)
        guard let name = declaration.range(of: "encoding") else { return "" }
        let rest = declaration[name.upperBound...].drop { $0 == " " || $0 == "=" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return "" }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}

/// The errors Foundation's XML parser finds in a document, each with its code and place: what
/// SWXMLHash reports without them on Linux.
package final class XMLErrors: NSObject, XMLParserDelegate {
    // MARK: - Constants

    /// libxml2 2.9's push parser, which Foundation's parser is, stops every document longer than
    /// this with an internal error once its elements are all read ("huge input lookup", fixed in
    /// libxml2 2.11): that error alone says nothing about the document.
    package static let libxml2LookupLimit = 10_000_000
    private static let internalError = 1

    // MARK: - Properties

    private var found: [(code: Int, line: Int, column: Int)] = []
    /// Elements open: a document whose parse stops with some open was cut short, whatever the
    /// parser said.
    private var depth = 0
    private var elements = 0

    // MARK: - Reading

    /// Where `data` first stops being well formed, passing over the internal error libxml2 2.9
    /// gives every long document at its end, once every element was read; nil when that is all
    /// there is. The same error before the last line would have stopped the reading early, and
    /// is a refusal.
    package static func firstReal(in data: Data) -> StatementFileProblem? {
        let errors = XMLErrors()
        let parser = XMLParser(data: data)
        parser.delegate = errors
        let isWellFormed = parser.parse()
        let lastLine = lastContentLine(of: data)
        let real = errors.found.filter {
            $0.code != internalError || data.count <= libxml2LookupLimit || $0.line < lastLine
        }
        if let first = real.first {
            return .malformed(
                line: max(first.line, 1), column: max(first.column, 1), reason: Strings.Formats.notWellFormed)
        }
        guard (isWellFormed || !errors.found.isEmpty), errors.depth == 0, errors.elements > 0 else {
            return .malformed(line: max(lastLine, 1), column: 1, reason: Strings.Formats.notWellFormed)
        }
        return nil
    }

    /// The line of the document's last character that is not a blank.
    private static func lastContentLine(of data: Data) -> Int {
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard let last = data.lastIndex(where: { !blanks.contains($0) }) else { return 1 }
        return data[...last].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    // MARK: - XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        elements += 1
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        found.append(((parseError as NSError).code, parser.lineNumber, parser.columnNumber))
    }
}

/// The lines of a markup file that elements of one name start on, in order: what an XML reader
/// that keeps no lines says a bad entry's line is.
package struct StatementMarkupLines {
    private let starts: [Int]

    /// The lines where `<name>` (or `<prefix:name>`) elements start in `bytes`.
    package static func lines(of name: String, in bytes: [UInt8]) -> StatementMarkupLines {
        let name = Array(name.utf8)
        var starts: [Int] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte == UInt8(ascii: "<"), opens(name, in: bytes, at: index + 1) {
                starts.append(line)
            }
            index += 1
        }
        return StatementMarkupLines(starts: starts)
    }

    /// Where `pattern` first starts in `bytes`.
    package static func offset(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = 0
        while let start = bytes[index...].firstIndex(of: first), start + pattern.count <= bytes.count {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                return start
            }
            index = start + 1
        }
        return nil
    }

    /// The line of the `index`-th element.
    package func line<Node>(_ index: Int, _ node: Node) -> Int {
        starts.indices.contains(index) ? starts[index] : 1
    }

    private static func opens(_ name: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        var cursor = start
        while cursor < bytes.count, cursor - start < 32, bytes[cursor] != UInt8(ascii: ":"),
            bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: " ")
        {
            cursor += 1
        }
        let nameStart = cursor < bytes.count && bytes[cursor] == UInt8(ascii: ":") ? cursor + 1 : start
        let end = nameStart + name.count
        guard end < bytes.count, bytes[nameStart..<end].elementsEqual(name) else { return false }
        return [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: "\n"), UInt8(ascii: "\t")]
            .contains(bytes[end])
    }
}
