/// One destination a scene declares: the case that names it, the scene it opens and the typed
/// input it passes, as the declaration writes them. ``SceneDestination/routes`` lists them, and a
/// scenes catalogue shows them.
public struct SceneRoute: Sendable, Equatable {
    // MARK: - Properties

    /// The destination's case, such as `accountDetail`.
    package let name: String
    /// The declared name of the scene it opens, such as `AccountDetail`.
    package let sceneName: String
    /// What it passes, as declared, such as `account: Account`; empty when it passes nothing.
    package let input: String

    // MARK: - Initialization

    /// A route to the scene named `sceneName`, declared as the case `name` carrying `input`.
    /// - Parameters:
    ///   - name: The destination's case.
    ///   - sceneName: The declared name of the scene it opens.
    ///   - input: The case's associated values, as written.
    public init(name: String, sceneName: String, input: String = "") {
        self.name = name
        self.sceneName = sceneName
        self.input = input
    }
}
