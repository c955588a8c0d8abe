/// Page costs by ledger size: one line per kind of page, one column per size, and the figures that
/// judge the largest size against the targets (a page within 1 ms, a search within 10 ms).
public struct LedgerTable {
    // MARK: - Constants

    /// The most a page may cost at the largest size.
    public static let pageTargetMilliseconds = 1.0
    /// The most a search page may cost at the largest size.
    public static let searchTargetMilliseconds = 10.0
    private static let firstColumnWidth = 38
    private static let sizeColumnWidth = 12

    // MARK: - Properties

    /// Each size with its costs: the name of a kind of page and its milliseconds.
    public let columns: [(size: Int, costs: [(String, Samples)])]

    /// The table of `columns`, smallest size first.
    public init(columns: [(size: Int, costs: [(String, Samples)])]) {
        self.columns = columns.sorted { $0.size < $1.size }
    }

    // MARK: - Report

    /// The table as text: medians in milliseconds.
    public var lines: [String] {
        let header =
            pad("Median ms per page, rows in the account", Self.firstColumnWidth)
            + columns.map { pad(NumberText.grouped(Double($0.size)), Self.sizeColumnWidth) }.joined()
        let rows = names.map { name in
            pad(name, Self.firstColumnWidth)
                + columns.map { column in
                    let cost = column.costs.first { $0.0 == name }?.1.median
                    return pad(cost.map { NumberText.decimal($0, digits: 3) } ?? "-", Self.sizeColumnWidth)
                }
                .joined()
        }
        return [header] + rows
    }

    /// One figure per kind of page at the largest size, against its target.
    public var figures: [Figure] {
        guard let largest = columns.last else { return [] }
        return largest.costs.map { name, samples in
            let isSearch = name.hasPrefix("search")
            let target = isSearch ? Self.searchTargetMilliseconds : Self.pageTargetMilliseconds
            return Figure(
                name: "\(name), \(NumberText.grouped(Double(largest.size))) rows", samples: samples,
                unit: .milliseconds, target: "≤ \(NumberText.decimal(target, digits: 0)) ms",
                isMet: samples.median <= target)
        }
    }

    // MARK: - Private

    private var names: [String] {
        columns.first?.costs.map(\.0) ?? []
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 1))
    }
}
