import BankDomain
import BankScenes
import Foundation
import Vipera

/// What a vbank session tells the user between commands: changes other sessions made to the
/// bank, one line each, and a burst as one line.
struct BankNotices {
    /// Where they are posted.
    let board = NoticeBoard(summary: LedgerChangeWording.burst)
    /// What finds them.
    let source: LedgerNoticeSource

    /// The notices of a session over `changes`, worded for `clock`'s user, unless `settings` say off.
    init(changes: any LedgerChangeFeed, settings: any SettingsStore, clock: any BankClock) {
        source = LedgerNoticeSource(
            changes: changes, settings: settings,
            wording: LedgerChangeWording(formatting: BankFormatting(clock: clock, timeZone: .current)))
    }
}
