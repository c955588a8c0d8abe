/// Splits a command line into words, as a shell does.
///
/// - Words are separated by spaces and tabs.
/// - `'single quotes'` keep everything inside literally.
/// - `"double quotes"` keep everything except `\"` and `\\`, which stand for `"` and `\`.
/// - Outside quotes, a backslash makes the next character literal: `two\ words` is one word.
/// - A quote opens only where a word starts, right after a quoted part, or right after an `=`
///   (`--memo="Dad's day"`). Anywhere else it is a letter, as people write it: `Dad's birthday`
///   is two words, `Dad's` and `birthday`.
/// - Quoted parts next to each other form one word: `"a b"'c d'` is `a bc d`.
///
/// An unterminated quote or a line ending in a lone backslash is an error naming the column.
package enum Tokenizer {
    // MARK: - Nested Types

    /// What a lenient scan found: the words, and the state the line ended in.
    struct Scan: Equatable {
        /// The words, including an unfinished last one.
        var tokens: [Token] = []
        /// Whether the line ends outside any word, so the next word has not started.
        var endsBetweenWords = true
    }

    private enum Byte {
        static let space: UInt8 = 0x20
        static let tab: UInt8 = 0x09
        static let lineFeed: UInt8 = 0x0A
        static let carriageReturn: UInt8 = 0x0D
        static let backslash: UInt8 = 0x5C
        static let singleQuote: UInt8 = 0x27
        static let doubleQuote: UInt8 = 0x22
        static let equals: UInt8 = 0x3D
        static let continuationMask: UInt8 = 0b1100_0000
        static let continuationBits: UInt8 = 0b1000_0000
    }

    // MARK: - Tokenizing

    /// The words of `line`.
    package static func tokenize(_ line: String) throws(CommandLineError) -> [Token] {
        try scan(line, lenient: false).tokens
    }

    /// The words of a partly typed line, accepting an open quote or a trailing backslash, for
    /// completion.
    static func scanPartial(_ line: String) -> Scan {
        (try? scan(line, lenient: true)) ?? Scan()
    }

    // MARK: - Private

    private static func scan(_ line: String, lenient: Bool) throws(CommandLineError) -> Scan {
        if let plain = line.utf8.withContiguousStorageIfAvailable(plainWords), let plain {
            return plain
        }
        let bytes = Array(line.utf8)
        var scanner = WordScanner(bytes: bytes, lenient: lenient)
        var result = Scan()
        var index = 0
        while index < bytes.count {
            if isSeparator(bytes[index]) {
                index += 1
                continue
            }
            let (token, next) = try scanner.word(from: index, line: line)
            result.tokens.append(token)
            index = next
        }
        result.endsBetweenWords = bytes.last.map(isSeparator) ?? true
        if scanner.endedInsideWord {
            result.endsBetweenWords = false
        }
        return result
    }

    /// The words of a line without quotes or backslashes, the usual typed command: cut at the
    /// separators with no scratch buffer. Nil when the line needs the full scanner.
    private static func plainWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan? {
        var scan = Scan()
        var wordStart: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == Byte.backslash || byte == Byte.singleQuote || byte == Byte.doubleQuote {
                return nil
            }
            if isSeparator(byte) {
                if let start = wordStart {
                    scan.tokens.append(plainToken(bytes, start..<index))
                    wordStart = nil
                }
            } else if wordStart == nil {
                wordStart = index
            }
        }
        if let start = wordStart {
            scan.tokens.append(plainToken(bytes, start..<bytes.count))
        }
        scan.endsBetweenWords = wordStart == nil
        return scan
    }

    private static func plainToken(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Token {
        Token(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), isQuoted: false,
            offset: range.lowerBound, end: range.upperBound)
    }

    fileprivate static func isSeparator(_ byte: UInt8) -> Bool {
        byte == Byte.space || byte == Byte.tab || byte == Byte.lineFeed || byte == Byte.carriageReturn
    }

    // MARK: - Word Scanner

    /// Reads one word at a time, reusing one byte buffer.
    private struct WordScanner {
        let bytes: [UInt8]
        let lenient: Bool
        var buffer: [UInt8] = []
        var isQuoted = false
        var endedInsideWord = false

        init(bytes: [UInt8], lenient: Bool) {
            self.bytes = bytes
            self.lenient = lenient
        }

        /// The word starting at `start`, and the index after it.
        mutating func word(from start: Int, line: String) throws(CommandLineError) -> (Token, Int) {
            buffer.removeAll(keepingCapacity: true)
            isQuoted = false
            var index = start
            var quoteMayOpen = true
            while index < bytes.count, !isSeparator(bytes[index]) {
                let byte = bytes[index]
                switch byte {
                case Byte.backslash:
                    index = try escaped(at: index, line: line)
                    quoteMayOpen = false
                case Byte.singleQuote where quoteMayOpen:
                    index = try singleQuoted(at: index, line: line)
                case Byte.doubleQuote where quoteMayOpen:
                    index = try doubleQuoted(at: index, line: line)
                default:
                    buffer.append(byte)
                    index += 1
                    quoteMayOpen = byte == Byte.equals
                }
            }
            let token = Token(String(decoding: buffer, as: UTF8.self), isQuoted: isQuoted, offset: start, end: index)
            return (token, index)
        }

        private mutating func escaped(at index: Int, line: String) throws(CommandLineError) -> Int {
            isQuoted = true
            var next = index + 1
            guard next < bytes.count else {
                guard lenient else {
                    throw CommandLineError(
                        .danglingEscape,
                        Strings.Tokenizer.danglingEscape,
                        hint: Strings.Tokenizer.danglingEscapeHint,
                        column: column(of: index, in: line),
                        span: index..<next
                    )
                }
                endedInsideWord = true
                return next
            }
            buffer.append(bytes[next])
            next += 1
            while next < bytes.count, bytes[next] & Byte.continuationMask == Byte.continuationBits {
                buffer.append(bytes[next])
                next += 1
            }
            return next
        }

        private mutating func singleQuoted(at index: Int, line: String) throws(CommandLineError) -> Int {
            isQuoted = true
            var next = index + 1
            while next < bytes.count, bytes[next] != Byte.singleQuote {
                buffer.append(bytes[next])
                next += 1
            }
            guard next < bytes.count else {
                return try unterminated(quote: "'", at: index, line: line)
            }
            return next + 1
        }

        private mutating func doubleQuoted(at index: Int, line: String) throws(CommandLineError) -> Int {
            isQuoted = true
            var next = index + 1
            while next < bytes.count, bytes[next] != Byte.doubleQuote {
                let byte = bytes[next]
                if byte == Byte.backslash, next + 1 < bytes.count,
                    bytes[next + 1] == Byte.doubleQuote || bytes[next + 1] == Byte.backslash
                {
                    buffer.append(bytes[next + 1])
                    next += 2
                } else {
                    buffer.append(byte)
                    next += 1
                }
            }
            guard next < bytes.count else {
                return try unterminated(quote: "\"", at: index, line: line)
            }
            return next + 1
        }

        private mutating func unterminated(quote: String, at index: Int, line: String) throws(CommandLineError) -> Int {
            guard lenient else {
                let column = column(of: index, in: line)
                throw CommandLineError(
                    .unterminatedQuote,
                    Strings.Tokenizer.unterminatedQuote(quote, column: column),
                    hint: Strings.Tokenizer.unterminatedQuoteHint(quote),
                    column: column,
                    span: index..<bytes.count
                )
            }
            endedInsideWord = true
            return bytes.count
        }

        private func column(of byteOffset: Int, in line: String) -> Int {
            let index = line.utf8.index(line.startIndex, offsetBy: byteOffset)
            return line.distance(from: line.startIndex, to: index) + 1
        }
    }
}
