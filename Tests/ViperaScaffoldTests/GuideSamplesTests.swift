import Foundation
import Testing

/// Every Swift sample in the documentation catalogs' pages outside the tutorial is taken from a
/// file that is compiled and tested (the examples, the framework): each is marked
/// `<!-- from: PATH -->` and its lines must appear in that file, in order and together, whatever
/// their indentation.
@Suite("Guide samples")
struct GuideSamplesTests {
    static let pages = Repository.catalogPages.filter { $0 != Repository.tutorial }

    @Test func theGuidesWithSamples_areAmongThePagesChecked() {
        #expect(Self.pages.contains("Sources/Vipera/Documentation.docc/CommandLifecycle.md"))
        #expect(Self.pages.contains("Sources/ViperaREPL/Documentation.docc/REPL.md"))
        #expect(Self.pages.contains("Sources/ViperaTesting/Documentation.docc/Testing.md"))
    }

    @Test(arguments: pages)
    func everySwiftSample_isTakenFromACompiledFile(page: String) throws {
        // Given
        let markdown = try Repository.text(of: page)
        let samples = try GuideStep.parse(markdown)

        // Then every Swift block is marked, and found where the mark says
        #expect(markdown.components(separatedBy: "```swift").count - 1 == samples.count, "\(page): unmarked sample")
        for sample in samples {
            guard case .sample(let path) = sample.kind else {
                Issue.record("\(page):\(sample.line): only samples belong here")
                continue
            }
            let source = try Repository.text(of: path)
            #expect(
                Self.lines(of: sample.body).isContained(in: Self.lines(of: source)),
                "\(page):\(sample.line) not in \(path)")
        }
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension [String] {
    /// Whether these lines appear in `other`, one after another.
    fileprivate func isContained(in other: [String]) -> Bool {
        guard !isEmpty, count <= other.count else { return isEmpty }
        return (0...(other.count - count)).contains { Array(other[$0..<($0 + count)]) == self }
    }
}
