/// What scaffolding cannot write for the user: the lines that wire the new scene into code the
/// user owns (the scene factory, a router that reaches it, the scenes catalogue).
struct ScaffoldInstructions {
    // MARK: - Properties

    let name: SceneName

    private var scene: String { name.value }

    // MARK: - Text

    var text: String {
        """
        Add the scene to your scene factory, in its protocol and its class:

            func make\(scene)() -> any Scene

            func make\(scene)() -> any Scene {
                let presenter = \(scene)Presenter()
                let interactor = \(scene)Interactor(
                    presenter: presenter, worker: \(scene)Worker(items: ["First item", "Second item"]))
                let router = \(scene)Router(navigator: navigator)
                let viewController = \(scene)ViewController(console: console, interactor: interactor, router: router)
                presenter.display = viewController
                router.dataStore = interactor
                return viewController
            }

        Reach it from another scene's router:

            func routeTo\(scene)() {
                navigator?.push(factory.make\(scene)())
            }

        List it in your scenes catalogue, if you keep one:

            SceneCatalogEntry(
                name: "\(scene)", purpose: \(scene).Strings.purpose,
                commands: \(scene)ViewController.commandTable.descriptors)

        """
    }
}
