import Testing
import Vipera

@Suite("Presentation memo")
struct PresentationMemoTests {
    @Test func equalSource_keepsTheViewModelWithoutMakingItAgain() {
        // Given a memo that made a view model of "a"
        var memo = PresentationMemo<String, [String]>()
        var made = 0
        let make: (String) -> [String] = { source in
            made += 1
            return [source.uppercased()]
        }
        _ = memo.viewModel(for: "a", make: make)

        // When it is asked for "a" again
        let viewModel = memo.viewModel(for: "a", make: make)

        // Then the kept view model comes back, made once
        #expect(viewModel == ["A"])
        #expect(made == 1)
    }

    @Test func otherSource_makesANewViewModelAndKeepsItInstead() {
        // Given a memo that made a view model of "a", then of "b"
        var memo = PresentationMemo<String, String>()
        var sources: [String] = []
        let make: (String) -> String = { source in
            sources.append(source)
            return source.uppercased()
        }
        _ = memo.viewModel(for: "a", make: make)
        let second = memo.viewModel(for: "b", make: make)

        // When it is asked for "a" once more
        let third = memo.viewModel(for: "a", make: make)

        // Then each change of source made its view model afresh: only the last is kept
        #expect(second == "B")
        #expect(third == "A")
        #expect(sources == ["a", "b", "a"])
    }
}
