public import Foundation

/// What a backup, restore or check could not finish, beyond the storage's own faults.
public enum MaintenanceError: Error, Equatable, Sendable, LocalizedError {
    /// The backup was written whole to `file`, and Ctrl-C stopped the check of it.
    case backupNotChecked(file: String)

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .backupNotChecked(let file): Strings.Maintenance.backupNotChecked(file)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .backupNotChecked(let file): Strings.Maintenance.backupNotCheckedHint(file)
        }
    }
}
