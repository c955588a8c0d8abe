import Foundation

/// A value behind a lock, so spies of `Sendable` protocols (workers, stores) can be used from
/// any task.
public final class SpyBox<Value>: @unchecked Sendable {
    // MARK: - Properties

    private let lock = NSLock()
    private var stored: Value

    /// The value.
    public var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    // MARK: - Initialization

    /// Creates a box holding `value`.
    public init(_ value: Value) {
        stored = value
    }

    // MARK: - Changing

    /// Changes the value in place while holding the lock.
    public func mutate(_ change: (inout Value) -> Void) {
        lock.withLock { change(&stored) }
    }
}
