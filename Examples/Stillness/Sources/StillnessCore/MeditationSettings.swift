/// How a sitting is timed: its length and the quiet before the first gong.
public struct MeditationSettings: Sendable, Equatable {
    // MARK: - Constants

    /// The shortest sitting, in minutes.
    public static let minimumMinutes = 1
    /// The longest sitting, in minutes.
    public static let maximumMinutes = 60
    /// Every length a sitting may have, in minutes.
    public static let minuteRange = minimumMinutes...maximumMinutes
    /// The default: ten minutes after fifteen seconds of preparation.
    public static let standard = MeditationSettings(minutes: 10, preparationSeconds: 15)

    // MARK: - Properties

    /// The sitting's length, in minutes.
    public let minutes: Int
    /// The quiet before the first gong, in seconds.
    public let preparationSeconds: Int

    // MARK: - Initialization

    /// Creates settings; `validated(minutes:)` checks a length typed by the user.
    public init(minutes: Int, preparationSeconds: Int) {
        self.minutes = minutes
        self.preparationSeconds = preparationSeconds
    }

    // MARK: - Changing

    /// The same settings for a sitting of `minutes`, if that length is allowed.
    public func withMinutes(_ minutes: Int) throws(TimerError) -> MeditationSettings {
        guard Self.minuteRange.contains(minutes) else {
            throw .invalidDuration(minutes)
        }
        return MeditationSettings(minutes: minutes, preparationSeconds: preparationSeconds)
    }
}
