import BankDomain
import BankScenes
import Foundation
import Vipera

/// What a vbank session tells the user between commands: changes other sessions made to the
/// bank, one line each, and a burst as one line.
enum BankNotices {
    /// Where they are posted.
    static func board() -> NoticeBoard {
        NoticeBoard(summary: LedgerChangeWording.burst)
    }

    /// What finds them: the changes `feed` hears, worded for `clock`'s user, unless `settings`
    /// say off.
    static func source(
        _ feed: any LedgerChangeFeed, settings: any SettingsStore, clock: any BankClock
    ) -> LedgerNoticeSource {
        LedgerNoticeSource(
            changes: feed, settings: settings,
            wording: LedgerChangeWording(formatting: BankFormatting(clock: clock, timeZone: .current)))
    }
}
