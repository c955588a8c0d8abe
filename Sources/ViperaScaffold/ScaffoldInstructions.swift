/// What scaffolding leaves to the user once the scene is written and its factory method added:
/// reaching the scene, and its commands.
struct ScaffoldInstructions {
    // MARK: - Properties

    let name: SceneName
    let target: String
    let kind: SceneKind
    let invocation: ScaffoldInvocation

    private var scene: String { name.value }

    /// The factory method's arguments as called, and the destination case's input.
    private var input: (call: String, declared: String, passed: String) {
        switch kind {
        case .list, .form: ("", "", "")
        case .detail: ("item:", "(item: String)", "(item: …)")
        }
    }

    // MARK: - Text

    var text: String {
        let factory = FactoryWiring(target: target).factoryName
        return """
            \(factory).make\(scene)(\(input.call)) builds the scene. Start the REPL on it, or reach it from
            another scene: add a case named for it, with the input it is built from, to that scene's
            destination enum,

                case \(name.caseName)\(input.declared)

            and open it from that scene's router with `navigate(to: .\(name.caseName)\(input.passed))`. The enum
            then conforms to `SceneDestination` instead of `EmptySceneDestination`: its `routes` list
            the case, `SceneRoute(name: "\(name.caseName)", sceneName: \(scene)ViewController.sceneName, input: "\(input.declared.dropFirst().dropLast())")`,
            and its `route` says which one a value is. The compiler then asks the factory to build it:
            a `make(_:)` that switches over those destinations, given to the router as
            `SceneBuilder(make)`.

            Add commands with `\(invocation.command("new-command")) \(scene) NAME --summary TEXT --target \(target)`.

            """
    }
}
