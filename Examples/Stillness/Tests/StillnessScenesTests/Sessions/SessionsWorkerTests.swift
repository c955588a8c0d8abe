import StillnessCore
import Testing

@testable import StillnessScenes

@Suite("Sessions worker")
struct SessionsWorkerTests {
    @Test func fetchAndClear_goThroughTheStore() async throws {
        // Given
        let store = InMemorySessionStore(sessions: [Session(number: 1, minutes: 10), Session(number: 2, minutes: 3)])
        let sut = SessionsWorker(store: store)

        // When / Then
        #expect(try await sut.fetchSessions().map(\.minutes) == [10, 3])
        #expect(try await sut.clearSessions() == 2)
        #expect(await store.sessions().isEmpty)
    }
}
