@testable import Vipera

extension Renderable {
    /// The block rendered without colour at `width` columns.
    func plain(width: Int) -> String {
        rendered(in: RenderContext(width: width, colorEnabled: false))
    }

    /// The block rendered with colour at `width` columns.
    func colored(width: Int) -> String {
        rendered(in: RenderContext(width: width, colorEnabled: true))
    }
}

/// The display width of every line of `text`.
func lineWidths(_ text: String) -> [Int] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { DisplayWidth.of($0) }
}

/// Text built from lines, each ending in a newline.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}
