public import Vipera

/// The scene a factory spy hands back: it only has a title, by default the name of the factory
/// method that made it, so a router test can see what was pushed.
@MainActor
public final class SpyScene: Scene {
    /// `SpyScene`.
    public nonisolated static let sceneName = "SpyScene"

    /// The scene's title.
    public let title: String

    /// Creates a scene titled `title`.
    public init(title: String) {
        self.title = title
    }
}
