import Testing
import Vipera

/// What a generated use case read: the request and the data's revision when it was read.
private struct Source: Equatable {
    let request: Int
    let revision: Int
}

/// Counts the reads a memo's use case makes, and fails the ones it is told to.
@MainActor
private final class Reads {
    var count = 0
    var failsNext = false

    struct Failure: Error {}

    func read(_ source: Source) async throws -> String {
        count += 1
        if failsNext {
            failsNext = false
            throw Failure()
        }
        return "\(source.request)@\(source.revision)"
    }
}

@MainActor
@Suite("Response memo")
struct ResponseMemoTests {
    @Test func equalSource_presentsTheKeptResponseWithoutReadingAgain() async throws {
        // Given a memo that read the response of request 1 at revision 7
        let memo = ResponseMemo<Source, String>()
        let reads = Reads()
        let source = Source(request: 1, revision: 7)
        _ = try await memo.response(for: source) { try await reads.read(source) }

        // When it is asked for the same request at the same revision
        let response = try await memo.response(for: source) { try await reads.read(source) }

        // Then the kept response comes back, read once
        #expect(response == "1@7")
        #expect(reads.count == 1)
    }

    @Test func aMovedRevision_readsAgain() async throws {
        // Given a memo that read request 1 at revision 7
        let memo = ResponseMemo<Source, String>()
        let reads = Reads()
        let before = Source(request: 1, revision: 7)
        _ = try await memo.response(for: before) { try await reads.read(before) }

        // When the data changed (revision 8) and the same request is asked for
        let after = Source(request: 1, revision: 8)
        let response = try await memo.response(for: after) { try await reads.read(after) }

        // Then it is read again
        #expect(response == "1@8")
        #expect(reads.count == 2)
    }

    @Test func anUntoldRevision_readsEveryTimeAndKeepsNothing() async throws {
        // Given a memo whose worker cannot tell the data's revision
        let memo = ResponseMemo<Source, String>()
        let reads = Reads()
        let source = Source(request: 1, revision: 7)

        // When the request is asked for twice without a source, then once with one
        _ = try await memo.response(for: nil) { try await reads.read(source) }
        _ = try await memo.response(for: nil) { try await reads.read(source) }
        _ = try await memo.response(for: source) { try await reads.read(source) }

        // Then every one of them was read: nothing was kept without a source
        #expect(reads.count == 3)
    }

    @Test func aFailedRead_keepsNothing() async throws {
        // Given a memo whose first read fails
        let memo = ResponseMemo<Source, String>()
        let reads = Reads()
        let source = Source(request: 1, revision: 7)
        reads.failsNext = true
        await #expect(throws: Reads.Failure.self) {
            try await memo.response(for: source) { try await reads.read(source) }
        }

        // When the same request is asked for again
        let response = try await memo.response(for: source) { try await reads.read(source) }

        // Then it is read, not answered by what failed
        #expect(response == "1@7")
        #expect(reads.count == 2)
    }

    @Test func everySequenceOfRequestsAndChanges_getsTheResponseOfItsSource_readOnlyWhenNotKept() async throws {
        for seed in UInt64(1)...100 {
            // Given a memo keeping a generated number of responses, and the last sources asked for
            var random = SplitMix64(state: seed)
            let capacity = Int.random(in: 1...4, using: &random)
            let memo = ResponseMemo<Source, String>(keeping: capacity)
            let reads = Reads()
            var recent: [Source] = []
            var revision = 0

            for _ in 0..<40 {
                // When the data changes now and then, and generated requests are asked for
                if Int.random(in: 0..<5, using: &random) == 0 {
                    revision += 1
                }
                let source = Source(request: Int.random(in: 0..<5, using: &random), revision: revision)
                let readsBefore = reads.count
                let response = try await memo.response(for: source) { try await reads.read(source) }

                // Then each gets the response of its own request at the current revision, read
                // only when none of the last `capacity` sources asked for was equal
                #expect(response == "\(source.request)@\(revision)", "seed \(seed)")
                #expect((reads.count > readsBefore) == !recent.contains(source), "seed \(seed)")
                recent.removeAll { $0 == source }
                recent.insert(source, at: 0)
                recent = Array(recent.prefix(capacity))
            }
        }
    }
}
