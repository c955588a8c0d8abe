/// One line of the report: a measured figure, its target and whether it was met.
public struct Figure {
    // MARK: - Nested Types

    /// How a figure's value is written.
    public enum Unit {
        case milliseconds
        case microseconds
        case perSecond
        case mebibytes
        case count

        /// `value` in this unit.
        public func text(_ value: Double) -> String {
            switch self {
            case .milliseconds: NumberText.decimal(value, digits: value < 100 ? 2 : 0) + " ms"
            case .microseconds: NumberText.decimal(value, digits: 3) + " µs"
            case .perSecond: NumberText.grouped(value) + "/s"
            case .mebibytes: NumberText.decimal(value, digits: 1) + " MiB"
            case .count: NumberText.grouped(value)
            }
        }
    }

    // MARK: - Constants

    private static let columnWidths = [46, 16, 8, 30]

    // MARK: - Properties

    /// What was measured.
    public let name: String
    /// The runs.
    public let samples: Samples
    /// How the value is written.
    public let unit: Unit
    /// The target, as the report writes it; empty when there is none.
    public var target = ""
    /// Whether the target was met; nil when there is no target.
    public var isMet: Bool?

    /// A figure measured by `samples`, with its target when it has one.
    public init(name: String, samples: Samples, unit: Unit, target: String = "", isMet: Bool? = nil) {
        self.name = name
        self.samples = samples
        self.unit = unit
        self.target = target
        self.isMet = isMet
    }

    /// The report's header line.
    public static var header: String {
        row(["Figure", "Median", "Spread", "Target", "Result"])
    }

    /// The report line.
    public var line: String {
        let spread =
            samples.values.count > 1 ? "±" + NumberText.decimal(samples.spreadPercent / 2, digits: 0) + "%" : ""
        let verdict = isMet.map { $0 ? "met" : "MISSED" } ?? ""
        return Self.row([name, unit.text(samples.median), spread, target, verdict])
    }

    // MARK: - Private

    private static func row(_ cells: [String]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let width = index < columnWidths.count ? columnWidths[index] : 0
            text += cell + String(repeating: " ", count: max(width - cell.count, 1))
        }
        while text.last == " " { text.removeLast() }
        return text
    }
}
