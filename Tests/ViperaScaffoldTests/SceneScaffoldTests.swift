import Foundation
import Testing
import ViperaScaffold

@Suite("Scene scaffold")
struct SceneScaffoldTests {
    private let package: URL

    init() throws {
        package = FileManager.default.temporaryDirectory.appending(path: "vipera-scaffold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: package.appending(path: "Sources/App"), withIntermediateDirectories: true)
    }

    private func scaffold(_ name: String = "AccountDetail", kind: SceneKind = .list) throws -> SceneScaffold {
        try SceneScaffold(name: SceneName(name), target: "App", kind: kind)
    }

    @Test(arguments: SceneKind.allCases)
    func files_areTheSixPartsTheFiveLayerTestsAndTheirSpies_byTheNamingConvention(kind: SceneKind) throws {
        // When
        let paths = try scaffold(kind: kind).files.map(\.path)

        // Then
        #expect(
            paths == [
                "Sources/App/AccountDetail/AccountDetailModels.swift",
                "Sources/App/AccountDetail/AccountDetailViewController.swift",
                "Sources/App/AccountDetail/AccountDetailInteractor.swift",
                "Sources/App/AccountDetail/AccountDetailPresenter.swift",
                "Sources/App/AccountDetail/AccountDetailRouter.swift",
                "Sources/App/AccountDetail/AccountDetailWorker.swift",
                "Sources/App/Strings+AccountDetail.swift",
                "Tests/AppTests/AccountDetail/AccountDetailViewControllerTests.swift",
                "Tests/AppTests/AccountDetail/AccountDetailInteractorTests.swift",
                "Tests/AppTests/AccountDetail/AccountDetailPresenterTests.swift",
                "Tests/AppTests/AccountDetail/AccountDetailRouterTests.swift",
                "Tests/AppTests/AccountDetail/AccountDetailWorkerTests.swift",
                "Tests/AppTests/AccountDetail/AccountDetailSpies.swift",
            ])
    }

