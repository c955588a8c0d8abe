/// How the scaffolder was run, so the next step it suggests is typed the same way.
public enum ScaffoldInvocation: Sendable {
    /// `vipera new-scene …`, the tool itself.
    case tool
    /// `swift package --allow-writing-to-package-directory new-scene …`, through the package's plugin.
    case plugin

    // MARK: - Commands

    /// The words that run the scaffolder's `verb` (`new-scene`, `new-command`) this way.
    public func command(_ verb: String) -> String {
        switch self {
        case .tool: "vipera \(verb)"
        case .plugin: "swift package --allow-writing-to-package-directory \(verb)"
        }
    }
}
