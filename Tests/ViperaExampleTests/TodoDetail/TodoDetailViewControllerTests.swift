import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoDetail view controller")
struct TodoDetailViewControllerTests {
    private let console = CapturingConsole(width: 40)
    private let interactor = TodoDetailBusinessLogicSpy()
    private let router = TodoDetailRoutingLogicSpy()
    private let sut: TodoDetailViewController

    init() {
        sut = TodoDetailViewController(title: "Buy milk", console: console, interactor: interactor, router: router)
    }

    @Test func lifecycleAndCommands_becomeRequests() async {
        await sut.sceneDidLoad()
        await sut.handle(.rename("Buy oat milk"))
        await sut.handle(.priority(.high))
        await sut.handle(.toggle)
        await sut.handle(.note("secret"))
        await sut.handle(.delete)
        sut.sceneWillBeRemoved()

        #expect(
            interactor.calls == [
                .showTodo, .updateTodo(.init(change: .rename("Buy oat milk"))),
                .updateTodo(.init(change: .priority(.high))), .updateTodo(.init(change: .toggleDone)),
                .updateTodo(.init(change: .note("secret"))), .deleteTodo, .finish,
            ])
    }

    @Test func commandTable_parsesEveryCommand() throws {
        let table = sut.commands

        #expect(table.declarationProblems().isEmpty)
        #expect(try table.command(for: "rename Buy oat milk") == .rename("Buy oat milk"))
        #expect(try table.command(for: "prio HIGH") == .priority(.high))
        #expect(try table.command(for: "t") == .toggle)
        #expect(try table.command(for: "delete") == .delete)
        #expect(try table.command(for: "note door code 1234") == .note("door code 1234"))
        #expect(table.descriptors.first { $0.name == "note" }?.isSensitive == true)
        #expect(throws: CommandLineError.self) { try table.command(for: "priority urgent") }
    }

    @Test func displayTodo_rendersFieldsAndUpdatesTheTitle() {
        sut.displayTodo(
            .init(
                title: "Buy oat milk",
                fields: [.init(label: "Title", value: "Buy oat milk"), .init(label: "Priority", value: "normal")]
            ))

        #expect(console.output == lines("Title:    Buy oat milk", "Priority: normal"))
        #expect(sut.title == "Buy oat milk")
    }

    @Test func displayUpdatedTodo_rendersANotice() {
        sut.displayUpdatedTodo(.init(message: "Updated \"Buy milk\"."))

        #expect(console.output == "Updated \"Buy milk\".\n")
    }

    @Test func displayDeletedTodo_routesBack() {
        sut.displayDeletedTodo(.init(title: "Buy milk"))

        #expect(router.calls == [.routeBackToList])
        #expect(console.chunks.isEmpty)
    }

    @Test func displayDeletedTodo_whenRoutingFails_showsTheError() {
        router.routeBackToListError = .detached

        sut.displayDeletedTodo(.init(title: "Buy milk"))

        #expect(console.errorOutput == "error: this scene is no longer on screen\n")
    }
}
