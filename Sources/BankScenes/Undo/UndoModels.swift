public import BankDomain

/// The use cases of the undo scene.
enum Undo {
    // MARK: - Review

    /// Show the session's newest record or correction, to take back with `confirm`.
    enum Review {
        struct Response: Sendable, Equatable {
            let correction: LedgerCorrection
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Finish

    /// Take the change back, or leave it: the flow ends either way.
    enum Finish {
        struct Response: Sendable, Equatable {
            let correction: LedgerCorrection
            /// Whether it was taken back, or left as it was.
            let isUndone: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            let isUndone: Bool
        }
    }
}

/// What can be typed while an undo waits.
public enum UndoCommand: Sendable, Equatable {
    /// Take the change shown back.
    case confirm
    /// Leave it as it is.
    case cancel
}
