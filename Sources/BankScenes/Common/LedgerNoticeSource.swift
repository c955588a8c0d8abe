public import BankDomain
public import Vipera

/// The notices of a bank session: what other sessions wrote, in the user's words, unless the
/// user turned notices off (`set notices off`).
///
/// Asked while the session waits for a line and as each command starts; a look that fails (the
/// server went away, say) tells nothing, and the command the user types next reports the failure
/// in its own words.
public struct LedgerNoticeSource: NoticeSource {
    // MARK: - Properties

    private let changes: any LedgerChangeFeed
    private let settings: any SettingsStore
    private let wording: LedgerChangeWording

    // MARK: - Initialization

    /// Creates the source over the session's feed of changes and its settings.
    public init(changes: any LedgerChangeFeed, settings: any SettingsStore, wording: LedgerChangeWording) {
        self.changes = changes
        self.settings = settings
        self.wording = wording
    }

    // MARK: - NoticeSource

    /// One line per change other sessions made since the last look, when notices are on.
    public func collectNotices() async -> [String] {
        guard let found = try? changes.changesByOtherSessions(), !found.isEmpty,
            (try? await settings.settings().showsNotices) ?? true
        else { return [] }
        return found.map(wording.sentence)
    }
}
