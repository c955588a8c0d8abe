import BankData
import BankDomain
import Vipera

/// A bank opened for a session, whichever backend keeps it (a file, memory, a server): what
/// vbank's one session runner needs of it.
@MainActor
struct SessionBank {
    // MARK: - Properties

    /// The stores, what runs before each command, and the feed of other sessions' changes.
    let session: BankSession
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
        try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: clock).session(clock: clock).stores
    }

    func discardAll() {}
}
