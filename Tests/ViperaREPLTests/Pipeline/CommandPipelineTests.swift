import Testing
import Vipera

@testable import ViperaREPL

@Suite("Splitting a command line into its command, filters and redirection")
struct CommandPipelineTests {
    // MARK: - Splitting

    @Test func plainLine_isTheCommandAlone() throws {
        let sut = try CommandPipeline.parse("open 2")

        #expect(sut.command == "open 2")
        #expect(sut.isPlain)
    }

    @Test func filtersAndAFile_areSplitOff_andTheCommandKeepsItsColumns() throws {
        // When a line with two filters and a redirection is split
        let sut = try CommandPipeline.parse("cards --all | include 'fro zen' | head 2 >> out.txt")

        // Then the command is the line's start, and the stages follow in order
        #expect(sut.command == "cards --all")
        #expect(sut.filters.count == 2)
        #expect(sut.redirection == Redirection(path: "out.txt", mode: .append, pathSpan: 44..<51))
        let kept = sut.filters.reduce(["frozen", "fro zen 1", "fro zen 2", "fro zen 3"]) { lines, filter in
            filter.apply(to: lines) { String($0) }
        }
        #expect(kept == ["fro zen 1", "fro zen 2"])
    }

    @Test func quotedOrEscapedBarsAndArrows_areText() throws {
        // When '|' and '>' are quoted, escaped, or inside a word
        let sut = try CommandPipeline.parse(#"add 'a | b' \| "c > d" e|f x>y"#)

        // Then the whole line is the command
        #expect(sut.isPlain)
        #expect(sut.command == #"add 'a | b' \| "c > d" e|f x>y"#)
    }

    @Test func redirectionGluedToItsFile_worksAsInAShell() throws {
        #expect(try CommandPipeline.parse("where >w.txt").redirection?.path == "w.txt")
        #expect(try CommandPipeline.parse("where >>w.txt").redirection?.mode == .append)
    }

    @Test func filterNames_mayBeShortened() throws {
        let sut = try CommandPipeline.parse("list | inc a | c")

        #expect(sut.filters.count == 2)
        #expect(sut.filters.last.map { $0.apply(to: ["x", "y"]) { String($0) } } == ["2"])
    }

    // MARK: - Patterns as typed

    @Test func aPattern_isTheRestOfItsStage_backslashesAndSpacesIncluded() throws {
        let digits = try CommandPipeline.parse(#"accounts | include \d{4} | count"#)
        let words = try CommandPipeline.parse("list | exclude two  words")

        let counted = digits.filters.reduce(["Everyday ****4641", "Joint", "d{4}"]) { lines, filter in
            filter.apply(to: lines) { String($0) }
        }
        let kept = words.filters.reduce(["two  words here", "two words", "two"]) { lines, filter in
            filter.apply(to: lines) { String($0) }
        }
        #expect(counted == ["1"])
        #expect(kept == ["two words", "two"])
    }

    @Test func aPatternQuotedWhole_isTheTextInsideTheQuotes() throws {
        let sut = try CommandPipeline.parse("list | begin 'Rainy day'")

        #expect(sut.filters.first.map { $0.apply(to: ["a", "Rainy day", "b"]) { String($0) } } == ["Rainy day", "b"])
    }

    // MARK: - Refusals

    @Test(arguments: [
        ("| include a", "'|' needs a command before it", 0..<1),
        ("list |", "'|' needs a filter after it", 7..<7),
        ("list | grep a", "'grep' is not a filter", 7..<11),
        ("list | include", "'include' needs a pattern", 15..<15),
        ("list | head 2 3", "'3' is one word too many here: a filter takes one pattern or number", 14..<15),
        (
            #"cards | include (\*)\1"#,
            "backreferences such as '\\1' are not supported: they can take exponential time", 20..<22
        ),
        ("list | include a(b", "the pattern has a '(' that is never closed", 16..<17),
        ("list | include 'x(y'", "the pattern has a '(' that is never closed", 17..<18),
        ("list | head two", "'two' is not a number of lines; give a whole number from 0", 12..<15),
        ("list | head -1", "'-1' is not a number of lines; give a whole number from 0", 12..<14),
        ("list >", "'>' needs a file to write to", 7..<7),
        ("list > a.txt | count", "nothing may follow the file that output goes to", 13..<20),
        ("list > a b", "nothing may follow the file that output goes to", 9..<10),
    ])
    func malformedStages_areParseErrors_pointingAtTheWord(line: String, message: String, span: Range<Int>) {
        #expect {
            try CommandPipeline.parse(line)
        } throws: { error in
            let error = error as? CommandLineError
            return error?.message == message && error?.span == span
        }
    }

    @Test func lineThatDoesNotTokenize_isLeftForTheDispatcherToReport() throws {
        #expect(try CommandPipeline.parse("list | include 'open").isPlain)
    }
}
