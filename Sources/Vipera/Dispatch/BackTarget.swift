/// Where `back` goes: some scenes down the stack, or to the nearest scene of a name.
enum BackTarget: Equatable, Sendable {
    // MARK: - Constants

    /// The word before a scene's name: `back to accounts`.
    static let toWord = "to"

    // MARK: - Cases

    /// Down this many scenes.
    case steps(Int)
    /// To the nearest scene below the top with this name.
    case scene(String)

    // MARK: - Initialization

    /// The target of `back STEPS` or `back to SCENE`; plain `back` goes one scene down.
    init(steps: String?, scene: String?) throws(CommandValidationError) {
        switch (steps, scene) {
        case (nil, _):
            self = .steps(1)
        case (Self.toWord?, let scene?):
            self = .scene(scene)
        case (Self.toWord?, nil):
            throw CommandValidationError(Strings.Help.sceneMissing)
        case (let steps?, let scene):
            guard let count = Int(steps), count >= 1 else { throw CommandValidationError(Strings.Help.stepsNotANumber) }
            guard scene == nil else { throw CommandValidationError(Strings.Help.sceneWithoutTo) }
            self = .steps(count)
        }
    }
}
