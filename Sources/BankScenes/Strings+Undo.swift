extension Strings {
    enum Undo {
        /// The scene as a place in prose: "it works in an undo".
        static let place = "an undo"
        static let title = "Undo"
        static let purpose =
            "The session's newest record or correction, shown to take back: confirm takes it back, cancel leaves it; either way the scene undo was typed in shows again."
        static let summary = "Review the last record or correction of this session, to take it back"
        static let confirmSummary = "Take back the change shown"
        static let cancelSummary = "Leave the change as it is"

        static func review(_ change: String) -> String {
            "Undo: \(change). Type 'confirm' to take it back, or 'cancel' to leave it."
        }
        static func undone(_ change: String) -> String { "Undone: \(change)." }
        static func left(_ change: String) -> String { "Left as it is: \(change)." }
    }
}
