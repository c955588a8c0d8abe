#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The monotonic clock, read in seconds.
public enum Stopwatch {
    /// Seconds on the monotonic clock.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// How many seconds `work` took.
    public static func time(_ work: () throws -> Void) rethrows -> Double {
        let start = now()
        try work()
        return now() - start
    }
}
