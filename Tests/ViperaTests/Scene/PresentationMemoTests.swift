import Testing
import Vipera

/// Which comparisons a memo made were of the same storage, the ones a read kept by a store makes.
private final class ComparisonLog {
    var sameStorage: [Bool] = []
}

/// A source held in storage of its own, equal to another by its text, whose comparisons are logged.
private struct StoredSource: Equatable {
    final class Storage {
        let text: String

        init(_ text: String) {
            self.text = text
        }
    }

    let storage: Storage
    let log: ComparisonLog

    static func == (lhs: StoredSource, rhs: StoredSource) -> Bool {
        lhs.log.sameStorage.append(lhs.storage === rhs.storage)
        return lhs.storage.text == rhs.storage.text
    }
}

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

    @Test(arguments: [1, 3])
    func anEqualSourceInStorageOfItsOwn_isKeptInPlaceOfTheOneItEquals(keeping count: Int) {
        // Given a memo that made a view model of a source, then was asked for an equal source in
        // storage of its own (the same rows read again after an unrelated write)
        let log = ComparisonLog()
        var memo = PresentationMemo<StoredSource, String>(keeping: count)
        var made = 0
        let make: (StoredSource) -> String = { source in
            made += 1
            return source.storage.text.uppercased()
        }
        let other = StoredSource(storage: .init("b"), log: log)
        _ = memo.viewModel(for: StoredSource(storage: .init("a"), log: log), make: make)
        let reread = StoredSource(storage: .init("a"), log: log)
        _ = memo.viewModel(for: reread, make: make)
        if count > 1 {
            _ = memo.viewModel(for: other, make: make)
        }

        // When it is asked for that source again, in the storage it was asked for last
        log.sameStorage = []
        let viewModel = memo.viewModel(for: reread, make: make)

        // Then the view model was made once, and is found by comparing the same storage
        #expect(viewModel == "A")
        #expect(made == (count > 1 ? 2 : 1))
        #expect(log.sameStorage.last == true)
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

    @Test func memoKeepingTwo_showsEitherPageAgain_andForgetsTheOneAskedForLongestAgo() {
        // Given a memo of two that made pages 1 and 2
        var memo = PresentationMemo<Int, String>(keeping: 2)
        var made: [Int] = []
        let make: (Int) -> String = { page in
            made.append(page)
            return "page \(page)"
        }
        _ = memo.viewModel(for: 1, make: make)
        _ = memo.viewModel(for: 2, make: make)

        // When page 1 is asked for again, then page 3, then pages 1 and 2
        let again = memo.viewModel(for: 1, make: make)
        _ = memo.viewModel(for: 3, make: make)
        let first = memo.viewModel(for: 1, make: make)
        let second = memo.viewModel(for: 2, make: make)

        // Then page 1 came from the memo both times; page 2, asked for longest ago, was made again
        #expect(again == "page 1" && first == "page 1" && second == "page 2")
        #expect(made == [1, 2, 3, 2])
    }

    @Test func keepingZero_keepsOne() {
        // Given a memo asked to keep nothing
        var memo = PresentationMemo<Int, Int>(keeping: 0)
        var made: [Int] = []
        let make: (Int) -> Int = { source in
            made.append(source)
            return source * 10
        }

        // When 1 is asked for twice, then 2, then 1 again
        let viewModels = [1, 1, 2, 1].map { memo.viewModel(for: $0, make: make) }

        // Then it keeps one, as a memo must to be one: 1 again comes from the memo, after 2 it is made anew
        #expect(viewModels == [10, 10, 20, 10])
        #expect(made == [1, 2, 1])
    }

    @Test func everySequenceOfSources_getsTheViewModelOfItsSource_madeOnlyWhenNotKept() {
        // Given every sequence of six sources out of four, and memos keeping one to four
        let sources = ["a", "b", "c", "d"]
        let length = 6
        for capacity in 1...4 {
            for code in 0..<(1 << (2 * length)) {
                let sequence = (0..<length).map { sources[(code >> (2 * $0)) & 3] }
                var memo = PresentationMemo<String, String>(keeping: capacity)
                var made: [String] = []
                var recent: [String] = []

                for source in sequence {
                    // When each is asked for in turn
                    let madeBefore = made.count
                    let viewModel = memo.viewModel(for: source) { source in
                        made.append(source)
                        return source.uppercased()
                    }

                    // Then the view model is its source's, made only when it was not among the
                    // `capacity` distinct sources asked for last
                    #expect(viewModel == source.uppercased())
                    let expected = recent.contains(source) ? madeBefore : madeBefore + 1
                    #expect(made.count == expected, "\(sequence) keeping \(capacity)")
                    recent.removeAll { $0 == source }
                    recent.insert(source, at: 0)
                    recent = Array(recent.prefix(capacity))
                }
            }
        }
    }
}
