// MARK: - Tests

/// The list scene's per-layer tests, in Swift Testing, with the scene's spies and the doubles of
/// ViperaTesting. They pass as generated and fail when the scene's behaviour changes, so they are
/// the place to start the scene's real tests.
extension ListSceneTemplates {
    var tests: [(part: String, contents: String)] {
        [
            ("ViewController", viewControllerTests), ("Interactor", interactorTests),
            ("Presenter", presenterTests), ("Worker", workerTests),
        ]
    }

    var viewControllerTests: String {
        """
        \(testHeader(importingVipera: true))
        @MainActor
        @Suite("\(scene) view controller")
        struct \(scene)ViewControllerTests {
            private let console = CapturingConsole(width: 40)
            private let interactor = \(scene)BusinessLogicSpy()
            private let router = \(scene)RoutingLogicSpy()
            private let sut: \(scene)ViewController

            init() {
                sut = \(scene)ViewController(console: console, interactor: interactor, router: router)
            }

            @Test func loadingAndList_fetchTheItems() async {
                // When
                await sut.sceneDidLoad()
                await sut.handle(.list)

                // Then
                #expect(interactor.calls == [.fetchItems, .fetchItems])
            }

            @Test func commandTable_parsesEveryCommand() throws {
                let table = sut.commands

                #expect(table.declarationProblems().isEmpty)
                #expect(try table.command(for: "list") == .list)
                #expect(throws: CommandLineError.self) { try table.command(for: "list everything") }
            }

            @Test func displayItems_rendersANumberedTable_andOffersTheNames() {
                // When
                let rows: [\(scene).FetchItems.ViewModel.Row] = [
                    .init(number: "1", name: "First"), .init(number: "2", name: "Second"),
                ]
                sut.displayItems(.init(rows: rows, emptyTitle: nil))

                // Then
                #expect(console.output.hasPrefix(Strings.\(scene).title))
                #expect(console.output.contains(Strings.\(scene).nameColumn))
                #expect(console.output.hasSuffix("\\n1  First\\n2  Second\\n"))
                #expect(sut.choices(for: \(scene)ViewController.shownItems) == ["First", "Second"])
            }

            @Test func displayItems_withNoRows_rendersTheEmptyState() {
                // When
                sut.displayItems(.init(rows: [], emptyTitle: Strings.\(scene).emptyTitle))

                // Then
                #expect(console.output.contains(Strings.\(scene).emptyTitle))
            }
        }

        """
    }

    var interactorTests: String {
        """
        import Foundation
        \(testHeader(importingVipera: true))
        @MainActor
        @Suite("\(scene) interactor")
        struct \(scene)InteractorTests {
            private struct Unavailable: LocalizedError {
                var errorDescription: String? { "the items could not be read" }
            }

            private let presenter = \(scene)PresentationLogicSpy()
            private let worker = \(scene)WorkingLogicSpy()
            private let sut: \(scene)Interactor

            init() {
                sut = \(scene)Interactor(presenter: presenter, worker: worker)
            }

            @Test func fetchItems_presentsWhatTheWorkerFetched_andKeepsIt() async {
                // Given
                worker.fetchItemsResult = .success(["First", "Second"])

                // When
                await sut.fetchItems()

                // Then
                #expect(worker.calls == [.fetchItems])
                #expect(presenter.calls == [.presentItems(.init(items: ["First", "Second"]))])
                #expect(sut.items == ["First", "Second"])
            }

            @Test func fetchItems_whenTheWorkerFails_presentsTheError() async {
                // Given
                worker.fetchItemsResult = .failure(Unavailable())

                // When
                await sut.fetchItems()

                // Then
                #expect(presenter.calls == [.presentError(ErrorViewModel(message: "the items could not be read"))])
                #expect(sut.items.isEmpty)
            }
        }

        """
    }

    var presenterTests: String {
        """
        \(testHeader(importingVipera: true))
        @MainActor
        @Suite("\(scene) presenter")
        struct \(scene)PresenterTests {
            private let display = \(scene)DisplayLogicSpy()
            private let sut = \(scene)Presenter()

            init() {
                sut.display = display
            }

            @Test func presentItems_numbersThemFromOne() {
                // When
                sut.presentItems(.init(items: ["First", "Second"]))

                // Then
                let rows: [\(scene).FetchItems.ViewModel.Row] = [
                    .init(number: "1", name: "First"), .init(number: "2", name: "Second"),
                ]
                #expect(display.calls == [.displayItems(.init(rows: rows, emptyTitle: nil))])
            }

            @Test func presentItems_withNone_givesTheEmptyTitle() {
                // When
                sut.presentItems(.init(items: []))

                // Then
                #expect(display.calls == [.displayItems(.init(rows: [], emptyTitle: Strings.\(scene).emptyTitle))])
            }

            @Test func presentError_passesMessageAndHint() {
                // When
                sut.presentError(NavigationError.detached)

                // Then
                #expect(display.calls == [.displayError(ErrorViewModel(NavigationError.detached))])
            }

            @Test func presenter_holdsItsDisplayWeakly() {
                // Given
                var display: \(scene)DisplayLogicSpy? = \(scene)DisplayLogicSpy()
                weak let weakDisplay = display
                sut.display = display

                // When
                display = nil

                // Then
                #expect(weakDisplay == nil)
            }
        }

        """
    }

    var workerTests: String {
        """
        \(testHeader(importingVipera: false))
        @Suite("\(scene) worker")
        struct \(scene)WorkerTests {
            @Test func fetchItems_returnsTheItemsItWasGiven() async throws {
                // Given
                let sut = \(scene)Worker(items: ["First", "Second"])

                // When
                let items = try await sut.fetchItems()

                // Then
                #expect(items == ["First", "Second"])
            }
        }

        """
    }
}
