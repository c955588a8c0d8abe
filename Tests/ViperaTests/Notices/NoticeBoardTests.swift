import Testing

@testable import Vipera

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Notice board")
struct NoticeBoardTests {
    // MARK: - Posting and taking

    @Test func take_returnsWhatWasPostedInOrder_andEmptiesTheBoard() {
        let board = NoticeBoard()
        board.post("first")
        board.post("second")

        let taken = board.take()

        #expect(taken == ["first", "second"])
        #expect(!board.hasWaiting)
        #expect(board.take().isEmpty)
    }

    @Test func blankNotices_areDropped() {
        let board = NoticeBoard()

        board.post(contentsOf: ["", "   ", "\t"])

        #expect(!board.hasWaiting)
    }

    @Test func aBurstOverTheLimit_isOneSummaryLine() {
        let board = NoticeBoard(coalescingLimit: 3) { "\($0) changes by other sessions" }
        board.post(contentsOf: ["a", "b", "c", "d"])

        #expect(board.take() == ["4 changes by other sessions"])
    }

    @Test func aBurstAtTheLimit_isShownLineByLine() {
        let board = NoticeBoard(coalescingLimit: 3)
        board.post(contentsOf: ["a", "b", "c"])

        #expect(board.take() == ["a", "b", "c"])
    }

    @Test func theDefaultSummary_countsNotices() {
        let board = NoticeBoard(coalescingLimit: 1)
        board.post(contentsOf: ["a", "b"])

        #expect(board.take() == ["2 notices"])
    }

    // MARK: - Readiness

    @Test func readinessDescriptor_isReadableOnlyWhileNoticesWait() throws {
        let board = NoticeBoard()
        let descriptor = try #require(board.readinessDescriptor)
        #expect(!Self.isReadable(descriptor))

        board.post("x")
        #expect(Self.isReadable(descriptor))

        _ = board.take()
        #expect(!Self.isReadable(descriptor))
    }

    // MARK: - Concurrency

    @Test(arguments: [1, 7, 64])
    func postsFromManyTasks_areAllTakenOnce(tasks: Int) async {
        let board = NoticeBoard(coalescingLimit: Int.max)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for index in 0..<50 {
                        board.post("\(task)-\(index)")
                    }
                }
            }
        }

        let taken = board.take()

        #expect(taken.count == tasks * 50)
        #expect(Set(taken).count == taken.count)
    }

    // MARK: - Helpers

    private static func isReadable(_ descriptor: Int32) -> Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, 0) == 1
    }
}
