import BankDomain
import Foundation
import PropertyBased
import Testing

@testable import BankStorage

@Suite("A statement's bytes turned into UTF-8")
struct StatementTranscoderTests {
    /// `bytes` through a transcoder for `encoding`, cut into chunks at `cuts`.
    private static func transcoded(
        _ bytes: [UInt8], encoding: StatementEncoding?, cuts: [Int] = []
    ) throws -> [UInt8] {
        var transcoder = StatementTranscoder(encoding: encoding)
        var output: [UInt8] = []
        var start = 0
        for cut in cuts.sorted() where cut > start && cut < bytes.count {
            try transcoder.append(bytes[start..<cut], to: &output, isLast: false)
            start = cut
        }
        try transcoder.append(bytes[start...], to: &output, isLast: false)
        try transcoder.append([], to: &output, isLast: true)
        return output
    }

    @Test func everyByteOfLatin1_isTheCharacterOfItsValue_andComesOutAsValidUTF8() async throws {
        let bytes = Gen.int(in: 0...255).map { UInt8($0) }.array(of: 0...200)
        await propertyCheck(count: 500, input: bytes) { bytes in
            let output = try? Self.transcoded(bytes, encoding: .latin1)
            let text = output.flatMap { String(validating: $0, as: UTF8.self) }
            #expect(text?.unicodeScalars.map(\.value) == bytes.map(UInt32.init))
        }
    }

    @Test func windows1252_differsFromLatin1_onlyWhereItHasACharacter() throws {
        let high = Array(UInt8(0x80)...UInt8(0x9F))
        let text = String(decoding: try Self.transcoded(high, encoding: .windows1252), as: UTF8.self)

        #expect(text.unicodeScalars.count == high.count)
        #expect(text.hasPrefix("€\u{81}‚ƒ„…†‡ˆ‰Š‹Œ\u{8D}Ž\u{8F}\u{90}‘’“”•–—˜™š›œ\u{9D}žŸ"))
        #expect(try Self.transcoded([0x43, 0x61, 0x66, 0xE9], encoding: .windows1252) == Array("Café".utf8))
    }

    @Test func anyTextInUTF16_comesOutAsItsUTF8_howeverTheChunksCutIt() async throws {
        let pieces = ["a", "é", ",", "\n", "€", "🍰", "中", "\"", "\u{10FFFF}", " "]
        let texts = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...40).map { $0.joined() }
        let cuts = Gen.int(in: 0...200).array(of: 0...6)
        let orders = Gen.bool
        await propertyCheck(count: 1_000, input: texts, cuts, orders) { text, cuts, bigEndian in
            let units = text.utf16.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let marked = (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units
            #expect((try? Self.transcoded(marked, encoding: nil, cuts: cuts)) == Array(text.utf8))
            #expect((try? Self.transcoded(marked, encoding: .utf16, cuts: cuts)) == Array(text.utf8))
        }
    }

    @Test func bytesWithoutAMark_passThroughUnchanged_unlessAnEncodingIsNamed() async throws {
        let bytes = Gen.int(in: 0...255).map { UInt8($0) }.array(of: 0...100)
        await propertyCheck(count: 500, input: bytes) { bytes in
            let marked = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            let unmarked: [UInt8] = marked ? [0x41] + bytes : bytes
            #expect((try? Self.transcoded(unmarked, encoding: nil, cuts: [1])) == unmarked)
            #expect((try? Self.transcoded(unmarked, encoding: .utf8)) == unmarked)
        }
    }

    @Test func aUTF16FileWithoutItsMark_isReadLittleEndian_whenNamed() throws {
        let units: [UInt8] = [0x61, 0x00, 0xE9, 0x00]

        #expect(try Self.transcoded(units, encoding: .utf16) == Array("aé".utf8))
        #expect(throws: BrokenUTF16(character: 3)) { try Self.transcoded(units + [0x00], encoding: .utf16) }
    }

    @Test func anEncoding_isNamedInItsUsualSpellings_andNoOther() throws {
        for (name, encoding) in [
            ("UTF-8", StatementEncoding.utf8), ("utf8", .utf8), ("utf-16", .utf16), ("UTF16", .utf16),
            ("latin1", .latin1), ("Latin-1", .latin1), ("ISO-8859-1", .latin1), ("iso_8859_1", .latin1),
            ("windows-1252", .windows1252), ("CP1252", .windows1252),
        ] {
            #expect(try StatementEncoding(named: name) == encoding)
        }
        for refused in ["", "ascii", "utf-32", "latin9", "ebcdic"] {
            #expect(throws: StatementError.badEncoding(refused)) { try StatementEncoding(named: refused) }
        }
    }
}
