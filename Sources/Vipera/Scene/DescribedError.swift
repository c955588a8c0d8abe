#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The user-facing text of an error: `LocalizedError`'s description and recovery suggestion when
/// it has them, a cancellation message for `CancellationError`, its description otherwise.
struct DescribedError {
    // MARK: - Properties

    let message: String
    let hint: String?

    // MARK: - Initialization

    init(_ error: any Error) {
        if error is CancellationError {
            message = Strings.cancelled
            hint = nil
        } else if let localized = error as? any LocalizedError {
            message = localized.errorDescription ?? String(describing: error)
            hint = localized.recoverySuggestion
        } else {
            message = String(describing: error)
            hint = nil
        }
    }
}
