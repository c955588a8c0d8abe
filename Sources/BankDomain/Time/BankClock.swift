public import Foundation

/// Tells the time. Injected everywhere dates matter, so scripts and tests are reproducible.
public protocol BankClock: Sendable {
    /// The current moment.
    var now: Date { get }
}

/// The system's clock.
public struct SystemClock: BankClock {
    /// Creates the clock.
    public init() {}

    /// The current moment.
    public var now: Date { Date() }
}

/// A clock stopped at one moment, as `--now` sets it.
public struct FixedClock: BankClock {
    /// The moment the clock shows.
    public let now: Date

    /// Creates a clock stopped at `now`.
    public init(now: Date) {
        self.now = now
    }
}
