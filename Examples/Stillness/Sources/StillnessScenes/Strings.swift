/// The user-facing text of Stillness, in one place.
enum Strings {
    // MARK: - Sitting

    enum Sitting {
        static let title = "Timer"
        static let purpose = "The meditation timer: start a sitting, let time pass, pause, resume or reset it."
        static let startSummary = "Begin a sitting"
        static let minutesArgument = "How many minutes, 1 to 60; the usual length unless given"
        static let waitSummary = "Let time pass (the timer moves only when told, so sittings can be scripted)"
        static let secondsArgument = "How many seconds, up to a day"
        static let pauseSummary = "Hold the sitting"
        static let resumeSummary = "Go on after a pause"
        static let resetSummary = "Stop without logging the sitting"
        static let statusSummary = "Show where the timer is"
        static let logSummary = "Show the finished sittings"
        static let idle = "Ready"
        static let preparing = "Preparing"
        static let running = "Sitting"
        static let paused = "Paused"
        static let finished = "Finished"
        static let startGong = "♪ The first gong: the sitting begins."
        static let endGong = "♪ The last gong: the sitting is over."

        static func idleDetail(minutes: Int) -> String {
            "type 'start' for a sitting of \(minutes) minutes"
        }

        static func preparingDetail(_ remaining: String, _ sitting: String) -> String {
            "\(remaining) until the first gong, then \(sitting)"
        }

        static func left(_ remaining: String, of sitting: String) -> String {
            "\(remaining) left of \(sitting)"
        }

        static func finishedDetail(_ sitting: String) -> String {
            "a sitting of \(sitting)"
        }

        static func recorded(number: Int, minutes: Int) -> String {
            "Logged sitting \(number): \(minutes) \(minutes == 1 ? "minute" : "minutes")."
        }
    }

    // MARK: - Sessions

    enum Sessions {
        static let title = "Log"
        static let purpose = "The log of finished sittings, with the time sat in all."
        static let listSummary = "Show the log again"
        static let clearSummary = "Forget every sitting"
        static let doneSummary = "Go back to the timer"
        static let numberColumn = "#"
        static let minutesColumn = "Minutes"
        static let emptyTitle = "No sittings yet."
        static let emptyMessage = "Finish one on the timer and it shows here."

        static func total(sittings: Int, minutes: Int) -> String {
            "\(sittings) \(sittings == 1 ? "sitting" : "sittings"), \(minutes) \(minutes == 1 ? "minute" : "minutes") in all."
        }

        static func cleared(_ count: Int) -> String {
            "Forgot \(count) \(count == 1 ? "sitting" : "sittings")."
        }
    }
}
