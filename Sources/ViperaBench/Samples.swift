/// Repeated measurements of one figure, and what a report says about them.
public struct Samples {
    // MARK: - Properties

    /// The measurements, in the order they were taken.
    public private(set) var values: [Double] = []

    /// No measurements yet.
    public init() {}

    /// The middle value; zero before anything was measured.
    public var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The smallest value.
    public var minimum: Double { values.min() ?? 0 }

    /// The largest value.
    public var maximum: Double { values.max() ?? 0 }

    /// How far apart the runs were: (largest − smallest) / median, as a percentage.
    public var spreadPercent: Double {
        median == 0 ? 0 : (maximum - minimum) / median * 100
    }

    // MARK: - Recording

    /// Adds one measurement.
    public mutating func append(_ value: Double) {
        values.append(value)
    }

    /// Runs `measure` `count` times and keeps what each run returned.
    public static func collect(_ count: Int, _ measure: () throws -> Double) rethrows -> Samples {
        var samples = Samples()
        for _ in 0..<max(count, 1) {
            samples.append(try measure())
        }
        return samples
    }
}
