import Foundation
import Testing
import ViperaScaffold

@Suite("Command scaffold")
struct CommandScaffoldTests {
    private let package: URL

    init() throws {
        package = FileManager.default.temporaryDirectory.appending(path: "vipera-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: package.appending(path: "Sources/App"), withIntermediateDirectories: true)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: package.appending(path: path), encoding: .utf8)
    }

    private func openBook(summary: String = "Show one book") throws -> CommandScaffold {
        CommandScaffold(
            scene: try SceneName("Books"), command: try CommandName("open"),
            arguments: [try CommandArgument("BOOK:item:The book's number or title")], summary: summary,
            target: "App")
    }

    private func snapshot() throws -> [String: String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: package.path).filter { $0.hasSuffix(".swift") }
        return try Dictionary(uniqueKeysWithValues: paths.map { ($0, try text($0)) })
    }

    @Test func aCommand_isAddedToEveryPartOfAScaffoldedScene_withATestForEachLayer() throws {
        // Given a scaffolded scene
        try SceneScaffold(name: SceneName("Books"), target: "App").write(into: package)

        // When
        let written = try openBook().write(into: package)

        // Then
        #expect(written.created == ["Tests/AppTests/Books/BooksOpenTests.swift"])
        #expect(written.updated.contains("Sources/App/Books/BooksModels.swift"))
        #expect(written.updated.filter { $0.hasPrefix("Tests/") } == ["Tests/AppTests/Books/BooksSpies.swift"])
        #expect(!written.instructions.contains("choices(for:)"))
        let models = try text("Sources/App/Books/BooksModels.swift")
        #expect(
            models.contains(
                "enum Open {\n        struct Request: Sendable, Equatable {\n            let book: Int"))
        #expect(models.contains("    case open(book: ListItem)\n}"))
        let strings = try text("Sources/App/Strings+Books.swift")
        #expect(strings.contains("static let openSummary = \"Show one book\""))
        #expect(strings.contains("static let openBookArgument = \"The book's number or title\""))
        let viewController = try text("Sources/App/Books/BooksViewController.swift")
        #expect(viewController.contains("    func displayOpen(_ viewModel: Books.Open.ViewModel)\n}"))
        #expect(
            viewController.contains(
                "case .open(let book):\n            await interactor.open(Books.Open.Request(book: book.position))"))
        #expect(
            viewController.contains(
                "TypedParameter.item(\"BOOK\", from: shownItems, Strings.Books.openBookArgument)"))
        #expect(viewController.contains("CommandSpec(\"open\", summary: Strings.Books.openSummary, openBook) {"))
        #expect(
            try text("Sources/App/Books/BooksInteractor.swift").contains(
                "func open(_ request: Books.Open.Request) async"))
        #expect(
            try text("Sources/App/Books/BooksPresenter.swift").contains(
                "func presentOpen(_ response: Books.Open.Response)"))
        let test = try text("Tests/AppTests/Books/BooksOpenTests.swift")
        #expect(test.contains("table.command(for: \"open 1\""))
        #expect(test.contains("let sut = BooksInteractor("))
        #expect(test.contains("let viewModel = Books.Open.ViewModel(summary: Strings.Books.openSummary, book: \"1\")"))
        let spies = try text("Tests/AppTests/Books/BooksSpies.swift")
        #expect(spies.contains("        case fetchItems\n        case open(Books.Open.Request)\n    }"))
        #expect(
            spies.contains(
                "    func open(_ request: Books.Open.Request) async {\n        calls.append(.open(request))\n    }\n}"))
        #expect(spies.contains("        case presentOpen(Books.Open.Response)\n    }"))
        #expect(spies.contains("        case displayOpen(Books.Open.ViewModel)\n    }"))
    }

    @Test func aCommandThatChangesDataOrWritesFiles_declaresIt_andItsTestChecksTheDeclaration() throws {
        // Given a scaffolded scene
        try SceneScaffold(name: SceneName("Books"), target: "App").write(into: package)

        // When a command that changes data and one that does both are added
        for (name, effects) in [("archive", ScaffoldedEffects.changesData), ("export", [.changesData, .writesFiles])] {
            try CommandScaffold(
                scene: try SceneName("Books"), command: try CommandName(name), arguments: [], summary: "Do it",
                effects: effects, target: "App"
            ).write(into: package)
        }

        // Then the table declares each one's effects, and each test expects them
        let viewController = try text("Sources/App/Books/BooksViewController.swift")
        #expect(
            viewController.contains("summary: Strings.Books.archiveSummary, effects: .changesData, command: .archive)"))
        #expect(viewController.contains("effects: [.changesData, .writesFiles], command: .export)"))
        #expect(
            try text("Tests/AppTests/Books/BooksArchiveTests.swift").contains(
                "$0.name == \"archive\" }?.effects == [.changesData])"))
        #expect(
            try text("Tests/AppTests/Books/BooksExportTests.swift").contains(
                "$0.name == \"export\" }?.effects == [.changesData, .writesFiles])"))
    }

    @Test func aCommandWithoutArguments_asksForNothing_soItsUseCaseHasNoRequest() throws {
        // Given a scaffolded scene
        try SceneScaffold(name: SceneName("Books"), target: "App").write(into: package)
        let shuffle = CommandScaffold(
            scene: try SceneName("Books"), command: try CommandName("shuffle"), arguments: [],
            summary: "Shuffle the books", target: "App")

        // When
        try shuffle.write(into: package)

        // Then the use case starts at its Response, and every layer calls it without one
        let models = try text("Sources/App/Books/BooksModels.swift")
        #expect(models.contains("enum Shuffle {\n        struct Response: Sendable, Equatable {\n        }"))
        #expect(!models.contains("struct Request"))
        #expect(
            try text("Sources/App/Books/BooksViewController.swift").contains(
                "case .shuffle:\n            await interactor.shuffle()\n"))
        let interactor = try text("Sources/App/Books/BooksInteractor.swift")
        #expect(interactor.contains("    func shuffle() async\n"))
        #expect(
            interactor.contains(
                "    func shuffle() async {\n        presenter.presentShuffle(Books.Shuffle.Response())"))
        let test = try text("Tests/AppTests/Books/BooksShuffleTests.swift")
        #expect(test.contains("let response = Books.Shuffle.Response()\n\n        await sut.shuffle()\n"))
        #expect(try text("Tests/AppTests/Books/BooksSpies.swift").contains("    func shuffle() async {\n"))
    }

    @Test func aCommandInADetailScene_buildsTheInteractorFromItsItem_asTheScenesOwnTestDoes() throws {
        // Given a detail scene, whose interactor is built from the item it shows
        try SceneScaffold(name: SceneName("BookDetail"), target: "App", kind: .detail).write(into: package)
        let rename = CommandScaffold(
            scene: try SceneName("BookDetail"), command: try CommandName("rename"),
            arguments: [try CommandArgument("TITLE:words")], summary: "Rename the book", effects: [.changesData],
            target: "App")

        // When
        let written = try rename.write(into: package)

        // Then
        let test = try text("Tests/AppTests/BookDetail/BookDetailRenameTests.swift")
        #expect(test.contains("let sut = BookDetailInteractor(item: \"First\", presenter: presenter, worker: worker)"))
        #expect(
            try text("Sources/App/BookDetail/BookDetailViewController.swift").contains(
                "case .rename(let title):\n            await interactor.rename(BookDetail.Rename.Request(title: title))"
            ))
        #expect(written.instructions.contains("BookDetailInteractor.rename(_:) its logic"))
    }

    @Test func aSceneWithItsStringsInItsModels_getsTheCommandsStringsThere() throws {
        // Given a scene whose strings live in its models, as scenes scaffolded before did
        try SceneScaffold(name: SceneName("Books"), target: "App").write(into: package)
        try FileManager.default.removeItem(at: package.appending(path: "Sources/App/Strings+Books.swift"))
        let models = try text("Sources/App/Books/BooksModels.swift").replacingOccurrences(
            of: "enum Books {\n",
            with: "enum Books {\n    enum Strings {\n        static let title = \"Books\"\n    }\n\n")
        try Data(models.utf8).write(to: package.appending(path: "Sources/App/Books/BooksModels.swift"))

        // And no list of shown names for an item to pick from
        let viewControllerPath = "Sources/App/Books/BooksViewController.swift"
        let viewController = try text(viewControllerPath).replacingOccurrences(
            of: "nonisolated static let shownItems: ChoiceSource = \"books\"", with: "")
        try Data(viewController.utf8).write(to: package.appending(path: viewControllerPath))

        // When
        let written = try openBook().write(into: package)

        // Then the item gets a list of its own, and the author is told to offer its values
        #expect(try text(viewControllerPath).contains("static let openBookChoices: ChoiceSource = \"books-book\""))
        #expect(written.instructions.contains("BooksViewController.openBookChoices"))
        #expect(
            try text("Sources/App/Books/BooksModels.swift").contains(
                "        static let openSummary = \"Show one book\"\n"))
        #expect(try text("Sources/App/Books/BooksViewController.swift").contains("summary: Books.Strings.openSummary"))
    }

    @Test func aCommand_isAddedToVbanksAccountsScene_andItsTestBuildsTheLayersAsTheScenesTestsDo() throws {
        // Given a copy of vbank's accounts scene, its strings and its layer tests
        let files = [
            "Sources/BankScenes/Strings+Accounts.swift", "Tests/BankScenesTests/Accounts/AccountsInteractorTests.swift",
            "Tests/BankScenesTests/Accounts/AccountsPresenterTests.swift",
        ]
        let parts = ["Models", "ViewController", "Interactor", "Presenter", "Router", "Worker"]
        for path in files + parts.map({ "Sources/BankScenes/Accounts/Accounts\($0).swift" }) {
            let copy = package.appending(path: path)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Repository.root.appending(path: path), to: copy)
        }
        let nickname = CommandScaffold(
            scene: try SceneName("Accounts"), command: try CommandName("nickname"),
            arguments: [try CommandArgument("ACCOUNT:item"), try CommandArgument("NAME:words:The nickname")],
            summary: "Give an account a nickname", target: "BankScenes")

        // When
        try nickname.write(into: package)

        // Then the strings go beside vbank's, and the test builds the presenter with its formatting
        #expect(try text("Sources/BankScenes/Strings+Accounts.swift").contains("static let nicknameSummary"))
        #expect(
            try text("Sources/BankScenes/Accounts/AccountsModels.swift").contains(
                "case nickname(account: ListItem, name: String)"))
        let test = try text("Tests/BankScenesTests/Accounts/AccountsNicknameTests.swift")
        #expect(test.contains("let sut = AccountsPresenter(formatting: formatting)"))
        #expect(
            test.contains(
                "let sut = AccountsInteractor(presenter: presenter, worker: worker, calendar: calendar, "
                    + "requestKeys: .seeded(1))"))
    }

    @Test func anExistingCommand_orAMissingDeclaration_writesNothing() throws {
        // Given a scene that already has `open`
        try SceneScaffold(name: SceneName("Books"), target: "App").write(into: package)
        try openBook().write(into: package)
        let before = try snapshot()

        // Then adding it again is refused, and nothing changes
        #expect(throws: ScaffoldError.commandExists("open", scene: "Books")) { try openBook().write(into: package) }
        #expect(try snapshot() == before)

        // And a view controller without its switch refuses a new command, changing nothing
        let path = "Sources/App/Books/BooksViewController.swift"
        let edited = try text(path).replacingOccurrences(of: "switch command {", with: "if true {")
        try Data(edited.utf8).write(to: package.appending(path: path))
        let unchanged = try snapshot()
        let close = CommandScaffold(
            scene: try SceneName("Books"), command: try CommandName("close"), arguments: [], summary: "Close",
            target: "App")
        #expect(throws: ScaffoldError.anchorMissing(path: path, anchor: "switch command {")) {
            try close.write(into: package)
        }
        #expect(try snapshot() == unchanged)
    }

    @Test func badNamesAndArguments_areRefusedWithAReason() throws {
        #expect(throws: ScaffoldError.self) { try CommandName("Open") }
        #expect(throws: ScaffoldError.self) { try CommandName("two words") }
        #expect(throws: ScaffoldError.self) { try CommandArgument("book:item") }
        #expect(throws: ScaffoldError.self) { try CommandArgument("BOOK:date") }
        #expect(throws: ScaffoldError.self) { try CommandArgument("BOOK") }
        #expect(try CommandName("toggle-balances").member == "toggleBalances")
        #expect(try CommandArgument("N:integer").help == "A whole number")
    }

    @Test func aMissingScene_isRefused() throws {
        #expect(throws: ScaffoldError.missingScene("Books", folder: "Sources/App/Books")) {
            try openBook().write(into: package)
        }
    }
}
