/// A form scene (`new-scene NAME --form`), in the shape vbank's transfer has: a draft filled in
/// piece by piece (`title WORDS`, `note WORDS`), `review` to see what confirming saves, `confirm`
/// (a command that changes data, so it runs only by its full name) to save it through the
/// worker, and `discard` to start again. A piece missing is refused with what is still to give.
struct FormSceneTemplates: SceneTemplates {
    // MARK: - Properties

    let name: SceneName
    let moduleName: String

    // MARK: - Files

    var sources: [(part: String, contents: String)] {
        [
            ("Models", models), ("ViewController", viewController), ("Interactor", interactor),
            ("Presenter", presenter), ("Worker", worker),
        ]
    }

    var models: String {
        """
        import Foundation
        import Vipera

        /// The use cases of the \(name.words) scene.
        enum \(scene) {
            /// The entry as typed so far: each piece is nil until given.
            struct Draft: Sendable, Equatable {
                var title: String?
                var note: String?

                /// The pieces not given yet, as their commands are typed.
                var missing: [String] {
                    [title == nil ? "title" : nil, note == nil ? "note" : nil].compactMap { $0 }
                }

                /// The entry the draft makes, once every piece is given.
                func entry() throws(MissingPieces) -> Entry {
                    guard let title, let note else { throw MissingPieces(pieces: missing) }
                    return Entry(title: title, note: note)
                }
            }

            /// A draft with every piece: what `confirm` saves.
            struct Entry: Sendable, Equatable {
                let title: String
                let note: String
            }

            /// Why a draft cannot be reviewed or saved yet.
            struct MissingPieces: LocalizedError, Equatable {
                let pieces: [String]

                var errorDescription: String? { Strings.\(scene).missing(pieces) }
                var recoverySuggestion: String? { Strings.\(scene).missingHint }
            }

            // MARK: - Show Draft

            /// Show the draft as typed so far.
            enum ShowDraft {
                struct Response: Sendable, Equatable {
                    let draft: Draft
                }

                struct ViewModel: Sendable, Equatable, Encodable {
                    struct Line: Sendable, Equatable, Encodable {
                        let label: String
                        let value: String
                    }

                    let lines: [Line]
                    let stillToGive: String?
                }
            }

            // MARK: - Update Draft

            /// Give one piece of the draft.
            enum UpdateDraft {
                enum Piece: Sendable, Equatable {
                    case title(String)
                    case note(String)
                }

                struct Request: Sendable, Equatable {
                    let piece: Piece
                }
            }

            // MARK: - Review

            /// Show what confirming will save.
            enum Review {
                struct Response: Sendable, Equatable {
                    let entry: Entry
                }

                struct ViewModel: Sendable, Equatable, Encodable {
                    let lines: [ShowDraft.ViewModel.Line]
                    let prompt: String
                }
            }

            // MARK: - Confirm

            /// Save the entry, and start a new draft.
            enum Confirm {
                struct Response: Sendable, Equatable {
                    let entry: Entry
                }

                struct ViewModel: Sendable, Equatable, Encodable {
                    let summary: String
                }
            }
        }

        /// The commands of the \(name.words) scene.
        public enum \(scene)Command: Sendable, Equatable {
            /// Give the title.
            case title(String)
            /// Give the note.
            case note(String)
            /// Show what confirming will save.
            case review
            /// Save the entry.
            case confirm
            /// Start a new draft.
            case discard
        }

        """
    }

    var stringsFile: String {
        """
        extension Strings {
            /// The \(name.words) scene's user-facing text.
            enum \(scene) {
                static let title = "\(name.title)"
                static let purpose = "The \(name.words) scene: a draft, reviewed and confirmed."
                static let titleSummary = "Give the title"
                static let titleArgument = "The title, in as many words as it takes"
                static let noteSummary = "Give the note"
                static let noteArgument = "The note, in as many words as it takes"
                static let reviewSummary = "Show what confirming will save"
                static let confirmSummary = "Save it"
                static let discardSummary = "Start a new draft"
                static let titleLabel = "Title"
                static let noteLabel = "Note"
                static let notGiven = "(not given)"
                static let confirmPrompt = "Type confirm to save it, or give a piece again to change it."
                static let missingHint = "Give each with its command, such as: title Weekly shop"

                static func stillToGive(_ pieces: [String]) -> String {
                    "Still to give: " + pieces.joined(separator: ", ")
                }

                static func missing(_ pieces: [String]) -> String {
                    "the \(name.words) is missing its " + pieces.joined(separator: " and ")
                }

                static func saved(_ title: String) -> String {
                    "Saved \\"\\(title)\\"."
                }
            }
        }

        """
    }