    @Test(arguments: SceneKind.allCases)
    func eachLayer_declaresItsProtocolAndMarkSections_inPlainSwift_withASpyForEachProtocol(kind: SceneKind) throws {
        // Given
        let files = Dictionary(uniqueKeysWithValues: try scaffold(kind: kind).files.map { ($0.path, $0.contents) })
        let folder = "Sources/App/AccountDetail/AccountDetail"
        let spies = files["Tests/AppTests/AccountDetail/AccountDetailSpies.swift"] ?? ""

        // Then
        let protocols = [
            ("ViewController", "AccountDetailDisplayLogic"), ("Interactor", "AccountDetailBusinessLogic"),
            ("Presenter", "AccountDetailPresentationLogic"), ("Router", "AccountDetailRoutingLogic"),
            ("Worker", "AccountDetailWorkingLogic"),
        ]
        for (part, name) in protocols {
            #expect(files["\(folder)\(part).swift"]?.contains("protocol \(name): ") == true, "\(part) declares \(name)")
            #expect(spies.contains("final class \(name)Spy: \(name) {"), "a spy of \(name)")
            #expect(files["\(folder)\(part).swift"]?.contains("    // MARK: - Properties\n") == true, "\(part)")
        }
        #expect(files["\(folder)Models.swift"]?.contains("enum AccountDetail {") == true)
        #expect(
            files["\(folder)Router.swift"]?.contains("enum AccountDetailDestination: EmptySceneDestination {") == true)
        #expect(
            files["Sources/App/Strings+AccountDetail.swift"]?.contains("static let title = \"Account detail\"") == true)
        for part in ["ViewController", "Interactor", "Router"] {
            #expect(files["\(folder)\(part).swift"]?.contains("    // MARK: - Initialization\n") == true, "\(part)")
        }
        for (path, contents) in files {
            for macro in ["@Spyable", "@MemberwiseInit", "@Destinations", "@TableRow", "ViperaSpyable"] {
                #expect(!contents.contains(macro), "\(path) needs the macros: \(macro)")
            }
        }
    }

    @Test func aDetailScene_isBuiltFromItsItem_inTheFactory_theInteractorAndTheInstructions() throws {
        // Given
        let scaffold = try scaffold("BookDetail", kind: .detail)

        // When
        try scaffold.write(into: package)

        // Then
        let factory = try String(
            contentsOf: package.appending(path: "Sources/App/AppSceneFactory.swift"), encoding: .utf8)
        #expect(factory.contains("public func makeBookDetail(item: String) -> any Scene {"))
        #expect(factory.contains("BookDetailInteractor(item: item, presenter: presenter, worker: worker)"))
        let interactor = try String(
            contentsOf: package.appending(path: "Sources/App/BookDetail/BookDetailInteractor.swift"), encoding: .utf8)
        #expect(interactor.contains("protocol BookDetailDataStore: DataStore {\n    var item: String { get }\n}"))
        #expect(!interactor.contains("fetchItems"))
        let instructions = scaffold.instructions(for: .tool)
        #expect(instructions.contains("AppSceneFactory.makeBookDetail(item:) builds the scene."))
        #expect(instructions.contains("    case bookDetail(item: String)\n"))
    }

    @Test func aFormScene_fillsADraftPieceByPiece_andOnlyConfirmChangesData() throws {
        // Given
        let files = Dictionary(
            uniqueKeysWithValues: try scaffold("Loan", kind: .form).files.map { ($0.path, $0.contents) })

        // Then
        let viewController = files["Sources/App/Loan/LoanViewController.swift"] ?? ""
        for command in ["title", "note", "review", "discard"] {
            #expect(viewController.contains("CommandSpec(\"\(command)\", summary: Strings.Loan.\(command)Summary"))
        }
        #expect(
            viewController.contains(
                "\"confirm\", summary: Strings.Loan.confirmSummary, effects: .changesData, command: .confirm)"))
        let interactor = files["Sources/App/Loan/LoanInteractor.swift"] ?? ""
        #expect(interactor.contains("let entry = try draft.entry()\n            try await worker.save(entry)"))
        let spies = files["Tests/AppTests/Loan/LoanSpies.swift"] ?? ""
        #expect(spies.contains("var saveError: (any Error)?"))
    }

    @Test(arguments: SceneKind.allCases)
    func generatedCode_usesNoForbiddenShortcuts(kind: SceneKind) throws {
        for file in try scaffold(kind: kind).files {
            for forbidden in ["try!", "as!", "print(", "Task {", "unowned", "fatalError"] {
                #expect(!file.contents.contains(forbidden), "\(file.path) uses \(forbidden)")
            }
        }
    }

    @Test func writing_createsEveryFileWithItsContents() throws {
        // Given
        let scaffold = try scaffold()

        // When
        let written = try scaffold.write(into: package)

        // Then
        #expect(written == scaffold.files.map(\.path) + ["Sources/App/Strings.swift"])
        for file in scaffold.files {
            let contents = try String(contentsOf: package.appending(path: file.path), encoding: .utf8)
            #expect(contents == file.contents)
        }
        let factory = try String(
            contentsOf: package.appending(path: "Sources/App/AppSceneFactory.swift"), encoding: .utf8)
        #expect(factory.contains("public final class AppSceneFactory {"))
        #expect(
            factory.contains(
                "let router = AccountDetailRouter(scenes: SceneBuilder.noDestinations, navigator: navigator)"))
    }

    @Test func aSecondScene_isAddedToTheFactory_andTheStringsAreLeftAlone() throws {
        // Given a first scene, and so a factory and the module's Strings
        try scaffold("Books").write(into: package)
        let strings = try String(contentsOf: package.appending(path: "Sources/App/Strings.swift"), encoding: .utf8)

        // When
        let written = try scaffold("BookDetail").write(into: package)

        // Then
        #expect(!written.contains("Sources/App/Strings.swift"))
        #expect(
            try String(contentsOf: package.appending(path: "Sources/App/Strings.swift"), encoding: .utf8) == strings)
        let factory = try String(
            contentsOf: package.appending(path: "Sources/App/AppSceneFactory.swift"), encoding: .utf8)
        #expect(factory.contains("public func makeBooks() -> any Scene {"))
        #expect(factory.contains("public func makeBookDetail() -> any Scene {"))
        let catalogued = factory.components(separatedBy: "SceneCatalogEntry(\n            name: ").dropFirst()
        #expect(
            catalogued.map { String($0.prefix { $0 != "." }) } == ["BooksViewController", "BookDetailViewController"])
        #expect(throws: ScaffoldError.self) { try scaffold("BookDetail").write(into: package) }
    }

    @Test func aSceneAddedToAFactoryWithDestinations_goesBesideTheOtherScenes() throws {
        // Given a factory that builds a scene's destinations after its scenes
        try scaffold("Books").write(into: package)
        let path = package.appending(path: "Sources/App/AppSceneFactory.swift")
        let destinations =
            "    // MARK: - Destinations\n\n    func make(_ destination: BooksDestination) -> any Scene {}\n"
        let grown = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(
            of: "        return scene\n    }\n}", with: "        return scene\n    }\n\n" + destinations + "}")
        try Data(grown.utf8).write(to: path)

        // When
        try scaffold("BookDetail").write(into: package)

        // Then the new scene is before that section, a blank line either side
        let factory = try String(contentsOf: path, encoding: .utf8)
        #expect(
            factory.contains(
                "        return scene\n    }\n\n    /// The book detail scene.\n    public func makeBookDetail() -> any Scene {"
            ))
        #expect(factory.contains("        return scene\n    }\n\n" + destinations + "}"))
    }

    @Test func writing_whenAFileExists_writesNothingAndSaysWhich() throws {
        // Given
        let folder = package.appending(path: "Sources/App/AccountDetail")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appending(path: "AccountDetailWorker.swift"))

        // When / Then
        #expect(throws: ScaffoldError.fileExists("Sources/App/AccountDetail/AccountDetailWorker.swift")) {
            try scaffold().write(into: package)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["AccountDetailWorker.swift"])
        #expect(try String(contentsOf: folder.appending(path: "AccountDetailWorker.swift"), encoding: .utf8) == "mine")
        #expect(!FileManager.default.fileExists(atPath: package.appending(path: "Tests").path))
    }

    @Test func writing_intoAMissingTarget_isRefused() throws {
        // Given
        let scaffold = try SceneScaffold(name: SceneName("Greeting"), target: "Elsewhere")

        // When / Then
        #expect(throws: ScaffoldError.missingTarget(name: "Elsewhere", folder: "Sources/Elsewhere")) {
            try scaffold.write(into: package)
        }
    }

    @Test(arguments: ["", "../Outside", ".hidden", "A/B"])
    func aTargetNameThatIsNotAFolderName_isRefused(target: String) {
        #expect(throws: ScaffoldError.missingTarget(name: target, folder: "Sources/\(target)")) {
            try SceneScaffold(name: SceneName("Greeting"), target: target)
        }
    }

    @Test func testTarget_defaultsToTheTargetsTests_orIsTheOneGiven() throws {
        #expect(try scaffold().testTarget == "AppTests")
        #expect(
            try SceneScaffold(name: SceneName("Greeting"), target: "App", testTarget: "Checks").testFolder
                == "Tests/Checks")
    }

    @Test func instructions_nameTheFactoryItWrote_andTheDestinationThatReachesTheScene() throws {
        // When
        let text = try scaffold("Greeting").instructions(for: .tool)

        // Then
        #expect(text.hasPrefix("AppSceneFactory.makeGreeting() builds the scene."))
        #expect(text.contains("    case greeting\n"))
        #expect(text.contains("`navigate(to: .greeting)`"))
        #expect(text.contains("vipera new-command Greeting NAME --summary TEXT --target App"))
    }

    @Test func instructions_runThroughThePlugin_suggestThePluginsCommand() throws {
        // When the scene was written through the package's plugin
        let text = try scaffold("Greeting").instructions(for: .plugin)

        // Then its next step is typed the same way
        #expect(
            text.contains(
                "`swift package --allow-writing-to-package-directory new-command Greeting NAME --summary TEXT --target App`"
            ))
        #expect(!text.contains("vipera new-command"))
    }
}
