import BankScenes
import Foundation
import Testing

/// The transcripts in Tests/Transcripts, vbank's executable specification, checked by the built
/// `vbank --check-transcript` as a user or `make transcripts` runs it.
@Suite("vbank transcripts")
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts").path

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".transcript") }.sorted()
    }()

    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    private func check(_ paths: [String]) throws -> VBankExecutable.Run {
        try VBankExecutable.run(["--check-transcript"] + paths, home: home)
    }

    @Test(arguments: names)
    func transcript_holds(_ name: String) throws {
        let run = try check([Self.folder + "/" + name])

        #expect(run.status == 0, "\(run.errors)\(run.output)")
        #expect(run.errors.isEmpty)
    }

    @MainActor
    @Test func everyScene_hasATranscript() {
        let expected = BankSceneCatalog.entries.map { entry in
            entry.name.replacing(/([a-z])([A-Z])/) { "\($0.output.1)-\($0.output.2)" }.lowercased() + ".transcript"
        }

        #expect(Set(expected).isSubset(of: Set(Self.names)), "missing: \(Set(expected).subtracting(Self.names))")
    }

    @Test func changingOneOutputLine_failsExactlyThatTranscript_withTheLineAndADiff() throws {
        let copies = home + "/transcripts"
        try FileManager.default.copyItem(atPath: Self.folder, toPath: copies)
        let cards = copies + "/cards.transcript"
        let text = try String(contentsOfFile: cards, encoding: .utf8)
        let changed = "The monthly limit of **** **** **** 6791 is now $750.50."
        try text.replacingOccurrences(of: changed, with: "The monthly limit is now $750.50.").write(
            toFile: cards, atomically: true, encoding: .utf8)
        let line = try #require(text.components(separatedBy: "\n").firstIndex(of: "> limit 2 750.50")) + 1

        let run = try check(Self.names.map { copies + "/" + $0 })

        #expect(run.status == 1)
        #expect(run.errors == "\(cards):\(line): error: the output of 'limit 2 750.50' differs\n")
        #expect(run.output.contains("--- \(cards)\n+++ \(cards) (actual)\n"))
        #expect(run.output.contains("\n-The monthly limit is now $750.50.\n+\(changed)\n"))
        #expect(run.output.hasSuffix("\(Self.names.count) transcripts: \(Self.names.count - 1) passed, 1 failed\n"))
    }
}
