import Foundation
import Testing

@testable import ViperaREPL

@Suite("Output filter patterns")
struct LinePatternTests {
    // MARK: - Matching

    @Test(arguments: [
        ("frozen", "Visa  frozen  $5", true),
        ("frozen", "Visa  active  $5", false),
        ("^Visa", "Visa  frozen", true),
        ("^frozen", "Visa  frozen", false),
        ("frozen$", "Visa  frozen", true),
        ("^$", "", true),
        ("a.c", "xabcx", true),
        ("[0-9]{4}$", "card ****4641", true),
        ("[^0-9 ]", "12 34", false),
        ("\\d+\\.\\d\\d", "$5,432.50", true),
        ("\\$5", "$5,432.50", true),
        ("(?i)FROZEN", "Visa frozen", true),
        ("FROZEN", "Visa frozen", false),
        ("(?i)[a-c]", "XYZ B", true),
        ("Every(day|thing)", "Everything", true),
        ("Every(?:day|thing)", "Everyone", false),
        ("colou?r", "color", true),
        ("ab{2,3}c", "abbbc", true),
        ("ab{2,3}c", "abbbbc", false),
        ("ab{2,}c", "abbbbbbc", true),
        ("a{,2}", "a{,2}", true),
        ("\\w+@\\w+", "mail a@b now", true),
        ("\\s\\S", "ab", false),
        ("東京", "Café 東京 👍", true),
        ("é.東", "Café 東京", true),
        ("(a*)*b", "aaab", true),
        ("x*", "anything", true),
    ])
    func pattern_matchesWhereARegularExpressionWould(pattern: String, line: String, expected: Bool) throws {
        // Given a pattern
        let sut = try LinePattern(pattern)

        // When a line is tested / Then it matches as the pattern says
        #expect(sut.matches(line) == expected)
    }

    // MARK: - Refusals

    @Test(arguments: [
        ("a(", "the pattern has a '(' that is never closed", 1..<2),
        ("a)", "the pattern has a ')' that closes nothing", 1..<2),
        ("[abc", "the pattern has a '[' that is never closed", 0..<1),
        ("*a", "'*' has nothing to repeat; write '\\*' for the character itself", 0..<1),
        ("a**", "'*' has nothing to repeat; write '\\*' for the character itself", 2..<3),
        ("(a)\\1", "backreferences such as '\\1' are not supported: they can take exponential time", 3..<5),
        (
            "(?=a)",
            "the pattern uses lookaround or a group flag; only '(…)', '(?:…)' and a leading '(?i)' are supported", 0..<3
        ),
        ("a{3,1}", "in '{n,m}', n must not be larger than m", 1..<6),
        ("[z-a]", "the range in '[…]' runs backwards or has no end", 1..<4),
        ("a\\", "the pattern ends with a backslash that escapes nothing", 1..<2),
        ("\\q", "'\\q' is not a pattern escape this REPL knows", 0..<2),
    ])
    func malformedPattern_isRefused_pointingAtTheFault(pattern: String, message: String, range: Range<Int>) {
        // When a malformed pattern is read / Then it is refused with where the fault is
        #expect(throws: PatternError(message: message, range: range)) { try LinePattern(pattern) }
    }

    @Test func hugePatterns_areRefused_beforeAnyWork() {
        // Given a pattern past the length limit, one whose repetitions multiply, and deep nesting
        let long = String(repeating: "a", count: PatternParser.maximumLength + 1)
        let multiplied = "(a{1000}){1000}"
        let deep = String(repeating: "(", count: 150) + "a" + String(repeating: ")", count: 150)

        // When they are read / Then each is refused with its own reason
        #expect(throws: PatternError.self) { try LinePattern(long) }
        #expect(
            throws: PatternError(
                message: "the pattern is too large once its repetitions are counted (more than 20000 steps)",
                range: 0..<15)
        ) { try LinePattern(multiplied) }
        #expect(throws: PatternError(message: "the pattern nests groups more than 100 deep", range: 100..<101)) {
            try LinePattern(deep)
        }
        #expect(throws: PatternError(message: "a count in '{n,m}' may be at most 1000", range: 1..<7)) {
            try LinePattern("a{1001}b")
        }
    }

    @Test func catastrophicBacktrackingPatterns_runInLinearTime() throws {
        // Given patterns that take exponential time in a backtracking engine, and a long line
        // that almost matches them
        let line = String(repeating: "a", count: 20_000) + "!"
        let patterns = ["(a+)+$", "^(a|aa)*$", "(a|a)*b", "(.*a){20}x", "^(a?){30}a{30}$"]

        let compiled = try patterns.map { try LinePattern($0) }

        // When each is tested, timed on this thread's CPU clock so that a loaded machine does not count
        let started = threadCPUTime()
        let results = compiled.map { $0.matches(line) }
        let spent = threadCPUTime() - started

        // Then none matches, and all of them finish in seconds of work, not ages
        #expect(results == Array(repeating: false, count: patterns.count))
        #expect(spent < 5)
    }

    // MARK: - Helpers

    /// Seconds of CPU this thread has used; unlike the wall clock, other work on the machine does not add to it.
    private func threadCPUTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
