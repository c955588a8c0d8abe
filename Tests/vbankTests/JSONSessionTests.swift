import Foundation
import Testing

/// `vbank --output json` as another program sees it: JSON Lines on standard output and standard
/// error, one object per display and per error, from a piped script.
@Suite("JSON session")
struct JSONSessionTests {
    @Test func aPipedSession_isJSONLinesOnBothStreams() throws {
        // Given a script through most scenes, with two mistakes
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let script = [
            "accounts", "open 2", "transactions", "next", "open 1", "back", "back", "home", "cards", "home",
            "settings", "set page-size 5", "home", "transfer", "from 1", "to 2", "amount 12.50", "confirm", "where",
            "help", "open 9", "set colour purple",
        ]

        // When it runs with --output json
        let run = try VBankExecutable.inMemory(
            script.joined(separator: "\n") + "\n", home: home, extra: ["--output", "json"])

        // Then every line of standard output is a display record
        let displays = try run.output.split(separator: "\n").map(Self.object)
        #expect(displays.count >= script.count)
        #expect(
            displays.allSatisfy { $0["scene"] is String && $0["kind"] is String && $0["viewModel"] is [String: Any] })
        #expect(displays.contains { $0["kind"] as? String == "finished" || $0["kind"] as? String == "transferOutcome" })

        // And every line of standard error an error with its place in the script
        let errors = try run.errors.split(separator: "\n").map(Self.object)
        #expect(errors.map { $0["line"] as? Int } == [21, 22])
        #expect(errors.allSatisfy { $0["kind"] as? String == "error" && $0["file"] as? String == "<stdin>" })
        #expect(errors.allSatisfy { $0["message"] is String && $0["hint"] is String })
        #expect(run.status == 1)
    }

    private static func object(_ line: Substring) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        guard let dictionary = object as? [String: Any] else {
            Issue.record("not an object: \(line.prefix(120))")
            return [:]
        }
        return dictionary
    }
}
