package import BankDomain

/// Turns a statement's bytes into UTF-8 as they are read, a chunk at a time, so the CSV reader
/// only ever sees UTF-8.
///
/// Without an encoding given, a file that starts with a UTF-16 byte-order mark is read as UTF-16
/// in the order it marks, and any other file is taken as UTF-8 (with or without its mark), which
/// the reader checks. Latin-1 and Windows-1252 have no mark and are read only when named: every
/// byte is a character in them, so no file could be told apart from UTF-8 by looking. A UTF-16
/// unit or pair cut by the end of a chunk waits for the next one.
package struct StatementTranscoder {
    // MARK: - Nested Types

    private enum Source: Equatable {
        case utf8
        case utf16(bigEndian: Bool)
        case latin1
        case windows1252
    }

    // MARK: - Constants

    private static let littleEndianMark: [UInt8] = [0xFF, 0xFE]
    private static let bigEndianMark: [UInt8] = [0xFE, 0xFF]
    /// The characters Windows-1252 puts at 0x80–0x9F, where Latin-1 has control characters;
    /// nil where it has none.
    private static let windows1252High: [UnicodeScalar?] = [
        "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil,
        nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}", "\u{0178}",
    ]

    // MARK: - Properties

    private let declared: StatementEncoding?
    /// What the bytes are read as, once the first ones were looked at.
    private var source: Source?
    /// Bytes of a UTF-16 unit or pair the last chunk cut, and the mark's first byte before the
    /// file's second came.
    private var carry: [UInt8] = []
    /// How many characters were written, for the place of a byte that is no character.
    private var offset = 0

    // MARK: - Initialization

    /// A transcoder for a file in `encoding`, or in the one its mark says when nil.
    package init(encoding: StatementEncoding?) {
        declared = encoding
    }

    // MARK: - Transcoding

    /// Whether bytes pass through as they are: UTF-8, which the reader checks itself.
    package var passesThrough: Bool { source == .utf8 }

    /// Appends `bytes`, the file's next ones, to `buffer` as UTF-8; `isLast` when the file ends
    /// with them.
    /// - Throws: ``BrokenUTF16`` for UTF-16 that breaks off: an odd last byte, or half a
    ///   surrogate pair.
    package mutating func append(_ bytes: ArraySlice<UInt8>, to buffer: inout [UInt8], isLast: Bool) throws(BrokenUTF16)
    {
        if source == .utf8 {
            buffer.append(contentsOf: bytes)
            return
        }
        var pending = carry + bytes
        carry = []
        if source == nil {
            guard pending.count >= Self.littleEndianMark.count || isLast else {
                carry = pending
                return
            }
            source = Self.source(declared: declared, start: pending)
            if case .utf16 = source, Self.startsWithMark(pending) {
                pending.removeFirst(Self.littleEndianMark.count)
            }
        }
        switch source {
        case .utf8?, nil: buffer.append(contentsOf: pending)
        case .latin1?: appendLatin1(pending[...], to: &buffer, windows: false)
        case .windows1252?: appendLatin1(pending[...], to: &buffer, windows: true)
        case .utf16(let bigEndian)?: try appendUTF16(pending, bigEndian: bigEndian, to: &buffer, isLast: isLast)
        }
    }

    // MARK: - Private

    private static func startsWithMark(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: littleEndianMark) || bytes.starts(with: bigEndianMark)
    }

    private static func source(declared: StatementEncoding?, start: [UInt8]) -> Source {
        switch declared {
        case .utf8?: .utf8
        case .latin1?: .latin1
        case .windows1252?: .windows1252
        case .utf16?: .utf16(bigEndian: start.starts(with: bigEndianMark))
        case nil:
            if start.starts(with: littleEndianMark) {
                .utf16(bigEndian: false)
            } else if start.starts(with: bigEndianMark) {
                .utf16(bigEndian: true)
            } else {
                .utf8
            }
        }
    }

    /// Latin-1 is the first 256 code points byte for byte; Windows-1252 differs at 0x80–0x9F,
    /// where a byte it has no character for is kept as the Latin-1 control character.
    private func appendLatin1(_ bytes: ArraySlice<UInt8>, to buffer: inout [UInt8], windows: Bool) {
        buffer.reserveCapacity(buffer.count + bytes.count + bytes.count / 4)
        for byte in bytes {
            if byte < 0x80 {
                buffer.append(byte)
                continue
            }
            let scalar =
                windows && byte < 0xA0
                ? Self.windows1252High[Int(byte - 0x80)] ?? UnicodeScalar(byte) : UnicodeScalar(byte)
            UTF8.encode(scalar) { buffer.append($0) }
        }
    }

    private mutating func appendUTF16(
        _ bytes: [UInt8], bigEndian: Bool, to buffer: inout [UInt8], isLast: Bool
    ) throws(BrokenUTF16) {
        var index = 0
        while index + 1 < bytes.count {
            let unit = Self.unit(bytes, at: index, bigEndian: bigEndian)
            if UTF16.isLeadSurrogate(unit) {
                guard index + 3 < bytes.count else { break }
                let trail = Self.unit(bytes, at: index + 2, bigEndian: bigEndian)
                let value = 0x10000 + ((UInt32(unit) &- 0xD800) << 10) + (UInt32(trail) &- 0xDC00)
                guard UTF16.isTrailSurrogate(trail), let scalar = UnicodeScalar(value) else {
                    throw BrokenUTF16(character: offset + 1)
                }
                UTF8.encode(scalar) { buffer.append($0) }
                index += 4
            } else {
                guard let scalar = UnicodeScalar(unit) else { throw BrokenUTF16(character: offset + 1) }
                UTF8.encode(scalar) { buffer.append($0) }
                index += 2
            }
            offset += 1
        }
        carry = Array(bytes[index...])
        guard !isLast || carry.isEmpty else { throw BrokenUTF16(character: offset + 1) }
    }

    private static func unit(_ bytes: [UInt8], at index: Int, bigEndian: Bool) -> UInt16 {
        let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        return UInt16(high) << 8 | UInt16(low)
    }
}

/// UTF-16 that breaks off at its `character`-th character, from 1: an odd last byte, or half a
/// surrogate pair.
package struct BrokenUTF16: Error, Equatable {
    package let character: Int
}
