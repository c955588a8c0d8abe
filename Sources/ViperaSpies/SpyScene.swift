public import Vipera

/// The scene a spy hands back for one it was asked to build: it only has a title, the name of the
/// spied method or the destination's case that made it, so a router test can see what was pushed.
@MainActor
public final class SpyScene: Scene {
    /// `SpyScene`.
    public nonisolated static let sceneName = "SpyScene"

    /// The scene's title.
    public let title: String

    /// Creates a scene titled `title`.
    /// - Parameter title: The scene's title in the breadcrumb.
    public init(title: String) {
        self.title = title
    }
}
