import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoList view controller")
struct TodoListViewControllerTests {
    private let console = CapturingConsole(width: 60)
    private let interactor = TodoListBusinessLogicSpy()
    private let router = TodoListRoutingLogicSpy()
    private let sut: TodoListViewController

    init() {
        sut = TodoListViewController(console: console, interactor: interactor, router: router)
    }

    private let list = TodoList.FetchTodos.ViewModel(
        heading: "Todos",
        summary: "2 open, 0 done",
        rows: [
            .init(number: "1", title: "Buy milk", priority: "normal", status: "open"),
            .init(number: "2", title: "Book flights", priority: "high", status: "open"),
        ],
        empty: nil
    )

    @Test func commands_becomeRequests() async {
        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        await sut.handle(.list(includeDone: true))
        await sut.handle(.add(title: "Call mum", priority: .high))
        await sut.handle(.open(ListItem(position: 2, name: "Book flights")))
        await sut.handle(.done(ListItem(position: 1, name: "Buy milk")))

        #expect(
            interactor.calls == [
                .fetchTodos(.init(includeDone: false)), .refreshTodos, .fetchTodos(.init(includeDone: true)),
                .addTodo(.init(title: "Call mum", priority: .high)), .selectTodo(.init(position: 2)),
                .completeTodo(.init(position: 1)),
            ])
    }

    @Test func commandTable_parsesEveryCommand() throws {
        sut.displayTodos(list)
        let table = sut.commands
        let command = { (line: String) throws -> TodoListCommand in
            try table.command(for: line, choices: self.sut.choices(for:))
        }

        #expect(table.declarationProblems().isEmpty)
        #expect(try command("ls -a") == .list(includeDone: true))
        #expect(try command("add Call mum -p high") == .add(title: "Call mum", priority: TodoPriority.high))
        #expect(try command("add Call") == .add(title: "Call", priority: TodoPriority.normal))
        #expect(try command("open book") == .open(ListItem(position: 2, name: "Book flights")))
        #expect(try command("done 1") == .done(ListItem(position: 1, name: "Buy milk", isNumber: true)))
        #expect(throws: CommandLineError.self) { try command("open 3") }
    }

    @Test func displayTodos_rendersHeadingSummaryAndTable() {
        sut.displayTodos(list)

        #expect(
            console.output
                == lines(
                    "Todos",
                    "2 open, 0 done",
                    "",
                    "#  Title         Priority  Status",
                    "-  ------------  --------  ------",
                    "1  Buy milk      normal    open",
                    "2  Book flights  high      open"
                ))
        #expect(sut.choices(for: TodoListViewController.titles) == ["Buy milk", "Book flights"])
        #expect(sut.choices(for: "other").isEmpty)
    }

    @Test func displayTodos_empty_rendersTheEmptyState() {
        sut.displayTodos(
            .init(
                heading: "Todos",
                summary: "0 open, 0 done",
                rows: [],
                empty: .init(title: "Nothing to do.", message: "Add something with 'add TITLE'.")
            ))

        #expect(
            console.output == lines("Todos", "0 open, 0 done", "", "Nothing to do.", "Add something with 'add TITLE'."))
        #expect(sut.choices(for: TodoListViewController.titles).isEmpty)
    }

    @Test func displayMessages_renderNotices() {
        sut.displayAddedTodo(.init(message: "Added \"X\"."))
        sut.displayCompletedTodo(.init(message: "Finished \"X\"."))
        sut.displayDetailResult(.init(message: "Deleted \"X\"."))

        #expect(console.output == lines("Added \"X\".", "Finished \"X\".", "Deleted \"X\"."))
    }

    @Test func displaySelectedTodo_routesToTheDetail() {
        sut.displaySelectedTodo(.init(title: "Buy milk"))

        #expect(router.calls == [.routeToTodoDetail])
        #expect(console.chunks.isEmpty)
    }

    @Test func displayError_writesToTheErrorStream() {
        sut.displayError(ErrorViewModel(message: "a todo needs a title", hint: "Type a few words."))

        #expect(console.output.isEmpty)
        #expect(console.errorOutput == lines("error: a todo needs a title", "  Type a few words."))
    }

    @Test func title_isTodos() {
        #expect(sut.title == "Todos")
        #expect(TodoListViewController.sceneName == "TodoList")
    }
}
