/// One scene on the navigation stack, with its identifier.
@MainActor
public struct NavigationEntry {
    // MARK: - Properties

    /// The entry's identifier, unique for the navigator's lifetime.
    public let id: EntryID
    /// The scene's view controller.
    public let scene: any Scene

    /// The scene's type name, such as `Accounts`.
    public var sceneName: String { type(of: scene).sceneName }
}
