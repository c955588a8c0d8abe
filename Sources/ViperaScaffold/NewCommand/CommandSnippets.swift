/// The code a new command adds to each part of a scene, and its tests.
struct CommandSnippets {
    // MARK: - Properties

    let scene: String
    let command: CommandName
    let arguments: [CommandArgument]
    let effects: ScaffoldedEffects
    /// Where the scene's strings are, such as `Strings.Books` or `Books.Strings`.
    let strings: String
    /// The scene's one list of shown names, which an `item` argument picks from, when it has one.
    let shownChoices: String?

    private var useCase: String { "\(scene).\(command.useCase)" }
    private var member: String { command.member }

    /// Whether the models need Foundation: `Decimal` is in it.
    var needsFoundation: Bool { arguments.contains { $0.kind == .decimal } }

    // MARK: - Models

    var useCaseModels: String {
        let fields = arguments.map { "            let \($0.member): \($0.requestType)\n" }.joined()
        let viewModel = arguments.map { "            let \($0.member): String\n" }.joined()
        // A command without arguments asks for nothing: its use case has no Request.
        let request = arguments.isEmpty ? "" : "        struct Request: Sendable, Equatable {\n\(fields)        }\n\n"
        return """

                // MARK: - \(command.useCase)

                /// `\(command.typed)`.
                enum \(command.useCase) {
            \(request)        struct Response: Sendable, Equatable {
            \(fields)        }

                    struct ViewModel: Sendable, Equatable, Encodable {
                        let summary: String
            \(viewModel)        }
                }

            """
    }

    var commandCase: String {
        let payload = arguments.map { "\($0.member): \($0.commandType)" }.joined(separator: ", ")
        return "    /// `\(command.typed)`.\n    case \(member)\(payload.isEmpty ? "" : "(\(payload))")\n"
    }

    func strings(summary: String) -> String {
        let help = arguments.map { constant("\(member)\($0.name.capitalized)Argument", $0.help) }
        return constant("\(member)Summary", summary) + help.joined()
    }

    // MARK: - View Controller

    var displayRequirement: String {
        "    func display\(command.useCase)(_ viewModel: \(useCase).ViewModel)\n"
    }

    var handleCase: String {
        let bindings = arguments.map { "let \($0.member)" }.joined(separator: ", ")
        let pattern = arguments.isEmpty ? ".\(member)" : ".\(member)(\(bindings))"
        let fields = arguments.map { "\($0.member): \($0.requestValue)" }.joined(separator: ", ")
        let request = arguments.isEmpty ? "" : "\(useCase).Request(\(fields))"
        return "        case \(pattern):\n            await interactor.\(member)(\(request))\n"
    }

    var displayMethod: String {
        let pairs = arguments.map { "KeyValueList.Pair(\"\($0.name)\", viewModel.\($0.member))" }
        let list =
            pairs.count == 1
            ? "KeyValueList([\(pairs[0])])"
            : "KeyValueList([\n" + pairs.map { "                    \($0),\n" }.joined() + "                ])"
        let content =
            pairs.isEmpty
            ? "Notice(.success, viewModel.summary)"
            : "RenderGroup([\n                Notice(.success, viewModel.summary),\n                \(list),\n            ])"
        return """

                func display\(command.useCase)(_ viewModel: \(useCase).ViewModel) {
                    show(viewModel, kind: "\(member)") {
                        \(content)
                    }
                }

            """
    }

    var parameterDeclarations: String {
        arguments.map { argument in
            var lines = ""
            let choices = shownChoices ?? "\(member)\(argument.name.capitalized)Choices"
            if argument.kind == .item, shownChoices == nil {
                lines += "    nonisolated static let \(member)\(argument.name.capitalized)Choices: ChoiceSource = "
                lines += "\"\(scene.lowercased())-\(argument.member)\"\n"
            }
            let declaration = argument.parameterDeclaration(
                choices: choices,
                summary: "\(strings).\(member)\(argument.name.capitalized)Argument")
            return lines
                + "    nonisolated static let \(member)\(argument.name.capitalized) =\n        \(declaration)\n"
        }.joined()
    }

    var commandSpec: String {
        let start =
            "        CommandSpec(\"\(command.typed)\", summary: \(strings).\(member)Summary, "
            + (effects.declaration.map { "effects: \($0), " } ?? "")
        guard !arguments.isEmpty else {
            let line = start + "command: .\(member)),\n"
            guard line.count > Self.lineLength + 1 else { return line }
            return "        CommandSpec(\n            " + line.dropFirst("        CommandSpec(".count)
        }
        let handles = arguments.map { "\(member)\($0.name.capitalized)" }.joined(separator: ", ")
        let values = arguments.enumerated().map { "\($1.member): $\($0)" }.joined(separator: ", ")
        return start + "\(handles)) {\n            .\(member)(\(values))\n        },\n"
    }

    // MARK: - Interactor and Presenter

    var businessRequirement: String { "    func \(member)(\(requestParameter)) async\n" }

    /// The use case's parameter: its Request, when the command has arguments.
    private var requestParameter: String { arguments.isEmpty ? "" : "_ request: \(useCase).Request" }

    var interactorMethod: String {
        let fields = arguments.map { "\($0.member): request.\($0.member)" }.joined(separator: ", ")
        let call = "presenter.present\(command.useCase)(\(useCase).Response(\(fields)))"
        let body =
            call.count + 8 <= Self.lineLength
            ? call : "presenter.present\(command.useCase)(\n            \(useCase).Response(\(fields)))"
        return """

                func \(member)(\(requestParameter)) async {
                    \(body)
                }

            """
    }

    var presentationRequirement: String { "    func present\(command.useCase)(_ response: \(useCase).Response)\n" }

    var presenterMethod: String {
        let fields = arguments.map { ",\n                \($0.member): \($0.displayedValue)" }.joined()
        return """

                func present\(command.useCase)(_ response: \(useCase).Response) {
                    display?.display\(command.useCase)(
                        \(useCase).ViewModel(
                            summary: \(strings).\(member)Summary\(fields)))
                }

            """
    }

    // MARK: - Spies

    /// The methods the command adds to each layer's spy, by layer protocol (`BusinessLogic`, …).
    var spyMethods: [(layer: String, method: SpyMethod)] {
        let request = arguments.isEmpty ? nil : (label: "_", name: "request", type: "\(useCase).Request")
        return [
            ("BusinessLogic", SpyMethod(member, request, effects: "async")),
            ("PresentationLogic", SpyMethod("present\(command.useCase)", ("_", "response", "\(useCase).Response"))),
            ("DisplayLogic", SpyMethod("display\(command.useCase)", ("_", "viewModel", "\(useCase).ViewModel"))),
        ]
    }

    // MARK: - Private

    /// A string constant, its text on a line of its own when the line would be long.
    private func constant(_ name: String, _ text: String) -> String {
        let line = "        static let \(name) = \(literal(text))\n"
        return line.count <= Self.lineLength ? line : "        static let \(name) =\n            \(literal(text))\n"
    }

    static let lineLength = 120

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
