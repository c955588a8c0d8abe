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

    @Test func aLineIsReady_whileAWholeOneIsRead_orTheInputHasEnded() {
        // Given two lines in memory, the last without a line break
        let reader = StreamLineReader(bytes: Array("where\nhelp".utf8), sourceName: "test")

        // When they are read one by one
        let beforeFirst = reader.hasLineReady
        _ = reader.nextLine(prompt: prompt)
        let beforeLast = reader.hasLineReady
        _ = reader.nextLine(prompt: prompt)

        // Then each, and the end after them, comes without waiting
        #expect(beforeFirst && beforeLast && reader.hasLineReady)
        #expect(reader.nextLine(prompt: prompt) == .endOfInput)
    }

    @Test func onAPipe_noLineIsReady_onceWhatWasWrittenIsRead() throws {
        // Given a pipe whose writer wrote two lines and keeps it open
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[1]) }
        let reader = StreamLineReader(descriptor: ends[0], sourceName: "<stdin>", ownsDescriptor: true)
        let written = Array("where\nhelp\n".utf8)
        try #require(written.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == written.count)

        // When the first line is read, and then the second
        let first = reader.nextLine(prompt: prompt)
        let readyAfterFirst = reader.hasLineReady
        let second = reader.nextLine(prompt: prompt)

        // Then the second was ready, and after it nothing is: the next read would wait
        #expect(first == .line("where") && second == .line("help"))
        #expect(readyAfterFirst)
        #expect(!reader.hasLineReady)
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
