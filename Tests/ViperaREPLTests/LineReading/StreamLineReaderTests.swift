import Foundation
import Testing

@testable import ViperaREPL

#if canImport(Glibc)
    import Glibc
#endif

@MainActor
@Suite("Stream line reader")
struct StreamLineReaderTests {
    private let prompt = Prompt(text: "", colorEnabled: false)

    private func events(_ bytes: [UInt8]) -> [LineEvent] {
        let reader = StreamLineReader(bytes: bytes, sourceName: "test")
        var events: [LineEvent] = []
        while true {
            let event = reader.nextLine(prompt: prompt)
            events.append(event)
            if event == .endOfInput { return events }
        }
    }

    @Test func lines_areSplitAtLineFeedsAndCRLFIsStripped() {
        #expect(
            events(Array("one\ntwo\r\n\nthree\n".utf8)) == [
                .line("one"), .line("two"), .line(""), .line("three"), .endOfInput,
            ])
    }

    @Test func lastLineWithoutLineBreak_isStillReturned() {
        #expect(events(Array("quit".utf8)) == [.line("quit"), .endOfInput])
        #expect(events([]) == [.endOfInput])
    }

    @Test func invalidUTF8_isReportedForThatLineOnly() {
        #expect(
            events([0x6F, 0x6B, 0x0A, 0xFF, 0xFE, 0x0A, 0x63, 0x61, 0x66, 0xC3, 0xA9]) == [
                .line("ok"), .invalidEncoding, .line("café"), .endOfInput,
            ])
    }

    @Test func byteOrderMark_isDroppedFromTheFirstLineOnly() {
        #expect(events([0xEF, 0xBB, 0xBF] + Array("help\n".utf8)) == [.line("help"), .endOfInput])
    }

    @Test func lineNumbers_countEveryLine() {
        let reader = StreamLineReader(bytes: Array("a\n\nb\n".utf8), sourceName: "test")

        _ = reader.nextLine(prompt: prompt)
        _ = reader.nextLine(prompt: prompt)
        _ = reader.nextLine(prompt: prompt)

        #expect(reader.lineNumber == 3)
        #expect(reader.sourceName == "test")
        #expect(!reader.isInteractive)
    }

    @Test func descriptor_longLinesAcrossManyChunks_arriveWhole() throws {
        // Given a 1 MB line and a short one in a file
        let path = NSTemporaryDirectory() + "vipera-long-\(UUID().uuidString).txt"
        let long = String(repeating: "x", count: 1_000_000)
        try (long + "\nshort").write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }

        // When it is read through a descriptor
        let reader = try StreamLineReader.open(path: path)

        // Then both lines arrive whole
        #expect(reader.nextLine(prompt: prompt) == .line(long))
        #expect(reader.nextLine(prompt: prompt) == .line("short"))
        #expect(reader.nextLine(prompt: prompt) == .endOfInput)
        #expect(reader.sourceName == path)
    }

    @Test func open_missingFileOrDirectory_isAScriptError() {
        #expect(throws: ScriptError.cannotOpen(path: "/no/such/file", reason: "No such file or directory")) {
            try StreamLineReader.open(path: "/no/such/file")
        }
        #expect(throws: ScriptError.cannotOpen(path: "/tmp", reason: "Is a directory")) {
            try StreamLineReader.open(path: "/tmp")
        }
    }
}
