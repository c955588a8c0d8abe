import BankDomain
import Foundation
import Vipera

/// The use cases of the settings scene.
enum Settings {
    // MARK: - Surface

    /// Where the scene's commands are typed: in a session, or on the shell's command line as
    /// vbank's own subcommands (`vbank verify`), where advice names the shell's commands, not
    /// the scene's, and no session waits to show the bank.
    enum Surface: Sendable, Equatable {
        case session
        case commandLine
    }

    // MARK: - Show Settings

    /// Show the current settings.
    enum ShowSettings {
        struct Response: Sendable, Equatable {
            let settings: UserSettings
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Field: Sendable, Equatable, Encodable {
                let label: String
                let value: String
            }

            let fields: [Field]
            let usesColour: Bool
        }
    }

    // MARK: - Change Setting

    /// Change one setting, then show them all.
    enum ChangeSetting {
        struct Request: Sendable, Equatable {
            let change: SettingChange
        }

        struct Response: Sendable, Equatable {
            let change: SettingChange
            /// Why the change holds for this session only, when the storage refused to save it.
            var notSaved: StorageFault?
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            /// Whether the change was saved, or holds for this session only.
            var isSaved = true
        }
    }

    // MARK: - Check

    /// A bank check as lines of label and finding, shared by backup, restore and verify.
    struct CheckViewModel: Sendable, Equatable, Encodable {
        struct Line: Sendable, Equatable, Encodable {
            let label: String
            let value: String
            let isProblem: Bool
        }

        /// The file checked; nil for a bank in memory.
        let file: String?
        let lines: [Line]
        let problemCount: Int
    }

    // MARK: - Verify

    /// Check the bank: its file, its version and the money invariant.
    enum Verify {
        struct Response: Sendable, Equatable {
            let report: BankCheckReport
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let title: String
            let check: CheckViewModel
            /// What the check comes to, when nothing is wrong.
            let verdict: String?
        }
    }

    // MARK: - Back Up

    /// Write a backup of the bank to a new file.
    enum BackUp {
        struct Request: Sendable, Equatable {
            let path: String
            /// Whether a file already at the path is written over.
            var replacing = false
        }

        struct Response: Sendable, Equatable {
            let backup: BankBackup
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            let file: String
            let bytes: Int64
            let check: CheckViewModel
        }
    }

    // MARK: - Restore

    /// Replace the bank with a backup, once the backup passes its check: at once when the user
    /// said so (`--yes`, `confirm`), otherwise after showing what it would replace.
    enum Restore {
        struct Request: Sendable, Equatable {
            let path: String
            /// Whether the user already said yes (`restore FILE --yes`).
            let isConfirmed: Bool
        }

        struct Response: Sendable, Equatable {
            let outcome: BankRestore
            /// An earlier restore that was waiting for `confirm`, which this one cleared.
            var cleared: String?
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let title: String
            let check: CheckViewModel
            /// Where the bank as it was went, when a restore kept it.
            let kept: String?
            let message: String
        }
    }
}

extension Settings {
    // MARK: - Review Restore

    /// A restore waiting for `confirm`: the backup's check and what it would replace.
    enum ReviewRestore {
        struct Response: Sendable, Equatable {
            let plan: RestorePlan
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let title: String
            let check: CheckViewModel
            /// The bank file the restore would replace; nil for a bank in memory.
            let replaces: String?
            let message: String
        }
    }

    // MARK: - Confirm or Cancel

    /// Carry out the restore waiting for `confirm`, or drop it.
    enum FinishRestore {
        struct CancelResponse: Sendable, Equatable {
            /// The backup that was waiting; nil when nothing was.
            let dropped: String?
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Forget

    /// Drop the restore waiting for `confirm`: a `restore` line was refused before it reached
    /// the scene. The refusal is shown as an error, with a note when a restore was dropped.
    enum Forget {
        struct Request: Sendable, Equatable {
            /// The error of the refused line.
            let refusal: ErrorViewModel
        }

        struct Response: Sendable, Equatable {
            /// The backup that was waiting; nil when nothing was.
            let dropped: String?
            /// The error of the refused line.
            let refusal: ErrorViewModel
        }
    }
}

/// One setting and its new value.
public enum SettingChange: Sendable, Equatable {
    /// How many transactions a page shows.
    case pageSize(Int)
    /// Whether balances are shown.
    case showsBalances(Bool)
    /// Whether colour is used.
    case usesColour(Bool)
    /// Whether changes other sessions make are shown above the prompt.
    case showsNotices(Bool)
}

/// The commands of the settings scene.
public enum SettingsCommand: Sendable, Equatable {
    /// Change one setting.
    case set(SettingChange)
    /// Write a backup of the bank to a new file; over a file already there only when `replacing`.
    case backup(path: String, replacing: Bool)
    /// Replace the bank with the backup at a path, once it passes its check: at once when
    /// `isConfirmed`, otherwise after `confirm`.
    case restore(path: String, isConfirmed: Bool)
    /// Carry out the restore waiting for it.
    case confirm
    /// Drop the restore waiting for `confirm`.
    case cancel
    /// Check the bank.
    case verify
}

/// Why a settings command cannot go ahead.
enum SettingsError: Error, Equatable, Sendable, LocalizedError {
    /// `confirm` with no restore waiting for it.
    case nothingToConfirm
    /// `confirm` after another session replaced the bank the restore was checked against.
    case bankReplacedSinceReview(String)

    var errorDescription: String? {
        switch self {
        case .nothingToConfirm: Strings.Settings.nothingToConfirm
        case .bankReplacedSinceReview: Strings.Settings.bankReplacedSinceReview
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .nothingToConfirm: Strings.Settings.nothingToConfirmHint
        case .bankReplacedSinceReview(let path): Strings.Settings.bankReplacedSinceReviewHint(path)
        }
    }
}
