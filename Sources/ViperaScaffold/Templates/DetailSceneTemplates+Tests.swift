// MARK: - Tests

/// The detail scene's per-layer tests, in Swift Testing, with the scene's spies and the doubles
/// of ViperaTesting.
extension DetailSceneTemplates {
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

            @Test func loadingAndShow_fetchTheFacts() async {
                // When
                await sut.sceneDidLoad()
                await sut.handle(.show)

                // Then
                #expect(interactor.calls == [.showDetail, .showDetail])
            }

            @Test func commandTable_parsesEveryCommand() throws {
                let table = sut.commands

                #expect(table.declarationProblems().isEmpty)
                #expect(try table.command(for: "show") == .show)
                #expect(throws: CommandLineError.self) { try table.command(for: "show everything") }
            }

            @Test func displayDetail_rendersTheLabelledFacts_underTheItem() {
                // When
                let lines: [\(scene).ShowDetail.ViewModel.Line] = [
                    .init(label: "Name", value: "First"), .init(label: "Added", value: "Today"),
                ]
                sut.displayDetail(.init(title: "First", lines: lines, emptyTitle: nil))

                // Then
                #expect(console.output == "First\\n\\nName:  First\\nAdded: Today\\n")
            }

            @Test func displayDetail_withNoFacts_rendersTheEmptyState() {
                // When
                sut.displayDetail(.init(title: "First", lines: [], emptyTitle: Strings.\(scene).emptyTitle))

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
                var errorDescription: String? { "the facts could not be read" }
            }

            private let presenter = \(scene)PresentationLogicSpy()
            private let worker = \(scene)WorkingLogicSpy()
            private let sut: \(scene)Interactor

            init() {
                sut = \(scene)Interactor(item: "First", presenter: presenter, worker: worker)
            }

            @Test func showDetail_presentsTheItemsFacts_andKeepsThem() async {
                // Given
                let facts = [\(scene).Fact(label: "Name", value: "First")]
                worker.fetchFactsResult = .success(facts)

                // When
                await sut.showDetail()

                // Then
                #expect(worker.calls == [.fetchFacts("First")])
                #expect(presenter.calls == [.presentDetail(.init(item: "First", facts: facts))])
                #expect(sut.facts == facts)
            }

            @Test func showDetail_whenTheWorkerFails_presentsTheError() async {
                // Given
                worker.fetchFactsResult = .failure(Unavailable())

                // When
                await sut.showDetail()

                // Then
                #expect(presenter.calls == [.presentError(ErrorViewModel(message: "the facts could not be read"))])
                #expect(sut.facts.isEmpty)
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

            @Test func presentDetail_labelsEachFact_underTheItem() {
                // When
                sut.presentDetail(.init(item: "First", facts: [.init(label: "Name", value: "First")]))

                // Then
                let lines: [\(scene).ShowDetail.ViewModel.Line] = [.init(label: "Name", value: "First")]
                #expect(display.calls == [.displayDetail(.init(title: "First", lines: lines, emptyTitle: nil))])
            }

            @Test func presentDetail_withNoFacts_givesTheEmptyTitle() {
                // When
                sut.presentDetail(.init(item: "First", facts: []))

                // Then
                let empty = \(scene).ShowDetail.ViewModel(
                    title: "First", lines: [], emptyTitle: Strings.\(scene).emptyTitle)
                #expect(display.calls == [.displayDetail(empty)])
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
            @Test func fetchFacts_readsTheItemsFacts_andNoneForAnother() async throws {
                // Given
                let sut = \(scene)Worker(facts: ["First": [(label: "Name", value: "First")]])

                // When
                let facts = try await sut.fetchFacts(about: "First")
                let unknown = try await sut.fetchFacts(about: "Second")

                // Then
                #expect(facts == [\(scene).Fact(label: "Name", value: "First")])
                #expect(unknown.isEmpty)
            }
        }

        """
    }
}
