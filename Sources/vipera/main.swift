import ArgumentParser

/// Vipera's developer tool.
struct ViperaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vipera",
        abstract: "Tools for building terminal apps on Vipera.",
        subcommands: [NewSceneCommand.self, NewCommandCommand.self, CheckDocsCommand.self, CheckAPICommand.self]
    )
}

ViperaCommand.main()
