/// What scaffolding leaves to the user once the scene is written and its factory method added:
/// reaching the scene, and its commands.
struct ScaffoldInstructions {
    // MARK: - Properties

    let name: SceneName
    let target: String
    let invocation: ScaffoldInvocation

    private var scene: String { name.value }

    // MARK: - Text

    var text: String {
        let factory = FactoryWiring(name: name, target: target).factoryName
        return """
            \(factory).make\(scene)() builds the scene. Start the REPL on it, or reach it from
            another scene: add a case named for it, with the input it is built from, to that scene's
            destination enum,

                case \(name.caseName)

            and open it from that scene's router with `navigate(to: .\(name.caseName))`. The compiler then
            asks the factory to build it: a `make(_:)` that switches over those destinations, given to
            the router as `SceneBuilder(make)`.

            Add commands with `\(invocation.command("new-command")) \(scene) NAME --summary TEXT --target \(target)`.

            """
    }
}
