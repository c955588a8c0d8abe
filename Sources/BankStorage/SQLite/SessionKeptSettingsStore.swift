public import BankDomain
import Synchronization

/// Settings that hold for the session when the storage refuses to save them but the bank stays
/// readable (a full disk, a read-only file): later reads in the session return them, and the
/// save throws the fault so the user is told they were not saved. A save that works again
/// forgets them.
public struct SessionKeptSettingsStore: SettingsStore {
    // MARK: - Nested Types

    /// Settings this session changed but could not save.
    private final class Unsaved: Sendable {
        let settings = Mutex<UserSettings?>(nil)
    }

    // MARK: - Properties

    private let base: any SettingsStore
    private let unsaved = Unsaved()

    // MARK: - Initialization

    /// Settings saved in `base`, or kept here when `base` cannot save them.
    public init(base: any SettingsStore) {
        self.base = base
    }

    // MARK: - SettingsStore

    /// The settings this session could not save, or the saved ones.
    public func settings() async throws -> UserSettings {
        if let kept = unsaved.settings.withLock({ $0 }) {
            return kept
        }
        return try await base.settings()
    }

    /// Saves `settings`, or keeps them for the session; see ``SettingsStore/save(_:)``.
    public func save(_ settings: UserSettings) async throws {
        do {
            try await base.save(settings)
            unsaved.settings.withLock { $0 = nil }
        } catch BankError.storage(let fault) where fault.leavesBankReadable {
            unsaved.settings.withLock { $0 = settings }
            throw BankError.storage(fault)
        }
    }
}
