import Testing

@testable import ViperaREPL

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalLines_haveNoDiff() {
        #expect(UnifiedDiff(old: ["a", "b"], new: ["a", "b"]).lines(oldName: "x", newName: "y").isEmpty)
    }

    @Test func aChangedLine_isShownWithThreeLinesOfContextAndItsLineNumbers() {
        let old = (1...10).map { "line \($0)" }
        var new = old
        new[5] = "line six"

        #expect(
            UnifiedDiff(old: old, new: new).lines(oldName: "a.transcript", newName: "a.transcript (actual)") == [
                "--- a.transcript",
                "+++ a.transcript (actual)",
                "@@ -3,7 +3,7 @@",
                " line 3", " line 4", " line 5",
                "-line 6",
                "+line six",
                " line 7", " line 8", " line 9",
            ])
    }

    @Test func distantChanges_makeSeparateHunks_nearOnesMerge() {
        let old = (1...20).map(String.init)
        var new = old
        new[1] = "two"
        new[17] = "eighteen"
        new.insert("extra", at: 19)

        let hunks = UnifiedDiff(old: old, new: new).lines(oldName: "o", newName: "n").filter { $0.hasPrefix("@@") }

        #expect(hunks == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,7 @@"])
    }

    @Test func additionsAndRemovalsAtTheEdges_countEmptyRanges() {
        #expect(
            UnifiedDiff(old: [], new: ["a"]).lines(oldName: "o", newName: "n") == [
                "--- o", "+++ n", "@@ -0,0 +1 @@", "+a",
            ])
        #expect(
            UnifiedDiff(old: ["a"], new: []).lines(oldName: "o", newName: "n") == [
                "--- o", "+++ n", "@@ -1 +0,0 @@", "-a",
            ])
    }
}
