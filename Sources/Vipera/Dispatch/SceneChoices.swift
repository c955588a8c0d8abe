/// The values a parse reads while a scene is on top, as one value rather than closures, so a
/// command's parse allocates nothing for them.
@MainActor
struct SceneChoices: @MainActor ChoiceSupplying {
    // MARK: - Properties

    let scene: (any Scene)?
    let keyed: (any KeyedChoiceScene)?
    let globals: CommandIndex
    let aliases: CommandIndex
    let navigator: Navigator

    // MARK: - ChoiceSupplying

    func choices(for source: ChoiceSource) -> [String] {
        switch source {
        case .commandNames: globals.allNames + (scene?.commandIndex.allNames ?? []) + aliases.allNames
        case .scenesBelowTop: navigator.namesBelowTop
        default: scene?.choices(for: source) ?? []
        }
    }

    func keys(for source: ChoiceSource) -> [String] {
        keyed?.choiceKeys(for: source) ?? []
    }

    /// What the scene says about each of its values, when it describes them.
    func descriptions(for source: ChoiceSource) -> [String] {
        (scene as? any DescribedChoiceScene)?.choiceDescriptions(for: source) ?? []
    }
}
