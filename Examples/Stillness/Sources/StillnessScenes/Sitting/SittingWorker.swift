import StillnessCore
import Vipera
import ViperaSpyable

/// The data operations of the sitting scene.
@Spyable
protocol SittingWorkingLogic: WorkingLogic {
    func record(minutes: Int) async throws -> Session
}

/// Logs finished sittings in the session store.
struct SittingWorker: SittingWorkingLogic {
    // MARK: - Properties

    let store: any SessionStore

    // MARK: - SittingWorkingLogic

    func record(minutes: Int) async throws -> Session {
        try await store.record(minutes: minutes)
    }
}
