package import BankDomain

/// Reads an OFX 1.x file: its header of `NAME:VALUE` lines, then its SGML body into elements.
///
/// In OFX's SGML a leaf element (`<TRNAMT>-5.00`) holds text and ends where the next tag starts,
/// with or without its end tag; an aggregate (`<STMTTRN>`) holds elements and ends with its end
/// tag. An element with neither text nor an end tag of its own (`<MEMO>` left empty) holds
/// nothing: what follows it belongs to the aggregate around it. A file that ends with an
/// aggregate still open was cut short, and is refused rather than read in part.
package struct OFXSGMLParser {
    // MARK: - Nested Types

    /// Why the file is not OFX, and where.
    package struct Failure: Error, Equatable {
        package let offset: Int
        package let reason: String
    }

    /// The file as read.
    package struct Document {
        /// The header's values by name, in capitals: `CHARSET`, `ENCODING`, `VERSION`.
        package let header: [String: String]
        /// The `<OFX>` element.
        package let root: SGMLElement
    }

    // MARK: - Properties

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var stack: [SGMLElement]

    // MARK: - Parsing

    /// The OFX document `bytes` (UTF-8) hold.
    /// - Throws: ``Failure`` where the file stops being OFX.
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> Document {
        var parser = OFXSGMLParser(bytes: bytes)
        let header = try parser.header()
        let root = try parser.body()
        return Document(header: header, root: root)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        stack = [SGMLElement(name: "", line: 0)]
    }

    // MARK: - Header

    /// The single-byte encoding an OFX 1.x header names (`CHARSET:1252`, `CHARSET:ISO-8859-1`)
    /// for a file not in UTF-8 (`ENCODING:UTF-8`); nil when the file is UTF-8 or ASCII.
    package static func declaredEncoding(_ bytes: [UInt8]) -> StatementEncoding? {
        let end = bytes.firstIndex(of: Byte.open) ?? bytes.count
        var values: [String: String] = [:]
        for line in String(decoding: bytes[..<end], as: UTF8.self).split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1).map { String($0).trimmingBlanks.uppercased() }
            if parts.count == 2 {
                values[parts[0]] = parts[1]
            }
        }
        guard values["ENCODING"] != "UTF-8" else { return nil }
        switch values["CHARSET"] {
        case "1252"?, "WINDOWS-1252"?: return .windows1252
        case "ISO-8859-1"?, "8859-1"?, "LATIN1"?, "LATIN-1"?: return .latin1
        default: return nil
        }
    }

    private mutating func header() throws(Failure) -> [String: String] {
        var values: [String: String] = [:]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
        while index < bytes.count, bytes[index] != Byte.open {
            let start = index
            let end = bytes[index...].firstIndex(of: Byte.lineFeed) ?? bytes.count
            let text = String(decoding: bytes[start..<end], as: UTF8.self).trimmingBlanks
            advance(to: min(end + 1, bytes.count))
            guard !text.isEmpty else { continue }
            guard let colon = text.firstIndex(of: ":") else {
                throw Failure(offset: start, reason: Strings.Formats.badHeaderLine(text))
            }
            values[String(text[..<colon]).trimmingBlanks.uppercased()] =
                String(text[text.index(after: colon)...]).trimmingBlanks
        }
        return values
    }

    // MARK: - Body

    private mutating func body() throws(Failure) -> SGMLElement {
        while index < bytes.count {
            try text()
            guard index < bytes.count else { break }
            try tag()
        }
        closeLeaf()
        if stack.count > 1, let open = stack.last {
            throw Failure(offset: bytes.count, reason: Strings.Formats.endsInside(open.elementName, line: open.line))
        }
        guard let root = stack[0].elementChildren.first, root.elementName == "OFX",
            stack[0].elementChildren.count == 1
        else { throw Failure(offset: 0, reason: Strings.Formats.noOFXElement) }
        return root
    }

    /// The text up to the next tag: a leaf's value.
    private mutating func text() throws(Failure) {
        let start = index
        let end = bytes[index...].firstIndex(of: Byte.open) ?? bytes.count
        advance(to: end)
        let raw = String(decoding: bytes[start..<end], as: UTF8.self).trimmingBlanks
        guard !raw.isEmpty else { return }
        guard let top = stack.last, stack.count > 1, top.elementChildren.isEmpty, top.elementText.isEmpty else {
            throw Failure(offset: start, reason: Strings.Formats.strayText(raw))
        }
        top.setText(SGMLEntities.decoded(raw))
    }

    private mutating func tag() throws(Failure) {
        let start = index
        guard let close = bytes[index...].firstIndex(of: Byte.close) else {
            throw Failure(offset: start, reason: Strings.Formats.unclosedTag)
        }
        let inside = bytes[(index + 1)..<close]
        advance(to: close + 1)
        switch inside.first {
        case Byte.bang?, Byte.question?:
            try skipDeclaration(from: start)
        case Byte.slash?:
            try end(String(decoding: inside.dropFirst(), as: UTF8.self).trimmingBlanks, at: start)
        default:
            try begin(String(decoding: inside, as: UTF8.self), at: start)
        }
    }

    private mutating func begin(_ name: String, at offset: Int) throws(Failure) {
        guard !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else {
            throw Failure(offset: offset, reason: Strings.Formats.badTagName(name))
        }
        closeLeaf()
        let element = SGMLElement(name: name, line: line)
        stack.last?.append(element)
        stack.append(element)
    }

    private mutating func end(_ name: String, at offset: Int) throws(Failure) {
        if let top = stack.last, !top.elementText.isEmpty, top.elementName == name {
            stack.removeLast()
            return
        }
        closeLeaf()
        guard let depth = stack.lastIndex(where: { $0.elementName == name }), depth > 0 else {
            throw Failure(offset: offset, reason: Strings.Formats.closesUnopened(name))
        }
        // An element the end tag of one around it closes never had an end tag of its own: it was
        // an empty leaf (`<MEMO>` with no value), and what followed it is its parent's.
        for index in stride(from: stack.count - 1, to: depth, by: -1) {
            stack[index - 1].append(contentsOf: stack[index].takeChildren())
        }
        stack.removeSubrange(depth...)
    }

    /// A leaf ends where the next tag starts.
    private mutating func closeLeaf() {
        if stack.count > 1, let top = stack.last, !top.elementText.isEmpty {
            stack.removeLast()
        }
    }

    /// A comment or a declaration inside the body, passed over: `<!-- … -->` to its end.
    private mutating func skipDeclaration(from start: Int) throws(Failure) {
        guard bytes[start...].starts(with: Array("<!--".utf8)) else { return }
        let terminator = Array("-->".utf8)
        var cursor = start + 4
        while cursor + terminator.count <= bytes.count {
            if bytes[cursor..<(cursor + terminator.count)].elementsEqual(terminator) {
                advance(to: cursor + terminator.count)
                return
            }
            cursor += 1
        }
        throw Failure(offset: start, reason: Strings.Formats.unclosedComment)
    }

    /// Moves to `target`, counting the lines passed.
    private mutating func advance(to target: Int) {
        line += bytes[index..<target].reduce(0) { $0 + ($1 == Byte.lineFeed ? 1 : 0) }
        index = target
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private enum Byte {
        static let open = UInt8(ascii: "<")
        static let close = UInt8(ascii: ">")
        static let slash = UInt8(ascii: "/")
        static let bang = UInt8(ascii: "!")
        static let question = UInt8(ascii: "?")
        static let lineFeed = UInt8(ascii: "\n")
    }
}

/// The character references an OFX 1.x file writes in text.
package enum SGMLEntities {
    private static let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]

    /// `text` with `&amp;`, `&lt;`, `&#39;`, `&#x27;` and the like read as their characters; a
    /// reference vbank does not know stays as written.
    package static func decoded(_ text: String) -> String {
        // Foundation's `contains` of a string went through NSString: a sixth of reading a file.
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";"), let character = character(after[..<semicolon]) {
                result.append(character)
                rest = after[after.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = after
            }
        }
        return result + rest
    }

    private static func character(_ name: Substring) -> String? {
        if let known = named[name.lowercased()] {
            return known
        }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value =
            digits.first == "x" || digits.first == "X"
            ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, value >= 0x20 || value == 0x09, let scalar = Unicode.Scalar(value) else { return nil }
        return String(Character(scalar))
    }
}
