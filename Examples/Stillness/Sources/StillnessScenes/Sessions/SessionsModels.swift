import StillnessCore

/// The use cases of the sessions scene: the log of finished sittings.
enum Sessions {
    // MARK: - Fetch Sessions

    /// Show every finished sitting and the time sat in all.
    enum FetchSessions {
        struct Response: Sendable, Equatable {
            let sessions: [Session]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let minutes: String
            }

            let rows: [Row]
            let total: String
        }
    }

    // MARK: - Clear Sessions

    /// Forget every sitting.
    enum ClearSessions {
        struct Response: Sendable, Equatable {
            let count: Int
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }
}

/// The commands of the sessions scene.
public enum SessionsCommand: Sendable, Equatable {
    /// Show the log again.
    case list
    /// Forget every sitting.
    case clear
    /// Go back to the timer.
    case done
}
