public import Benchmark

/// What every benchmark of the package measures, and which figures `make test` holds to the
/// recorded thresholds.
public enum BenchmarkDefaults {
    /// Time and unfreed allocations are reported; allocations are counted exactly and checked.
    /// Instructions are counted with callgrind (BENCHMARKS.md), which needs no hardware
    /// counters: this VM has none.
    public static var configuration: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal, .mallocFreeDelta],
            timeUnits: .microseconds,
            warmupIterations: 3,
            scalingFactor: .one,
            maxDuration: .seconds(1),
            maxIterations: 1_000,
            thresholds: [
                // Allocation counts repeat exactly from run to run, so any rise is a change. What
                // is left unfreed at the end of an iteration (`mallocFreeDelta`) is reported, not
                // checked: it moves between runs by up to half a dozen, as the concurrency runtime
                // keeps task memory for reuse. Scenes that outlive a pop are caught by the
                // navigator's and the factory's tests instead.
                .mallocCountTotal: .init(absolute: [.p90: 0])
            ]
        )
    }
}
