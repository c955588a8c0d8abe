// MARK: - Commands of Scenes Below

extension CommandDispatcher {
    /// The nearest entry below the top whose scene has the command `word` names, by its full name
    /// or an alias, so a letter or two typed for something here never leaves this scene; nil when
    /// no scene on the stack has it, or when reaching it would leave a scene collecting a draft
    /// (a transfer being filled in), which would be lost.
    func entryBelow(having word: Token) -> NavigationEntry? {
        let entries = navigator.entries
        for position in entries.indices.dropLast().reversed() {
            // Every scene above this one would be left.
            if entries[position + 1].scene is any CollectingScene {
                return nil
            }
            let scene = entries[position].scene.commandIndex
            if let command = scene.exactMatch(word.text),
                globals.index.exactMatch(scene.descriptors[command].name) == nil
            {
                return entries[position]
            }
        }
        return nil
    }

    /// Runs `tokens` in `below`'s scene: checked there first, so a line that does not parse, or a
    /// change while only navigation is allowed, leaves the stack as it was; then the scenes above
    /// it are left, as `back to` leaves them, and the command runs in it (a command that then
    /// fails leaves the session in that scene, as `back to` would have). The scene is not shown
    /// again first: a number typed means the row the user saw, and a command that opens another
    /// scene shows only that one. One that opens none shows its scene again after its output.
    func run(_ tokens: [Token], line: String, below: NavigationEntry) async throws(CommandLineError)
        -> CommandOutcome
    {
        try check(tokens, in: below.scene)
        do {
            try navigator.pop(to: below.id)
        } catch {
            return console.refuse(ErrorViewModel(error))
        }
        return try await run(tokens, line: line, in: below.scene)
    }

    // MARK: - Private

    /// Parses `tokens` as `scene`'s command and checks its effects, running nothing.
    private func check<S: Scene>(_ tokens: [Token], in scene: S) throws(CommandLineError) {
        let table = scene.commands
        let resolution = try CommandResolver.resolve(tokens[0].text, globals: globals.index, scene: table.index)
        guard case .scene(let position) = resolution else { return }
        let spec = table.specs[position]
        _ = try parse(spec, from: tokens, supplier: choices(in: scene, keyed: scene as? any KeyedChoiceScene))
        try checkEffects(of: spec.descriptor, tokens: tokens)
    }
}