    var viewController: String {
        """
        public import Vipera

        /// The display logic of the \(name.words) scene.
        protocol \(scene)DisplayLogic: ErrorDisplaying {
            func displayDraft(_ viewModel: \(scene).ShowDraft.ViewModel)
            func displayReview(_ viewModel: \(scene).Review.ViewModel)
            func displayConfirmed(_ viewModel: \(scene).Confirm.ViewModel)
        }

        /// Shows the \(name.words) scene's draft and turns typed commands into requests.
        public final class \(scene)ViewController: Scene, ConsoleDisplaying {
            // MARK: - Properties

            /// Where the scene writes.
            public let console: any Console
            let interactor: any \(scene)BusinessLogic
            let router: any \(scene)RoutingLogic

            // MARK: - Initialization

            init(console: any Console, interactor: any \(scene)BusinessLogic, router: any \(scene)RoutingLogic) {
                self.console = console
                self.interactor = interactor
                self.router = router
            }

            // MARK: - Scene

            /// `\(scene)`, in `where` and JSON output.
            public nonisolated static let sceneName = "\(scene)"

            /// The scene's name in the breadcrumb.
            public var title: String { Strings.\(scene).title }

            /// The pieces, `review`, `confirm` and `discard`.
            public var commands: CommandTable<\(scene)Command> { Self.commandTable }

            /// Shows the empty draft.
            public func sceneDidLoad() async {
                await interactor.showDraft()
            }

            /// Turns a command into a request to the interactor.
            public func handle(_ command: \(scene)Command) async {
                switch command {
                case .title(let title): await update(.title(title))
                case .note(let note): await update(.note(note))
                case .review: await interactor.review()
                case .confirm: await interactor.confirm()
                case .discard: await interactor.discard()
                }
            }

            // MARK: - Private

            private func update(_ piece: \(scene).UpdateDraft.Piece) async {
                await interactor.updateDraft(\(scene).UpdateDraft.Request(piece: piece))
            }
        }

        // MARK: - \(scene)DisplayLogic

        extension \(scene)ViewController: \(scene)DisplayLogic {
            func displayDraft(_ viewModel: \(scene).ShowDraft.ViewModel) {
                show(viewModel, kind: "draft") {
                    let missing = viewModel.stillToGive.map { [Notice(.info, $0)] } ?? []
                    return RenderGroup([Heading(Strings.\(scene).title), Self.list(viewModel.lines)] + missing)
                }
            }

            func displayReview(_ viewModel: \(scene).Review.ViewModel) {
                show(viewModel, kind: "review") {
                    RenderGroup([
                        Heading(Strings.\(scene).title), Self.list(viewModel.lines), Notice(.info, viewModel.prompt),
                    ])
                }
            }

            func displayConfirmed(_ viewModel: \(scene).Confirm.ViewModel) {
                show(viewModel, kind: "confirmed") { Notice(.success, viewModel.summary) }
            }
        }

        // MARK: - Layout

        extension \(scene)ViewController {
            private static func list(_ lines: [\(scene).ShowDraft.ViewModel.Line]) -> KeyValueList {
                KeyValueList(lines.map { KeyValueList.Pair($0.label, $0.value) })
            }
        }

        // MARK: - Commands

        extension \(scene)ViewController {
            nonisolated static let titleWords = TypedParameter.words("TITLE", Strings.\(scene).titleArgument)
            nonisolated static let noteWords = TypedParameter.words("NOTE", Strings.\(scene).noteArgument)

            nonisolated static let commandTable = CommandTable<\(scene)Command>([
                CommandSpec("title", summary: Strings.\(scene).titleSummary, titleWords) { .title($0) },
                CommandSpec("note", summary: Strings.\(scene).noteSummary, noteWords) { .note($0) },
                CommandSpec("review", summary: Strings.\(scene).reviewSummary, command: .review),
                CommandSpec(
                    "confirm", summary: Strings.\(scene).confirmSummary, effects: .changesData, command: .confirm),
                CommandSpec("discard", summary: Strings.\(scene).discardSummary, command: .discard),
            ])
        }

        """
    }
}
