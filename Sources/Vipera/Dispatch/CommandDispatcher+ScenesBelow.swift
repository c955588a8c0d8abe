// MARK: - Commands of Scenes Below

extension CommandDispatcher {
    /// The nearest entry below the top whose scene has the command `word` names, by its name or,
    /// for a command that only reads, the start of it; nil when no scene on the stack has it. The
    /// start of a command with effects is refused, as it is in its own scene.
    func entryBelow(having word: Token) throws(CommandLineError) -> NavigationEntry? {
        for entry in navigator.entries.dropLast().reversed() {
            do {
                let resolution = try CommandResolver.resolve(
                    word.text, globals: globals.index, scene: entry.scene.commandIndex)
                if case .scene = resolution {
                    return entry
                }
            } catch  where error.kind == .abbreviatedCommand {
                throw error.located(at: word.span)
            } catch {
                continue
            }
        }
        return nil
    }

    /// Runs `tokens` in `below`'s scene: checked there first, so a line that does not parse, or a
    /// change while only navigation is allowed, leaves the stack as it was; then the scenes above
    /// it are left, as `back to` leaves them, and the command runs in it. The scene is not shown
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
