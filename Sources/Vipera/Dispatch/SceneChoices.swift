/// The values a parse reads while a scene is on top, as one value rather than closures, so a
/// command's parse allocates nothing for them.
@MainActor
struct SceneChoices: @MainActor ChoiceSupplying {
    // MARK: - Properties

    /// The dispatcher whose globals, aliases and stack the names come from: one reference, so a
    /// parse retains one object for them rather than each of its parts.
    let dispatcher: CommandDispatcher
    let scene: (any Scene)?
    let keyed: (any KeyedChoiceScene)?

    // MARK: - ChoiceSupplying

    func choices(for source: ChoiceSource) -> [String] {
        switch source {
        case .commandNames:
            dispatcher.globals.index.allNames + (scene?.commandIndex.allNames ?? []) + dispatcher.aliases.allNames
        case .scenesBelowTop: dispatcher.navigator.namesBelowTop
        default: scene?.choices(for: source) ?? []
        }
    }

    func keys(for source: ChoiceSource) -> [String] {
        keyed?.choiceKeys(for: source) ?? []
    }
}
