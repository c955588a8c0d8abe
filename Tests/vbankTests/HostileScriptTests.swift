import Foundation
import Testing

/// A long hostile script piped into the executable: every line is bad in its own way, and each
/// must be reported once, with its line number, without stopping the run.
@Suite("vbank hostile script", .serialized)
struct HostileScriptTests {
    private static let lineCount = 100_000

    /// Line `number` of the script: an unknown command, broken quoting, a NUL byte, a trailing
    /// backslash, or bytes that are not UTF-8, in turn.
    private static func hostileLine(_ number: Int) -> [UInt8] {
        switch number % 5 {
        case 0: Array("zz\(number) 1e400 NaN".utf8)
        case 1: Array("open 'never closed \(number)".utf8)
        case 2: Array("qq\u{0}\(number)".utf8)
        case 3: Array("transfer \\".utf8)
        default: [0xFF, 0xFE, 0x80] + Array("\(number)".utf8)
        }
    }

    @Test func everyBadLine_isReportedOnceWithItsLineNumber_andTheRunExitsOne() throws {
        // Given a script of 100,000 bad lines
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var script: [UInt8] = []
        for number in 1...Self.lineCount {
            script += Self.hostileLine(number) + [UInt8(ascii: "\n")]
        }
        let path = home + "/hostile.txt"
        try Data(script).write(to: URL(fileURLWithPath: path))

        // When it is piped into vbank
        let run = try VBankExecutable.inMemory(inputFile: path, home: home)

        // Then the run finishes with status 1 and one error per line, numbered 1 to 100,000 in order
        let errors = String(decoding: run.errors, as: UTF8.self)
        let numbers = errors.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix("<stdin>:"), let colon = line.dropFirst(8).firstIndex(of: ":") else { return nil }
            return Int(line[line.index(line.startIndex, offsetBy: 8)..<colon])
        }
        #expect(run.status == 1)
        #expect(numbers == Array(1...Self.lineCount))
    }
}
