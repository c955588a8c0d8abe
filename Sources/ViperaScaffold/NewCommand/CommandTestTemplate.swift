import Foundation

/// The test a new command comes with: its declaration in the table, and its use case through the
/// interactor and the presenter, each layer on its own with spies.
struct CommandTestTemplate {
    // MARK: - Properties

    let scene: String
    let command: CommandName
    let arguments: [CommandArgument]
    let effects: ScaffoldedEffects
    let module: String
    let files: SceneFiles

    private var useCase: String { "\(scene).\(command.useCase)" }

    // MARK: - Contents

    var contents: String {
        """
        import Foundation
        import Testing
        import Vipera
        import ViperaTesting

        @testable import \(module)

        @MainActor
        @Suite("\(scene): \(command.typed)")
        struct \(scene)\(command.useCase)Tests {
            @Test func viewController_parsesTheCommand_fromItsDeclaration() throws {
                let table = \(scene)ViewController.commandTable

                let parsed = try table.command(for: "\(typedLine)", choices: { _ in ["First"] })

                #expect(parsed == .\(command.member)\(commandPayload))
                #expect(table.declarationProblems().isEmpty)
                #expect(table.descriptors.first { $0.name == "\(command.typed)" }?.effects == \(effects.expected))
            }

            @Test func interactor_\(command.member)_presentsTheResponse() async {
                let presenter = \(scene)PresentationLogicSpy()
                let worker = \(scene)WorkingLogicSpy()
                let sut = \(interactorConstruction)

                \(requestDeclaration)let response = \(wrapped("\(useCase).Response(", requestFields))

                await sut.\(command.member)(\(arguments.isEmpty ? "" : "request"))

                #expect(presenter.calls == [.present\(command.useCase)(response)])
                #expect(worker.calls.isEmpty)
            }

            @Test func presenter_present\(command.useCase)_displaysTheValues() {
                let display = \(scene)DisplayLogicSpy()
                let sut = \(presenterConstruction)
                sut.display = display

                sut.present\(command.useCase)(\(wrapped("\(useCase).Response(", requestFields)))

                let viewModel = \(wrapped("\(useCase).ViewModel(", viewModelFields))
                #expect(display.calls == [.display\(command.useCase)(viewModel)])
            }
        }

        """
    }

    // MARK: - Private

    /// The Request the test sends, on a line of its own, when the command has arguments.
    private var requestDeclaration: String {
        arguments.isEmpty ? "" : "let request = \(wrapped("\(useCase).Request(", requestFields))\n        "
    }

    /// The command typed with a first value for each argument.
    private var typedLine: String {
        ([command.typed] + arguments.map(sampleText)).joined(separator: " ")
    }

    private var commandPayload: String {
        guard !arguments.isEmpty else { return "" }
        return "(" + arguments.map { "\($0.member): \(commandValue($0))" }.joined(separator: ", ") + ")"
    }

    /// `call` and its arguments on one line of a test's body, or the arguments on the next one.
    private func wrapped(_ call: String, _ arguments: String) -> String {
        let bodyIndent = 8
        let declaration = "let viewModel = "  // the longer of the two declarations it follows
        guard bodyIndent + declaration.count + call.count + arguments.count + 1 > CommandSnippets.lineLength else {
            return call + arguments + ")"
        }
        return call + "\n            " + arguments + ")"
    }

    /// The view model the presenter makes of the sample response: the summary, and each value
    /// as the presenter writes it.
    private var viewModelFields: String {
        let values = arguments.map { "\($0.member): \(displayedValue($0))" }
        return (["summary: \(files.stringsReference).\(command.member)Summary"] + values).joined(separator: ", ")
    }

    private func displayedValue(_ argument: CommandArgument) -> String {
        switch argument.kind {
        case .integer, .item: "\"1\""
        case .decimal: "\"2.5\""
        case .text, .words: "\"word\""
        }
    }

    private var requestFields: String {
        arguments.map { "\($0.member): \(requestValue($0))" }.joined(separator: ", ")
    }

    private func sampleText(_ argument: CommandArgument) -> String {
        switch argument.kind {
        case .integer, .item: "1"
        case .decimal: "2.5"
        case .text, .words: "word"
        }
    }

    private func commandValue(_ argument: CommandArgument) -> String {
        argument.kind == .item ? "ListItem(position: 1, name: \"First\", isNumber: true)" : requestValue(argument)
    }

    private func requestValue(_ argument: CommandArgument) -> String {
        switch argument.kind {
        case .integer, .item: "1"
        case .decimal: "Decimal(string: \"2.5\") ?? 0"
        case .text, .words: "\"word\""
        }
    }

    /// The interactor built as the scene's own interactor test builds it, or from its presenter
    /// and worker.
    private var interactorConstruction: String {
        files.existingTest(of: "Interactor").flatMap { Self.construction(of: "\(scene)Interactor(", in: $0) }
            ?? "\(scene)Interactor(presenter: presenter, worker: worker)"
    }

    private var presenterConstruction: String {
        files.existingTest(of: "Presenter").flatMap { Self.construction(of: "\(scene)Presenter(", in: $0) }
            ?? "\(scene)Presenter()"
    }

    /// The first call `call…)` in `text`, brackets balanced.
    private static func construction(of call: String, in text: String) -> String? {
        guard let found = text.range(of: call) else { return nil }
        let open = text.index(before: found.upperBound)
        guard let close = SwiftSourceEditor.closer(of: text, at: open) else { return nil }
        return String(text[found.lowerBound...close]).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ").replacingOccurrences(of: "( ", with: "(")
    }
}
