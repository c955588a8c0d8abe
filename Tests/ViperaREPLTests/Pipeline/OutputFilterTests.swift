import Testing

@testable import ViperaREPL

@Suite("Output filters")
struct OutputFilterTests {
    private let lines = ["Cards", "", "1  Everyday  active", "2  Visa  frozen", "3  Joint  frozen"]

    private func apply(_ filter: OutputFilter) -> [String] {
        filter.apply(to: lines) { "\($0) lines" }
    }

    @Test func include_keepsTheMatchingLines() throws {
        #expect(apply(.include(try LinePattern("frozen"))) == ["2  Visa  frozen", "3  Joint  frozen"])
    }

    @Test func exclude_dropsTheMatchingLines() throws {
        #expect(apply(.exclude(try LinePattern("frozen|^$"))) == ["Cards", "1  Everyday  active"])
    }

    @Test func begin_startsAtTheFirstMatch_andKeepsEverythingAfter() throws {
        #expect(apply(.begin(try LinePattern("^2"))) == ["2  Visa  frozen", "3  Joint  frozen"])
        #expect(apply(.begin(try LinePattern("nothing"))).isEmpty)
    }

    @Test func count_leavesOneLine_withTheNumber() {
        #expect(apply(.count) == ["5 lines"])
        #expect(OutputFilter.count.apply(to: []) { String($0) } == ["0"])
    }

    @Test func head_keepsTheFirstLines() {
        #expect(apply(.head(2)) == ["Cards", ""])
        #expect(apply(.head(0)).isEmpty)
        #expect(apply(.head(99)) == lines)
    }
}
