#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a lock, so spies of `Sendable` protocols (workers, stores) can be used from
/// any task.
public final class SpyBox<Value>: @unchecked Sendable {
    // MARK: - Properties

    // The C library's mutex, not Foundation's NSLock, so an app whose tests use spies links no
    // Foundation for them; the standard library's Mutex would need the value to be Sendable.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var stored: Value

    /// The value.
    public var value: Value {
        get { locked { stored } }
        set { locked { stored = newValue } }
    }

    // MARK: - Initialization

    /// Creates a box holding `value`.
    /// - Parameter value: The value at first.
    public init(_ value: Value) {
        stored = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    // MARK: - Changing

    /// Changes the value in place while holding the lock.
    /// - Parameter change: Changes the value; no other task reads or changes it meanwhile.
    public func mutate(_ change: (inout Value) -> Void) {
        locked { change(&stored) }
    }

    // MARK: - Private

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
