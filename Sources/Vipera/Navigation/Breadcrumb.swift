/// The path to the top scene as one line, for a prompt: `vbank › Accounts › Everyday`.
///
/// Titles are sanitised. When the path is wider than allowed, the middle is replaced by `…`,
/// keeping the app name, the root and the scenes nearest the top.
package struct Breadcrumb: Sendable, Equatable {
    // MARK: - Constants

    /// What goes between two titles.
    package static let separator = " › "
    private static let elision = "…"

    // MARK: - Properties

    /// The app's name, shown first, if any.
    package let appName: String?
    /// The titles from the root to the top.
    package let titles: [String]

    // MARK: - Initialization

    /// Creates a breadcrumb.
    /// - Parameters:
    ///   - appName: The app's name, first; none when nil.
    ///   - titles: The scenes' titles, root first.
    package init(appName: String? = nil, titles: [String]) {
        self.appName = appName
        self.titles = titles
    }

    // MARK: - Formatting

    /// The breadcrumb as text no wider than `maximumWidth` columns, when that can be done by eliding.
    /// - Parameter maximumWidth: The most columns it may take.
    package func text(maximumWidth: Int) -> String {
        let parts = ((appName.map { [$0] } ?? []) + titles).map(TerminalSanitizer.sanitize)
        let full = parts.joined(separator: Self.separator)
        guard DisplayWidth.of(full) > maximumWidth, parts.count > 2 else { return full }
        let head = Array(parts.prefix(appName == nil ? 1 : 2))
        var tail: [String] = []
        for part in parts.dropFirst(head.count).reversed() {
            let candidate = (head + [Self.elision] + [part] + tail).joined(separator: Self.separator)
            guard DisplayWidth.of(candidate) <= maximumWidth || tail.isEmpty else { break }
            tail.insert(part, at: 0)
        }
        let elided = tail.count < parts.count - head.count
        return (head + (elided ? [Self.elision] : []) + tail).joined(separator: Self.separator)
    }
}
