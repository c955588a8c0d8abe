import Testing
@_spi(Dispatch) import Vipera
import ViperaTesting

@testable import ViperaExample

/// The example app driven from lines of text to rendered output, as a session would.
@MainActor
@Suite("Todo app end to end")
struct TodoAppEndToEndTests {
    private let console = CapturingConsole(width: 60)
    private let navigator = Navigator()
    private let dispatcher: CommandDispatcher
    private let factory: TodoSceneFactory

    init() async {
        factory = TodoSceneFactory(
            store: InMemoryTodoStore(todos: Fixtures.all), console: console, navigator: navigator)
        dispatcher = CommandDispatcher(navigator: navigator, console: console)
        navigator.push(factory.makeTodoList())
        await navigator.completeTransitions()
    }

    private func run(_ line: String) async -> (CommandOutcome, output: String, errors: String) {
        console.clear()
        let result = await dispatcher.dispatch(line)
        return (result, console.output, console.errorOutput)
    }

    @Test func start_showsTheOpenTodos() {
        #expect(
            console.output
                == lines(
                    "Todos",
                    "2 open, 1 done",
                    "",
                    "#  Title         Priority  Status",
                    "-  ------------  --------  ------",
                    "1  Buy milk      normal    open",
                    "2  Book flights  high      open"
                ))
    }

    @Test func addingATodo_confirmsAndShowsTheNewList() async {
        let (result, output, errors) = await run(#"add "Call mum" --priority high"#)

        #expect(result == .succeeded)
        #expect(errors.isEmpty)
        #expect(
            output
                == lines(
                    "Added \"Call mum\".",
                    "Todos",
                    "3 open, 1 done",
                    "",
                    "#  Title         Priority  Status",
                    "-  ------------  --------  ------",
                    "1  Buy milk      normal    open",
                    "2  Book flights  high      open",
                    "3  Call mum      high      open"
                ))
    }

    @Test func openingRenamingAndGoingBack_updatesTheListAndBreadcrumb() async {
        let opened = await run("open book")
        #expect(opened.output == lines("Title:    Book flights", "Priority: high", "Status:   open"))
        #expect(navigator.breadcrumb == ["Todos", "Book flights"])

        let renamed = await run("rename Book trains")
        #expect(
            renamed.output
                == lines(
                    "Updated \"Book trains\".",
                    "Title:    Book trains",
                    "Priority: high",
                    "Status:   open"
                ))
        #expect(navigator.breadcrumb == ["Todos", "Book trains"])

        let back = await run("back")
        #expect(
            back.output
                == lines(
                    "Todos",
                    "2 open, 1 done",
                    "",
                    "#  Title        Priority  Status",
                    "-  -----------  --------  ------",
                    "1  Buy milk     normal    open",
                    "2  Book trains  high      open"
                ))
        #expect(navigator.breadcrumb == ["Todos"])
    }

    @Test func deletingInTheDetail_returnsToTheListWithANotice() async {
        _ = await run("open 1")

        let (result, output, _) = await run("delete")

        #expect(result == .succeeded)
        #expect(
            output
                == lines(
                    "Deleted \"Buy milk\".",
                    "Todos",
                    "1 open, 1 done",
                    "",
                    "#  Title         Priority  Status",
                    "-  ------------  --------  ------",
                    "1  Book flights  high      open"
                ))
        #expect(navigator.breadcrumb == ["Todos"])
    }

    @Test func finishingEverything_showsTheEmptyState() async {
        _ = await run("done 1")
        let (_, output, _) = await run("done 1")

        #expect(
            output.hasSuffix(
                lines(
                    "Todos",
                    "0 open, 3 done",
                    "",
                    "Nothing to do.",
                    "Everything is done. Type 'list --all' to see finished todos."
                )))
    }

    @Test func mistakes_areReportedAndChangeNothing() async {
        let unknown = await run("opne 1")
        let outOfRange = await run("open 7")
        let badChoice = await run("add Thing -p urgent")
        let emptyTitle = await run(#"add " ""#)

        // A line that does not parse is refused; a title the scene's rules refuse fails as it runs
        #expect([unknown.0, outOfRange.0, badChoice.0].allSatisfy { if case .refused = $0 { true } else { false } })
        #expect(
            emptyTitle.0
                == .failed(
                    ErrorViewModel(message: "a todo needs a title", hint: "Type a few words, such as: add Buy milk")))
        #expect(
            unknown.errors
                == lines(
                    "error: unknown command 'opne'",
                    "opne 1",
                    "^~~~",
                    "  Did you mean 'open'? Type 'help' to see the commands."
                ))
        #expect(
            outOfRange.errors
                == lines(
                    "error: TODO must be a number from 1 to 2 or the start of a",
                    "       name, not '7'",
                    "open 7",
                    "     ^",
                    "  usage: open TODO"
                ))
        #expect(
            badChoice.errors
                == lines(
                    "error: --priority must be one of high, normal, low, not",
                    "       'urgent'",
                    "add Thing -p urgent",
                    "             ^~~~~~",
                    "  usage: add TITLE... [--priority high|normal|low]"
                ))
        #expect(emptyTitle.errors == lines("error: a todo needs a title", "  Type a few words, such as: add Buy milk"))
        #expect(navigator.breadcrumb == ["Todos"])
    }

    @Test func completion_offersTheTitlesShown() {
        #expect(dispatcher.completions(for: "open b").candidates == ["Book flights", "Buy milk"])
        #expect(dispatcher.completions(for: "add x -p ").candidates == ["high", "low", "normal"])
    }

    /// Weak references to the four objects of the scene on top.
    private struct WeakDetailParts {
        weak var scene: TodoDetailViewController?
        weak var interactor: TodoDetailInteractor?
        weak var presenter: TodoDetailPresenter?
        weak var router: TodoDetailRouter?

        @MainActor
        var allReleased: Bool { scene == nil && interactor == nil && presenter == nil && router == nil }
        @MainActor
        var allAlive: Bool { scene != nil && interactor != nil && presenter != nil && router != nil }
    }

    private func weakPartsOfTopDetail() -> WeakDetailParts {
        let scene = navigator.top?.scene as? TodoDetailViewController
        let interactor = scene?.interactor as? TodoDetailInteractor
        return WeakDetailParts(
            scene: scene,
            interactor: interactor,
            presenter: interactor?.presenter as? TodoDetailPresenter,
            router: scene?.router as? TodoDetailRouter
        )
    }

    @Test(arguments: ["back", "home", "delete"])
    func poppedDetail_releasesEveryPart(leaving: String) async {
        // Given a detail scene opened through the factory
        _ = await run("open 1")
        let parts = weakPartsOfTopDetail()
        #expect(parts.allAlive)

        // When the user leaves it
        _ = await run(leaving)

        // Then the view controller, interactor, presenter and router are all gone
        #expect(parts.allReleased)
    }

    @Test func factory_wiresTheListsParts() throws {
        let list = factory.makeTodoList()
        let interactor = try #require(list.interactor as? TodoListInteractor)
        let presenter = try #require(interactor.presenter as? TodoListPresenter)
        let router = try #require(list.router as? TodoListRouter)

        #expect(presenter.display === list)
        #expect(router.dataStore === interactor)
        #expect(router.detailDelegate === interactor)
        #expect(router.navigator === navigator)
    }
}
