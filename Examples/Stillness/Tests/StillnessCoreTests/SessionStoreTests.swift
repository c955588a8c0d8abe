import StillnessCore
import Testing

@Suite("Session store")
struct SessionStoreTests {
    @Test func recordedSittings_areNumberedInOrder_andForgottenTogether() async {
        // Given
        let store = InMemorySessionStore()

        // When
        await store.record(minutes: 10)
        await store.record(minutes: 5)

        // Then
        #expect(await store.sessions() == [Session(number: 1, minutes: 10), Session(number: 2, minutes: 5)])
        await store.removeAll()
        #expect(await store.sessions().isEmpty)
    }
}
