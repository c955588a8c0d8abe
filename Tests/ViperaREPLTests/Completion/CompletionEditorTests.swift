import Testing
import Vipera

@testable import ViperaREPL

/// A line being edited, in memory.
@MainActor
private final class LineSpy: EditableLine {
    var textBeforeCursor: String
    private(set) var listed: [[String]] = []
    private(set) var listedDescriptions: [[String: String]] = []

    init(_ text: String) {
        textBeforeCursor = text
    }

    func deleteBackward(_ count: Int) {
        textBeforeCursor = String(String.UnicodeScalarView(textBeforeCursor.unicodeScalars.dropLast(count)))
    }

    func insert(_ text: String) -> Bool {
        textBeforeCursor += text
        return true
    }

    func showCandidates(_ candidates: [String], descriptions: [String: String]) {
        listed.append(candidates)
        listedDescriptions.append(descriptions)
    }
}

@MainActor
@Suite("Completion editing")
struct CompletionEditorTests {
    @Test func oneFolder_isCompletedWithoutASpace_soTabGoesOnIntoIt() {
        let line = LineSpy("import /tmp/ba")

        let action = CompletionEditor.complete(
            line, with: Completion(typedWord: "/tmp/ba", candidates: ["/tmp/backups/"]))

        #expect(action == .refresh)
        #expect(line.textBeforeCursor == "import /tmp/backups/")
    }

    @Test func oneCandidate_replacesTheTypedWordAndAddsASpace() {
        let line = LineSpy("open ra")

        let action = CompletionEditor.complete(line, with: Completion(typedWord: "ra", candidates: ["Rainy day"]))

        #expect(action == .refresh)
        #expect(line.textBeforeCursor == #"open "Rainy day" "#)
    }

    @Test func severalCandidates_insertTheirCommonStart() {
        let line = LineSpy("tr")

        let action = CompletionEditor.complete(
            line, with: Completion(typedWord: "tr", candidates: ["transactions", "transfer"]))

        #expect(action == .refresh)
        #expect(line.textBeforeCursor == "trans")
    }

    @Test func severalCandidatesWithNothingMoreInCommon_areListed() {
        let line = LineSpy("h")

        let action = CompletionEditor.complete(line, with: Completion(typedWord: "h", candidates: ["help", "home"]))

        #expect(action == .redisplay)
        #expect(line.listed == [["help", "home"]])
        #expect(line.textBeforeCursor == "h")
    }

    @Test func commonStartWithASpace_opensAQuote() {
        let line = LineSpy("open Ra")

        _ = CompletionEditor.complete(line, with: Completion(typedWord: "Ra", candidates: ["Rainy day", "Rainy days"]))

        #expect(line.textBeforeCursor == #"open "Rainy day"#)
    }

    @Test func noCandidate_beeps() {
        let line = LineSpy("zz")

        #expect(CompletionEditor.complete(line, with: Completion(typedWord: "zz", candidates: [])) == .error)
        #expect(line.textBeforeCursor == "zz")
    }

    @Test func candidateList_laysOutColumnsWithinTheWidth() {
        let list = CandidateList(candidates: ["accounts", "add", "back", "cards", "help", "home"])

        #expect(
            list.rendered(in: RenderContext(width: 30, colorEnabled: false))
                == lines(
                    "accounts  back   help",
                    "add       cards  home"
                ))
    }

    @Test func candidateList_withDescriptions_givesEachCandidateALine_descriptionsAligned() {
        let list = CandidateList(
            candidates: ["Everyday", "Rainy day", "Visa"],
            descriptions: ["Everyday": "checking, $5.00", "Rainy day": "savings, $12.00"])

        #expect(
            list.rendered(in: RenderContext(width: 40, colorEnabled: false))
                == lines(
                    "Everyday   checking, $5.00",
                    "Rainy day  savings, $12.00",
                    "Visa"
                ))
    }

    @Test func ambiguousTab_handsTheDescriptionsToTheList() {
        let line = LineSpy("open ")
        let completion = Completion(
            typedWord: "", candidates: ["Everyday", "Rainy day"], descriptions: ["Everyday": "checking"])

        #expect(CompletionEditor.complete(line, with: completion) == .redisplay)
        #expect(line.listedDescriptions == [["Everyday": "checking"]])
    }
}
