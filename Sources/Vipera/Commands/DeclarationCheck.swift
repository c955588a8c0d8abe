/// Finds mistakes in command declarations that parsing would otherwise trip over at run time.
enum DeclarationCheck {
    /// Every problem in `descriptors`, each as a sentence naming the command.
    static func problems(in descriptors: [CommandDescriptor]) -> [String] {
        var problems: [String] = []
        var claimed: [String: String] = [:]
        for descriptor in descriptors {
            for name in descriptor.names {
                if name.isEmpty || name.contains(where: \.isWhitespace) {
                    problems.append(Strings.Declaration.badName(name))
                }
                if let owner = claimed[name.lowercased()] {
                    problems.append(Strings.Declaration.nameTaken(name, by: owner))
                } else {
                    claimed[name.lowercased()] = descriptor.name
                }
            }
            problems += parameterProblems(in: descriptor)
        }
        return problems
    }

    // MARK: - Private

    private static func parameterProblems(in descriptor: CommandDescriptor) -> [String] {
        var problems: [String] = []
        let command = descriptor.name
        let names = descriptor.parameters.map(\.name)
        for name in Set(names) where names.filter({ $0 == name }).count > 1 {
            problems.append(Strings.Declaration.duplicateParameter(name, command: command))
        }
        let shorts = descriptor.options.compactMap(\.shortName)
        if Set(shorts).count != shorts.count {
            problems.append(Strings.Declaration.duplicateShortName(command: command))
        }
        problems += positionalProblems(descriptor.positionals, command: command)
        for option in descriptor.options {
            problems += optionProblems(option, command: command)
        }
        for parameter in descriptor.parameters {
            if case .choice(let values) = parameter.kind, values.isEmpty {
                problems.append(Strings.Declaration.emptyChoice(parameter.name, command: command))
            }
        }
        return problems
    }

    private static func positionalProblems(_ positionals: [Parameter], command: String) -> [String] {
        var problems: [String] = []
        var sawOptional = false
        for (position, parameter) in positionals.enumerated() {
            guard case .positional(let isOptional, let isVariadic) = parameter.role else { continue }
            if isVariadic, position != positionals.count - 1 {
                problems.append(Strings.Declaration.variadicNotLast(parameter.name, command: command))
            }
            if !isOptional, sawOptional {
                problems.append(Strings.Declaration.requiredAfterOptional(parameter.name, command: command))
            }
            sawOptional = sawOptional || isOptional
        }
        return problems
    }

    private static func optionProblems(_ option: Parameter, command: String) -> [String] {
        var problems: [String] = []
        if option.name.isEmpty || option.name.hasPrefix("-") || option.name.contains(where: \.isWhitespace) {
            problems.append(Strings.Declaration.badOptionName(option.name, command: command))
        }
        if case .option(let defaultValue?) = option.role, !option.kind.isSuppliedByScene {
            do {
                _ = try ValueParser.parse(defaultValue, for: option, choices: { _ in [] })
            } catch {
                problems.append(
                    Strings.Declaration.invalidDefault(option.name, command: command, reason: error.message))
            }
        }
        return problems
    }
}
