import StillnessCore
import Vipera
import ViperaSpyable

/// The data operations of the sessions scene.
@Spyable
protocol SessionsWorkingLogic: WorkingLogic {
    func fetchSessions() async throws -> [Session]
    func clearSessions() async throws -> Int
}

/// Reads and clears the log in the session store.
struct SessionsWorker: SessionsWorkingLogic {
    // MARK: - Properties

    let store: any SessionStore

    // MARK: - SessionsWorkingLogic

    func fetchSessions() async throws -> [Session] {
        try await store.sessions()
    }

    /// Forgets every sitting and says how many there were.
    func clearSessions() async throws -> Int {
        let count = try await store.sessions().count
        try await store.removeAll()
        return count
    }
}
