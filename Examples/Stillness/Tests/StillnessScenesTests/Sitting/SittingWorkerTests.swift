import StillnessCore
import Testing

@testable import StillnessScenes

@Suite("Sitting worker")
struct SittingWorkerTests {
    @Test func record_logsTheSittingInTheStore() async throws {
        // Given
        let store = InMemorySessionStore(sessions: [Session(number: 1, minutes: 10)])
        let sut = SittingWorker(store: store)

        // When
        let session = try await sut.record(minutes: 5)

        // Then
        #expect(session == Session(number: 2, minutes: 5))
        #expect(await store.sessions().count == 2)
    }
}
