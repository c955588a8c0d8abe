/// The scaffolding's user-facing text, in one place.
enum ScaffoldStrings {
    // MARK: - Names

    static let nameStart = "it must start with a capital letter (A–Z)"
    static let nameCharacters = "it may hold only letters A–Z, a–z and digits"
    static let nameTaken = "the generated code already uses a type of that name"
    static let nameHint = "Give an UpperCamelCase name for the scene, such as: AccountDetail"
    static let targetHint =
        "Give --target the name of a target whose folder is under Sources/, and run in the package's root or give --package-path."
    static let existsHint =
        "Choose another name, or remove the scene's files first: scaffolding never overwrites a file."

    static func nameLength(_ limit: Int) -> String {
        "it must be 1 to \(limit) characters long"
    }

    static func namePart(_ suffix: String) -> String {
        "it names a part, not a scene; leave out '\(suffix)'"
    }

    // MARK: - Errors

    static func invalidName(_ name: String, reason: String) -> String {
        "'\(name)' cannot name a scene: \(reason)"
    }

    static func missingTarget(_ name: String, folder: String) -> String {
        "there is no target '\(name)' here: \(folder) is not a folder"
    }

    static func fileExists(_ path: String) -> String {
        "\(path) already exists; nothing was written"
    }

    static func writeFailed(_ path: String, reason: String) -> String {
        "could not write \(path): \(reason)"
    }
}

// MARK: - New Command

extension ScaffoldStrings {
    static let commandCharacters =
        "use lower-case words of letters and digits joined by hyphens, such as toggle-balances"
    static let argumentName = "its name must be upper-case letters and digits, starting with a letter, such as BOOK"
    static let commandHint = "Give the scene's name, the command as typed, and --argument NAME:KIND for each argument."
    static let anchorHint =
        "new-command edits scenes in the shape `vipera new-scene` writes; nothing was written."

    static func argumentForm(_ kinds: [String]) -> String {
        "write it as NAME:KIND or NAME:KIND:HELP, KIND one of " + kinds.joined(separator: ", ")
    }

    static func argumentHelp(_ kind: String) -> String {
        switch kind {
        case "integer": "A whole number"
        case "decimal": "A number"
        case "item": "A number from the list, or the start of a name"
        default: "Text"
        }
    }

    static func invalidCommand(_ name: String, reason: String) -> String {
        "'\(name)' cannot name a command: \(reason)"
    }

    static func invalidArgument(_ text: String, reason: String) -> String {
        "'\(text)' cannot declare an argument: \(reason)"
    }

    static func anchorMissing(_ path: String, anchor: String) -> String {
        "\(path) has no '\(anchor)' to add the command to"
    }

    static func commandExists(_ name: String, scene: String) -> String {
        "\(scene) already has a '\(name)' command; nothing was written"
    }

    static func missingScene(_ scene: String, folder: String) -> String {
        "there is no scene \(scene): \(folder) is not a folder"
    }
}

extension ScaffoldStrings {
    static let unreadable = "the file could not be read"
}

extension ScaffoldStrings {
    static func replacePassThrough(scene: String, method: String, takesRequest: Bool) -> String {
        "The use case passes its request through: give \(scene)Interactor.\(method)(\(takesRequest ? "_:" : "")) its logic, and "
            + "\(scene)Presenter.present\(method.prefix(1).uppercased() + method.dropFirst())(_:) its text."
    }

    static func offerChoices(_ argument: String, scene: String, source: String) -> String {
        "\(argument) picks from a list: have \(scene)ViewController.choices(for:) return the names it shows "
            + "for \(scene)ViewController.\(source)."
    }
}

// MARK: - Documentation

extension ScaffoldStrings {
    static func missingCoverageReport(_ archive: String) -> String {
        "\(archive) has no coverage report (documentation-coverage.json)"
    }

    static func unreadableCoverageReport(_ reason: String) -> String {
        "the coverage report is not docc's: \(reason)"
    }

    static func undocumentedSymbols(_ archive: String, paths: [String]) -> String {
        let count = paths.count == 1 ? "1 public symbol lacks" : "\(paths.count) public symbols lack"
        return "\(archive): \(count) documentation:\n" + paths.map { "  \($0)" }.joined(separator: "\n")
    }

    static let lackingAbstract = "no abstract"

    static func lackingParameters(documented: Int, of total: Int) -> String {
        "\(documented) of \(total) parameters documented"
    }

    static let coverageReportHint =
        "Build the archive with 'swift package generate-documentation --experimental-documentation-coverage'."
    static let undocumentedSymbolsHint =
        "Give each a /// comment whose first sentence says what it is and a '- Parameter' line for each "
        + "parameter, or a documentation extension file."

    static func everySymbolDocumented(_ archive: String, count: Int) -> String {
        "\(archive): all \(count) public symbols are documented"
    }
}

// MARK: - API baseline

extension ScaffoldStrings {
    static func apiBaselineHeader(_ module: String) -> String {
        """
        # The public API of \(module): one line a declaration (`path = declaration`) and one a conformance
        # (`type: protocol`), from the compiler's symbol graph. `make api-check`, part of `make test`, fails when
        # the API as built differs; `make api-baseline` writes this file again after a change that means it.
        """
    }

    static func missingSymbolGraph(_ module: String, folder: String) -> String {
        "\(folder) holds no symbol graph of \(module) (\(module).symbols.json)"
    }

    static func unreadableSymbolGraph(_ file: String, reason: String) -> String {
        "\(file) is not a symbol graph: \(reason)"
    }

    static let symbolGraphHint =
        "Write the graphs with 'swift package dump-symbol-graph --minimum-access-level public'."

    static func missingAPIBaseline(_ module: String, path: String) -> String {
        "\(module) has no API baseline (\(path))"
    }

    static func apiChanged(_ module: String, added: [String], removed: [String]) -> String {
        let lines = added.map { "  + \($0)" } + removed.map { "  - \($0)" }
        return
            "the public API of \(module) differs from its baseline (\(added.count) added, \(removed.count) removed):\n"
            + lines.joined(separator: "\n")
    }

    static let apiChangedHint =
        "If the change is meant, run 'make api-baseline' and commit the baseline with it, with a line in CHANGELOG.md."

    static func apiMatches(_ module: String, count: Int) -> String {
        "\(module): the public API matches its baseline (\(count) lines)"
    }

    static func apiWritten(_ module: String, path: String, count: Int) -> String {
        "\(module): wrote \(count) lines to \(path)"
    }
}
