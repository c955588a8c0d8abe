import BankData
import BankDomain
import Vipera

/// A bank opened for a session, whichever backend keeps it (a file, memory, a server): what
/// vbank's one session runner needs of it.
@MainActor
struct SessionBank {
    // MARK: - Properties

    /// The stores the scenes read and write.
    let stores: BankStores
    /// Called before each command, so the bank notices once per command what others changed.
    let commandWillRun: @MainActor () -> Void
    /// Makes the feed of changes other sessions made, asked while the session waits for a line.
    let changeFeed: () -> any LedgerChangeFeed
    /// Whether the saved settings want colour.
    let usesColour: Bool
    /// What the user is told on standard error as the session opens: a bank created, a file
    /// that can only be read.
    let openingNotices: [Notice]
}

/// Makes a fresh demo bank for each transcript and throws them all away at the end.
@MainActor
protocol TranscriptBanks {
    /// A fresh demo bank's stores, for one transcript.
    func makeStores() throws -> BankStores
    /// Removes what the transcripts' banks left behind.
    func discardAll()
}

/// Each transcript's bank is a demo bank in memory, gone when it is released.
@MainActor
struct MemoryTranscriptBanks: TranscriptBanks {
    let clock: any BankClock

    func makeStores() throws -> BankStores {
        let database = try BankDatabase.open(path: BankDatabase.inMemoryPath, clock: clock)
        return BankDatabase.stores(for: database, clock: clock)
    }

    func discardAll() {}
}
