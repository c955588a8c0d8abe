import Foundation

/// The steps a guide page asks its reader to take, read from the HTML comments that precede its
/// fenced blocks: `<!-- guide: run -->` (a shell block run in the package folder),
/// `<!-- guide: run outside -->` (run in the folder that holds it), `<!-- guide: run fails -->`
/// (run in the package folder, where it must fail, as a build the guide shows refused),
/// `<!-- guide: file PATH -->`
/// (a file to write), `<!-- guide: patch -->` (a diff to apply) and `<!-- guide: output -->`
/// (what the last run printed). `<!-- from: PATH -->` marks a sample taken from a file.
struct GuideStep: Equatable {
    enum Kind: Equatable {
        case run(outside: Bool)
        case failingRun
        case file(String)
        case patch
        case output
        case sample(from: String)
    }

    let kind: Kind
    let body: String
    /// The line of the block's opening fence, for failure messages.
    let line: Int

    // MARK: - Parsing

    /// Every annotated block of `markdown`, in order. A marker not followed by a fenced block, or
    /// a marker it does not know, is an error: a guide must not say more than its test runs.
    static func parse(_ markdown: String) throws(GuideError) -> [GuideStep] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var steps: [GuideStep] = []
        var index = 0
        while index < lines.count {
            guard let kind = try marker(in: lines[index], line: index + 1) else {
                index += 1
                continue
            }
            let (body, end) = try block(after: index, in: lines)
            steps.append(GuideStep(kind: kind, body: body, line: index + 2))
            index = end + 1
        }
        return steps
    }

    // MARK: - Private

    private static func marker(in line: String, line number: Int) throws(GuideError) -> Kind? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let words = trimmed.dropFirst(4).dropLast(3).split(separator: " ").map(String.init)
        switch (words.first, words.dropFirst().first, words.count) {
        case ("guide:", "run", 2): return .run(outside: false)
        case ("guide:", "run", 3) where words[2] == "outside": return .run(outside: true)
        case ("guide:", "run", 3) where words[2] == "fails": return .failingRun
        case ("guide:", "file", 3): return .file(words[2])
        case ("guide:", "patch", 2): return .patch
        case ("guide:", "output", 2): return .output
        case ("from:", .some(let path), 2): return .sample(from: path)
        case ("guide:", _, _), ("from:", _, _): throw .unknownMarker(line: number, trimmed)
        default: return nil
        }
    }

    private static func block(after marker: Int, in lines: [String]) throws(GuideError) -> (String, end: Int) {
        let open = marker + 1
        guard open < lines.count, lines[open].hasPrefix("```") else { throw .missingBlock(line: marker + 1) }
        guard let close = lines[(open + 1)...].firstIndex(of: "```") else { throw .unclosedBlock(line: open + 1) }
        let body = lines[(open + 1)..<close].map { $0 + "\n" }.joined()
        return (body, close)
    }
}

/// A guide page whose markers cannot be followed.
enum GuideError: Error, Equatable {
    case unknownMarker(line: Int, String)
    case missingBlock(line: Int)
    case unclosedBlock(line: Int)
}
