// MARK: - Interactor, Presenter and Worker

extension FormSceneTemplates {
    var interactor: String {
        """
        import Vipera

        /// The business logic of the \(name.words) scene.
        protocol \(scene)BusinessLogic: BusinessLogic {
            func showDraft() async
            func updateDraft(_ request: \(scene).UpdateDraft.Request) async
            func review() async
            func confirm() async
            func discard() async
        }

        /// Keeps the draft, checks it is complete before it is reviewed or saved, and saves it
        /// through the worker.
        final class \(scene)Interactor: \(scene)BusinessLogic {
            // MARK: - Properties

            private(set) var draft = \(scene).Draft()
            let presenter: any \(scene)PresentationLogic
            private let worker: any \(scene)WorkingLogic

            // MARK: - Initialization

            init(presenter: any \(scene)PresentationLogic, worker: any \(scene)WorkingLogic) {
                self.presenter = presenter
                self.worker = worker
            }

            // MARK: - \(scene)BusinessLogic

            func showDraft() async {
                presenter.presentDraft(\(scene).ShowDraft.Response(draft: draft))
            }

            func updateDraft(_ request: \(scene).UpdateDraft.Request) async {
                switch request.piece {
                case .title(let title): draft.title = title
                case .note(let note): draft.note = note
                }
                presenter.presentDraft(\(scene).ShowDraft.Response(draft: draft))
            }

            func review() async {
                await presenter.presentingErrors {
                    presenter.presentReview(\(scene).Review.Response(entry: try draft.entry()))
                }
            }

            func confirm() async {
                await presenter.presentingErrors {
                    let entry = try draft.entry()
                    try await worker.save(entry)
                    draft = \(scene).Draft()
                    presenter.presentConfirmed(\(scene).Confirm.Response(entry: entry))
                }
            }

            func discard() async {
                draft = \(scene).Draft()
                presenter.presentDraft(\(scene).ShowDraft.Response(draft: draft))
            }
        }

        """
    }

    var presenter: String {
        """
        import Vipera

        /// The presentation logic of the \(name.words) scene.
        protocol \(scene)PresentationLogic: PresentationLogic {
            func presentDraft(_ response: \(scene).ShowDraft.Response)
            func presentReview(_ response: \(scene).Review.Response)
            func presentConfirmed(_ response: \(scene).Confirm.Response)
        }

        /// Labels each piece of the draft, says what is still to give, and words what was saved.
        final class \(scene)Presenter: \(scene)PresentationLogic, ErrorPresenting {
            // MARK: - Properties

            weak var display: (any \(scene)DisplayLogic)?
            var errorDisplay: (any ErrorDisplaying)? { display }

            // MARK: - \(scene)PresentationLogic

            func presentDraft(_ response: \(scene).ShowDraft.Response) {
                let draft = response.draft
                let missing = draft.missing
                display?.displayDraft(
                    \(scene).ShowDraft.ViewModel(
                        lines: Self.lines(title: draft.title, note: draft.note),
                        stillToGive: missing.isEmpty ? nil : Strings.\(scene).stillToGive(missing)))
            }

            func presentReview(_ response: \(scene).Review.Response) {
                display?.displayReview(
                    \(scene).Review.ViewModel(
                        lines: Self.lines(title: response.entry.title, note: response.entry.note),
                        prompt: Strings.\(scene).confirmPrompt))
            }

            func presentConfirmed(_ response: \(scene).Confirm.Response) {
                let summary = Strings.\(scene).saved(response.entry.title)
                display?.displayConfirmed(\(scene).Confirm.ViewModel(summary: summary))
            }

            // MARK: - Private

            private static func lines(title: String?, note: String?) -> [\(scene).ShowDraft.ViewModel.Line] {
                [
                    .init(label: Strings.\(scene).titleLabel, value: title ?? Strings.\(scene).notGiven),
                    .init(label: Strings.\(scene).noteLabel, value: note ?? Strings.\(scene).notGiven),
                ]
            }
        }

        """
    }

    var worker: String {
        """
        import Vipera

        /// The data operations of the \(name.words) scene.
        protocol \(scene)WorkingLogic: WorkingLogic {
            func save(_ entry: \(scene).Entry) async throws
        }

        /// Saves entries. It starts by keeping them in memory; give it one of your store protocols
        /// to save them there instead.
        struct \(scene)Worker: \(scene)WorkingLogic {
            // MARK: - Properties

            let entries: \(scene)Entries

            // MARK: - \(scene)WorkingLogic

            func save(_ entry: \(scene).Entry) async throws {
                await entries.add(entry)
            }
        }

        /// The entries saved, in memory, in the order saved.
        actor \(scene)Entries {
            // MARK: - Properties

            private(set) var all: [\(scene).Entry] = []

            // MARK: - Saving

            func add(_ entry: \(scene).Entry) {
                all.append(entry)
            }
        }

        """
    }
}

// MARK: - Spies and Factory

extension FormSceneTemplates {
    var spies: [SpyTemplate] {
        let request = (label: "_", name: "request", type: "\(scene).UpdateDraft.Request")
        return [
            SpyTemplate(
                protocolName: "\(scene)BusinessLogic",
                methods: [
                    SpyMethod("showDraft", effects: "async"), SpyMethod("updateDraft", request, effects: "async"),
                    SpyMethod("review", effects: "async"), SpyMethod("confirm", effects: "async"),
                    SpyMethod("discard", effects: "async"),
                ],
                isSendable: false),
            SpyTemplate(
                protocolName: "\(scene)PresentationLogic",
                methods: useCases.map {
                    SpyMethod("present\($0.name)", ("_", "response", "\(scene).\($0.useCase).Response"))
                }
                    + [Self.presentError],
                isSendable: false),
            SpyTemplate(
                protocolName: "\(scene)DisplayLogic",
                methods: useCases.map {
                    SpyMethod("display\($0.name)", ("_", "viewModel", "\(scene).\($0.useCase).ViewModel"))
                }
                    + [Self.displayError],
                isSendable: false),
            routingSpy,
            SpyTemplate(
                protocolName: "\(scene)WorkingLogic",
                methods: [SpyMethod("save", ("_", "entry", "\(scene).Entry"), effects: "async throws")],
                isSendable: true),
        ]
    }

    /// The use cases the presenter and the display have a method for: `presentDraft` answers
    /// `ShowDraft`.
    private var useCases: [(name: String, useCase: String)] {
        [("Draft", "ShowDraft"), ("Review", "Review"), ("Confirmed", "Confirm")]
    }

    var factoryMethod: String {
        """

            /// The \(name.words) scene, with a new draft.
            public func make\(scene)() -> any Scene {
                let presenter = \(scene)Presenter()
                let worker = \(scene)Worker(entries: \(scene)Entries())
                let interactor = \(scene)Interactor(presenter: presenter, worker: worker)
                let router = \(scene)Router(scenes: SceneBuilder.noDestinations, navigator: navigator)
                let scene = \(scene)ViewController(console: console, interactor: interactor, router: router)
                presenter.display = scene
                return scene
            }

        """
    }
}
