/// What scaffolding leaves to the user once the scene is written and its factory method added:
/// reaching the scene, and its commands.
struct ScaffoldInstructions {
    // MARK: - Properties

    let name: SceneName
    let target: String

    private var scene: String { name.value }

    // MARK: - Text

    var text: String {
        let wiring = FactoryWiring(name: name, target: target)
        let factory = wiring.factoryName
        return """
            \(factory).make\(scene)() builds the scene. Start the REPL on it, or reach it from another
            scene's router, which holds the factory as `let factory: any \(wiring.protocolName)`:

                func routeTo\(scene)() {
                    navigator?.push(factory.make\(scene)())
                }

            Add commands with `vipera new-command \(scene) NAME --summary TEXT --target \(target)`.

            """
    }
}
