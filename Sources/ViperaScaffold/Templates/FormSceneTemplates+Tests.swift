// MARK: - Tests

/// The form scene's per-layer tests, in Swift Testing, with the scene's spies and the doubles of
/// ViperaTesting.
extension FormSceneTemplates {
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
            private let console = CapturingConsole(width: 60)
            private let interactor = \(scene)BusinessLogicSpy()
            private let router = \(scene)RoutingLogicSpy()
            private let sut: \(scene)ViewController

            init() {
                sut = \(scene)ViewController(console: console, interactor: interactor, router: router)
            }

            @Test func loadingAndEachCommand_becomeTheirRequests() async {
                // When
                await sut.sceneDidLoad()
                for command in [\(scene)Command.title("Weekly shop"), .note("Milk"), .review, .confirm, .discard] {
                    await sut.handle(command)
                }

                // Then
                #expect(
                    interactor.calls == [
                        .showDraft,
                        .updateDraft(.init(piece: .title("Weekly shop"))),
                        .updateDraft(.init(piece: .note("Milk"))),
                        .review, .confirm, .discard,
                    ])
            }

            @Test func commandTable_parsesEveryCommand_andConfirmChangesData() throws {
                let table = sut.commands

                #expect(table.declarationProblems().isEmpty)
                #expect(try table.command(for: "title Weekly shop") == .title("Weekly shop"))
                #expect(try table.command(for: "note Milk and eggs") == .note("Milk and eggs"))
                #expect(try table.command(for: "confirm") == .confirm)
                #expect(table.descriptors.first { $0.name == "confirm" }?.effects == [.changesData])
                #expect(throws: CommandLineError.self) { try table.command(for: "title") }
            }

            @Test func displayDraft_rendersEachPiece_andWhatIsStillToGive() {
                // When
                let lines: [\(scene).ShowDraft.ViewModel.Line] = [
                    .init(label: "Title", value: "Weekly shop"), .init(label: "Note", value: "(not given)"),
                ]
                sut.displayDraft(.init(lines: lines, stillToGive: "Still to give: note"))

                // Then
                #expect(console.output.hasPrefix(Strings.\(scene).title + "\\n\\nTitle: Weekly shop\\nNote:  (not given)\\n"))
                #expect(console.output.contains("Still to give: note"))
            }

            @Test func displayConfirmed_saysWhatWasSaved() {
                // When
                sut.displayConfirmed(.init(summary: "Saved \\"Weekly shop\\"."))

                // Then
                #expect(console.output.contains("Saved \\"Weekly shop\\"."))
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
                var errorDescription: String? { "the entry could not be saved" }
            }

            private let presenter = \(scene)PresentationLogicSpy()
            private let worker = \(scene)WorkingLogicSpy()
            private let sut: \(scene)Interactor

            init() {
                sut = \(scene)Interactor(presenter: presenter, worker: worker)
            }

            private func giveEveryPiece() async {
                await sut.updateDraft(.init(piece: .title("Weekly shop")))
                await sut.updateDraft(.init(piece: .note("Milk")))
            }

            @Test func updateDraft_keepsEachPiece_andShowsTheDraft() async {
                // When
                await sut.updateDraft(.init(piece: .title("Weekly shop")))

                // Then
                let draft = \(scene).Draft(title: "Weekly shop", note: nil)
                #expect(sut.draft == draft)
                #expect(presenter.calls == [.presentDraft(.init(draft: draft))])
            }

            @Test func reviewAndConfirm_withAPieceMissing_sayWhich_andSaveNothing() async {
                // Given
                await sut.updateDraft(.init(piece: .title("Weekly shop")))

                // When
                await sut.review()
                await sut.confirm()

                // Then
                let missing = ErrorViewModel(\(scene).MissingPieces(pieces: ["note"]))
                #expect(presenter.calls.suffix(2) == [.presentError(missing), .presentError(missing)])
                #expect(worker.calls.isEmpty)
            }

            @Test func review_ofACompleteDraft_presentsTheEntry() async {
                // Given
                await giveEveryPiece()

                // When
                await sut.review()

                // Then
                #expect(presenter.calls.last == .presentReview(.init(entry: .init(title: "Weekly shop", note: "Milk"))))
            }

            @Test func confirm_savesTheEntryThroughTheWorker_andStartsANewDraft() async {
                // Given
                await giveEveryPiece()

                // When
                await sut.confirm()

                // Then
                let entry = \(scene).Entry(title: "Weekly shop", note: "Milk")
                #expect(worker.calls == [.save(entry)])
                #expect(presenter.calls.last == .presentConfirmed(.init(entry: entry)))
                #expect(sut.draft == \(scene).Draft())
            }

            @Test func confirm_whenTheWorkerFails_keepsTheDraft_andPresentsTheError() async {
                // Given
                await giveEveryPiece()
                worker.saveError = Unavailable()

                // When
                await sut.confirm()

                // Then
                #expect(presenter.calls.last == .presentError(ErrorViewModel(message: "the entry could not be saved")))
                #expect(sut.draft == \(scene).Draft(title: "Weekly shop", note: "Milk"))
            }

            @Test func discard_startsANewDraft() async {
                // Given
                await giveEveryPiece()

                // When
                await sut.discard()

                // Then
                #expect(sut.draft == \(scene).Draft())
                #expect(presenter.calls.last == .presentDraft(.init(draft: \(scene).Draft())))
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

            @Test func presentDraft_labelsEachPiece_andSaysWhatIsStillToGive() {
                // When
                sut.presentDraft(.init(draft: .init(title: "Weekly shop", note: nil)))

                // Then
                let lines: [\(scene).ShowDraft.ViewModel.Line] = [
                    .init(label: Strings.\(scene).titleLabel, value: "Weekly shop"),
                    .init(label: Strings.\(scene).noteLabel, value: Strings.\(scene).notGiven),
                ]
                let stillToGive = Strings.\(scene).stillToGive(["note"])
                #expect(display.calls == [.displayDraft(.init(lines: lines, stillToGive: stillToGive))])
            }

            @Test func presentReview_showsTheEntry_andHowToConfirmIt() {
                // When
                sut.presentReview(.init(entry: .init(title: "Weekly shop", note: "Milk")))

                // Then
                let lines: [\(scene).ShowDraft.ViewModel.Line] = [
                    .init(label: Strings.\(scene).titleLabel, value: "Weekly shop"),
                    .init(label: Strings.\(scene).noteLabel, value: "Milk"),
                ]
                #expect(display.calls == [.displayReview(.init(lines: lines, prompt: Strings.\(scene).confirmPrompt))])
            }

            @Test func presentConfirmed_namesWhatWasSaved() {
                // When
                sut.presentConfirmed(.init(entry: .init(title: "Weekly shop", note: "Milk")))

                // Then
                #expect(display.calls == [.displayConfirmed(.init(summary: "Saved \\"Weekly shop\\"."))])
            }

            @Test func presentError_passesMessageAndHint() {
                // When
                sut.presentError(\(scene).MissingPieces(pieces: ["title", "note"]))

                // Then
                let expected = ErrorViewModel(
                    message: "the \(name.words) is missing its title and note", hint: Strings.\(scene).missingHint)
                #expect(display.calls == [.displayError(expected)])
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
            @Test func save_keepsEachEntry_inTheOrderSaved() async throws {
                // Given
                let entries = \(scene)Entries()
                let sut = \(scene)Worker(entries: entries)

                // When
                try await sut.save(.init(title: "Weekly shop", note: "Milk"))
                try await sut.save(.init(title: "Call Ann", note: "Sunday"))

                // Then
                #expect(await entries.all.map(\\.title) == ["Weekly shop", "Call Ann"])
            }
        }

        """
    }
}
