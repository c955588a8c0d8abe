/// A regular expression that output filters (`| include`, `| exclude`, `| begin`) test lines
/// against, matched in time linear in the line, so no pattern can hang the REPL.
///
/// ```swift
/// let frozen = try LinePattern("(?i)frozen|blocked")
/// frozen.matches("Visa ending 4242   Frozen")  // true
/// ```
struct LinePattern {
    // MARK: - Properties

    /// The pattern as typed.
    let source: String
    private let program: PatternProgram

    // MARK: - Initialization

    /// Reads `source`; refuses a pattern that is malformed, too long, or too large once its
    /// repetitions are counted.
    init(_ source: String) throws(PatternError) {
        let (syntax, ignoresCase) = try PatternParser.parse(source)
        do {
            program = try PatternProgram(syntax, ignoresCase: ignoresCase)
        } catch {
            throw PatternError(
                message: Strings.Filters.patternTooLarge(PatternProgram.maximumSize),
                range: 0..<source.unicodeScalars.count)
        }
        self.source = source
    }

    // MARK: - Matching

    /// Whether some part of `line` matches.
    func matches(_ line: String) -> Bool {
        program.matches(line)
    }
}
