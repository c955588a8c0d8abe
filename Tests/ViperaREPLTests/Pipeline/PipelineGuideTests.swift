import Foundation
import Testing
import Vipera

@testable import ViperaREPL

@MainActor
@Suite("Tab and ? after a command's words")
struct PipelineGuideTests {
    private let sut = PipelineGuide()

    private func words(_ prefix: String) -> [String]? {
        switch sut.nextWords(after: prefix) {
        case .words(let words): words.map(\.word)
        case .refused, .literal, nil: nil
        }
    }

    @Test func inTheCommandsOwnWords_itLeavesTheLineToTheDispatcher() {
        #expect(sut.completions(for: "list --a") == nil)
        #expect(words("open 'a | b' ") == nil)
    }

    @Test func afterABar_theFiltersAreOffered() {
        #expect(sut.completions(for: "list | ")?.candidates == ["include", "exclude", "begin", "count", "head"])
        #expect(sut.completions(for: "list | e")?.candidates == ["exclude"])
        #expect(words("list | ") == ["include REGEX", "exclude REGEX", "begin REGEX", "count", "head N"])
    }

    @Test func afterAFiltersName_itsArgumentIsDescribed_thenWhatMayFollow() {
        #expect(words("list | include ") == ["REGEX"])
        #expect(words("list | head ") == ["N"])
        #expect(words("list | count ") == ["| FILTER", "> FILE", "<Enter>"])
        #expect(words("list | inc x ") == ["| FILTER", "> FILE", "<Enter>"])
        #expect(words("list | grep ") == [])
    }

    @Test func aQuestionMarkInsideAPatternOrFileName_isText() {
        #expect(sut.nextWords(after: "list | include (") == .literal)
        #expect(sut.nextWords(after: "list | include colou") == .literal)
        #expect(sut.nextWords(after: "list > what") == .literal)
        #expect(sut.nextWords(after: "alias x = list | include (") == .literal)
    }

    @Test func afterAnArrow_aFileIsAskedFor_andThenOnlyEnter() {
        #expect(words("list > ") == ["FILE"])
        #expect(words("list > out.txt ") == ["<Enter>"])
        #expect(words("list >>out.txt ") == ["<Enter>"])
    }

    @Test func theFileAfterAnArrow_completesFromTheFileSystem_gluedOrNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/recent.txt", contents: Data())

        #expect(sut.completions(for: "list > \(folder)/rec")?.candidates == [folder + "/recent.txt"])
        #expect(sut.completions(for: "list >>\(folder)/rep")?.candidates == [folder + "/reports/"])
        #expect(sut.completions(for: "list >>\(folder)/rep")?.typedWord == folder + "/rep")
        #expect(sut.completions(for: "list | count > \(folder)/x")?.candidates == [])
    }
}
