package import BankDomain

/// A statement read whole, as text: UTF-8 checked once, with the line and column of what does
/// not read.
package enum StatementText {
    /// `bytes` as text.
    /// - Throws: ``StatementError/notUTF8(path:line:column:)`` at the first byte that is not
    ///   UTF-8, so nothing is read as the replacement character.
    package static func validated(_ bytes: [UInt8], path: String) throws(StatementError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        let (line, column) = position(of: offset, in: bytes)
        throw .notUTF8(path: path, line: line, column: column)
    }

    /// The line and the column, in characters from 1, of the byte at `offset`.
    package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<min(offset, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (line, column)
    }
}
