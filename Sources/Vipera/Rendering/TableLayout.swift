/// Decides column widths for a table that may not fit: columns keep their natural width when they
/// can, otherwise the widest columns of the earliest shrink group give way first, down to a small
/// minimum, before the next group shrinks.
struct TableLayout {
    // MARK: - Constants

    /// Spaces between two columns.
    static let gap = 2
    /// The narrowest a shrunk column becomes: room for a few characters and an ellipsis.
    static let minimumColumnWidth = 4

    // MARK: - Properties

    /// The width chosen for each column.
    let columnWidths: [Int]

    // MARK: - Initialization

    /// - Parameters:
    ///   - naturalWidths: The widest cell of each column, header included.
    ///   - shrinkOrder: For each column, its group: group 0 shrinks before group 1, and so on.
    ///   - gap: Columns between neighbours.
    ///   - available: The width of the whole line.
    init(naturalWidths: [Int], shrinkOrder: [Int], gap: Int, available: Int) {
        let room = available - gap * max(naturalWidths.count - 1, 0)
        var widths = naturalWidths
        for group in Set(shrinkOrder).sorted() where widths.reduce(0, +) > room {
            let members = shrinkOrder.indices.filter { shrinkOrder[$0] == group }
            Self.shrink(&widths, members: members, toFit: room)
        }
        columnWidths = widths
    }

    // MARK: - Private

    /// Lowers a common cap on the widths of `members` until the total fits or they reach their minimum.
    private static func shrink(_ widths: inout [Int], members: [Int], toFit room: Int) {
        let others = widths.indices.filter { !members.contains($0) }.reduce(0) { $0 + widths[$1] }
        let floors = members.map { min(widths[$0], minimumColumnWidth) }
        let natural = members.map { widths[$0] }
        func total(cap: Int) -> Int {
            zip(natural, floors).reduce(others) { $0 + max(min($1.0, cap), $1.1) }
        }
        var low = 0
        var high = natural.max() ?? 0
        while low < high {
            let middle = (low + high + 1) / 2
            if total(cap: middle) <= room {
                low = middle
            } else {
                high = middle - 1
            }
        }
        for (position, index) in members.enumerated() {
            widths[index] = max(min(natural[position], low), floors[position])
        }
        distributeSpare(&widths, members: members, natural: natural, room: room)
    }

    /// Gives columns left of the cap one more column each while room remains, so the line is filled.
    private static func distributeSpare(_ widths: inout [Int], members: [Int], natural: [Int], room: Int) {
        var spare = room - widths.reduce(0, +)
        for (position, index) in members.enumerated() where spare > 0 && widths[index] < natural[position] {
            widths[index] += 1
            spare -= 1
        }
    }
}
