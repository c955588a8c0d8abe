import StillnessCore
import ViperaSpyable

/// The data operations of the sitting scene.
@Spyable
protocol SittingWorkingLogic: Sendable {
    func record(minutes: Int) async throws -> Session
}

/// Logs finished sittings in the session store.
struct SittingWorker: SittingWorkingLogic {
    // MARK: - Properties

    private let store: any SessionStore

    // MARK: - Initialization

    init(store: any SessionStore) {
        self.store = store
    }

    // MARK: - SittingWorkingLogic

    func record(minutes: Int) async throws -> Session {
        try await store.record(minutes: minutes)
    }
}
