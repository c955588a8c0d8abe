import Vipera

/// Completion candidates laid out in columns, as a shell lists them when Tab is ambiguous; when
/// the scene describes them, one a line with its description aligned beside it, as fish lists them.
struct CandidateList: Renderable {
    // MARK: - Constants

    private static let gap = 2

    // MARK: - Properties

    let candidates: [String]
    /// A few words about some candidates, by candidate.
    var descriptions: [String: String] = [:]

    // MARK: - Renderable

    func render(into buffer: inout TextBuffer, context: RenderContext) {
        guard descriptions.isEmpty else {
            renderDescribed(into: &buffer, context: context)
            return
        }
        let names = candidates.map(TerminalSanitizer.sanitize)
        let widest = min(names.map { DisplayWidth.of($0) }.max() ?? 0, context.width)
        let columns = max(1, (context.width + Self.gap) / (widest + Self.gap))
        let rows = (names.count + columns - 1) / columns
        let cells = (0..<rows).map { row in
            (0..<columns).compactMap { column in
                let index = column * rows + row
                return index < names.count ? names[index] : nil
            }
        }
        Table(
            columns: Array(repeating: Table.Column(""), count: columns),
            rows: cells,
            showsHeader: false
        ).render(into: &buffer, context: context)
    }

    // MARK: - Private

    /// One candidate a line, its description in a second column that wraps at the screen's edge.
    private func renderDescribed(into buffer: inout TextBuffer, context: RenderContext) {
        Table(
            columns: [Table.Column(""), Table.Column("", overflow: .wrap)],
            rows: candidates.map { [$0, descriptions[$0] ?? ""] },
            showsHeader: false
        ).render(into: &buffer, context: context)
    }
}
