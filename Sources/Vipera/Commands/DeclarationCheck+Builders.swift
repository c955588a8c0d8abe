extension DeclarationCheck {
    /// The mistakes `spec`'s builder makes in reading its arguments: run on made-up values for
    /// every declared parameter, then on those of the required ones (and options' defaults)
    /// alone. Refusals of the made-up values themselves are not mistakes.
    static func builderProblems<Command>(_ spec: CommandSpec<Command>) -> [String] {
        let descriptor = spec.descriptor
        let samples = [
            arguments(for: descriptor, including: { _ in true }),
            arguments(for: descriptor, including: isAlwaysPresent),
        ]
        var problems: [String] = []
        for arguments in samples {
            do {
                _ = try spec.makeCommand(from: arguments)
            } catch let error as CommandLineError where error.kind == .invalidDeclaration {
                if !problems.contains(error.message) {
                    problems.append(error.message)
                }
            } catch {
                continue
            }
        }
        return problems
    }

    // MARK: - Private

    private static func arguments(
        for descriptor: CommandDescriptor,
        including isIncluded: (Parameter) -> Bool
    ) -> ParsedArguments {
        var arguments = ParsedArguments(command: descriptor.name)
        for parameter in descriptor.parameters where isIncluded(parameter) {
            if let value = sampleValue(for: parameter) {
                arguments.set(parameter.name, to: value)
            }
        }
        return arguments
    }

    /// Whether a parsed line always has a value for `parameter`: a required positional, or an
    /// option with a default.
    private static func isAlwaysPresent(_ parameter: Parameter) -> Bool {
        switch parameter.role {
        case .positional(let isOptional, _): !isOptional
        case .option(let defaultValue): defaultValue != nil
        case .flag: false
        }
    }

    private static func sampleValue(for parameter: Parameter) -> ArgumentValue? {
        if case .flag = parameter.role {
            return .flag(true)
        }
        switch parameter.kind {
        case .integer(let range): return .integer(range?.lowerBound ?? 1)
        case .decimal(let range, _): return .decimal(range?.lowerBound ?? 1)
        case .text, .formatted, .filePath, .suggested, .varying: return .text(sampleText)
        case .choice(let values): return values.first.map(ArgumentValue.choice)
        case .dynamicChoice, .commandName: return .choice(sampleText)
        case .item: return .item(ListItem(position: 1, name: sampleText))
        }
    }

    private static let sampleText = "sample"
}
