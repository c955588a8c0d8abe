/// Writes a scenes catalogue as Markdown: the document a project keeps at its root and checks
/// against the code in a test.
public enum SceneCatalogMarkdown {
    /// The catalogue of `entries`.
    /// - Parameters:
    ///   - title: The document's title.
    ///   - introduction: A paragraph under the title.
    ///   - sourceFolder: Where the scene folders live, such as `Sources/BankScenes`.
    ///   - globalCommands: The commands every scene has.
    ///   - entries: The scenes, in the order to list them.
    public static func render(
        title: String,
        introduction: String,
        sourceFolder: String,
        globalCommands: [CommandDescriptor],
        entries: [SceneCatalogEntry]
    ) -> String {
        var lines = ["# \(title)", "", introduction, ""]
        lines += ["Every scene also understands the global commands: " + globalList(globalCommands) + ".", ""]
        for entry in entries {
            lines += section(for: entry, sourceFolder: sourceFolder)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Private

    private static func section(for entry: SceneCatalogEntry, sourceFolder: String) -> [String] {
        var lines = ["## \(entry.name)", "", entry.purpose, ""]
        if entry.commands.isEmpty {
            lines += ["Commands: the global commands only.", ""]
        } else {
            lines += ["| command | summary | arguments | effects |", "|---|---|---|---|"]
            lines += entry.commands.map {
                "| `\(escape($0.usage))` | \(escape(summary(of: $0))) | \(escape(arguments(of: $0))) | "
                    + "\($0.effects.description) |"
            }
            lines.append("")
        }
        if let result = entry.result {
            lines += ["Ends by reporting a `\(result)` to the scene that started it.", ""]
        }
        if entry.routes.isEmpty {
            lines += ["Routes: none of its own.", ""]
        } else {
            lines.append("Routes:")
            lines += entry.routes.map { route in
                let input = route.input.isEmpty ? "" : "(\(route.input))"
                return "- `\(route.name)\(input)` → \(route.sceneName)"
            }
            lines.append("")
        }
        let files = entry.files.map { "`\($0)`" }.joined(separator: ", ")
        lines += ["Files in `\(sourceFolder)/\(entry.name)/`: \(files).", ""]
        return lines
    }

    private static func summary(of descriptor: CommandDescriptor) -> String {
        var text = descriptor.summary
        if !descriptor.aliases.isEmpty {
            text += " (also: " + descriptor.aliases.joined(separator: ", ") + ")"
        }
        return text
    }

    private static func arguments(of descriptor: CommandDescriptor) -> String {
        descriptor.parameters.map { "\(Usage.label(of: $0)): \($0.summary)" }.joined(separator: "; ")
    }

    private static func globalList(_ commands: [CommandDescriptor]) -> String {
        commands.map { "`\($0.name)`" }.joined(separator: ", ")
    }

    private static func escape(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
