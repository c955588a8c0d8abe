/// Where the first word of a line points: a global command or one of the top scene's commands.
enum CommandResolution: Equatable {
    /// The global command at this position in the global table.
    case global(Int)
    /// The scene command at this position in the scene's table.
    case scene(Int)
}

/// Finds the command a word names. An exact global name wins, then an exact scene name, then a
/// prefix: one scene command starting with it wins over global commands starting with it (the
/// scene on screen is what the user is working in), and otherwise one global command. A scene
/// command named like a global command is shadowed by it.
///
/// A command with effects (``CommandEffects``: it changes data or writes files) runs only by its
/// name or a declared alias: the start of one is refused with the name it would have run, so a
/// letter typed for something else (`c 2` for `cards`, `t` for `transactions`) never closes an
/// account or changes a setting. Prefixes of commands that only read keep working.
enum CommandResolver {
    /// The command `word` names, or an error listing candidates or suggestions.
    /// - Parameters:
    ///   - elsewhere: The app's directory and the name of the scene on top, asked for only when
    ///     `word` names nothing here, so the error can say where it works.
    ///   - acceptsAbbreviatedEffects: Whether the start of a command with effects finds it, for
    ///     questions about a line that do not run it (is it sensitive?).
    static func resolve(
        _ word: String,
        globals: CommandIndex,
        scene: CommandIndex?,
        acceptsAbbreviatedEffects: Bool = false,
        elsewhere: () -> (directory: CommandDirectory, sceneName: String?) = { (.empty, nil) }
    ) throws(CommandLineError) -> CommandResolution {
        let resolution = try resolveByPrefix(word, globals: globals, scene: scene, elsewhere: elsewhere)
        if !acceptsAbbreviatedEffects {
            try refuseAbbreviatedEffects(word, resolution, globals: globals, scene: scene)
        }
        return resolution
    }

    // MARK: - Private

    private static func resolveByPrefix(
        _ word: String,
        globals: CommandIndex,
        scene: CommandIndex?,
        elsewhere: () -> (directory: CommandDirectory, sceneName: String?)
    ) throws(CommandLineError) -> CommandResolution {
        if let position = globals.exactMatch(word) {
            return .global(position)
        }
        if let position = scene?.exactMatch(word) {
            return .scene(position)
        }
        let globalMatches = globals.prefixMatches(word).map(CommandResolution.global)
        let sceneMatches = (scene?.prefixMatches(word) ?? [])
            .filter { position in !isShadowed(position, scene: scene, by: globals) }
            .map(CommandResolution.scene)
        if sceneMatches.count == 1, let match = sceneMatches.first {
            return match
        }
        let matches = sceneMatches.isEmpty ? globalMatches : sceneMatches
        if matches.count == 1, let match = matches.first {
            return match
        }
        if matches.isEmpty {
            throw unknown(word, globals: globals, scene: scene, elsewhere: elsewhere())
        }
        // Only the scene's own commands are candidates when any of them starts with the word.
        let names = matches.map { name(of: $0, globals: globals, scene: scene) }.sorted()
        throw CommandLineError(
            .ambiguousCommand,
            Strings.Dispatch.ambiguousCommand(word, candidates: names),
            hint: Strings.Values.typeMoreLetters
        )
    }

    /// Refuses `word` when it is only the start of the command it resolved to and that command
    /// has effects.
    private static func refuseAbbreviatedEffects(
        _ word: String, _ resolution: CommandResolution, globals: CommandIndex, scene: CommandIndex?
    ) throws(CommandLineError) {
        let descriptor: CommandDescriptor? =
            switch resolution {
            case .global(let position): globals.descriptors[position]
            case .scene(let position): scene?.descriptors[position]
            }
        guard let descriptor, !descriptor.effects.isEmpty,
            !descriptor.names.contains(where: { $0.lowercased() == word.lowercased() })
        else { return }
        throw CommandLineError(
            .abbreviatedCommand,
            Strings.Dispatch.abbreviatedCommand(word, name: descriptor.name, effects: descriptor.effects.phrases),
            hint: Strings.Dispatch.abbreviatedCommandHint(descriptor.name)
        )
    }

    /// The error for `word`, which names no command here: where it works, when `elsewhere` (the
    /// app's directory and the name of the scene on top) knows other scenes that have it, or
    /// the nearest names.
    private static func unknown(
        _ word: String,
        globals: CommandIndex,
        scene: CommandIndex?,
        elsewhere: (directory: CommandDirectory, sceneName: String?)
    ) -> CommandLineError {
        // A terminal shows nothing for most control characters, so a name with one in it would
        // read as a good name, and "Did you mean" would offer the very same name back.
        if let control = word.unicodeScalars.first(where: isControl) {
            return CommandLineError(
                .unknownCommand, Strings.Dispatch.controlCharacterInName(describe(control)),
                hint: Strings.Dispatch.controlCharacterInNameHint)
        }
        let places = elsewhere.directory.places(having: word, except: elsewhere.sceneName)
        if let sceneName = elsewhere.sceneName, !places.isEmpty {
            return CommandLineError(
                .unknownCommand,
                Strings.Dispatch.worksElsewhere(word, here: elsewhere.directory.phrase(for: sceneName), places: places),
                hint: Strings.Dispatch.worksElsewhereHint
            )
        }
        let names = globals.allNames + (scene?.allNames ?? [])
        let suggestions = Suggestions.closest(to: word, among: names)
        return CommandLineError(
            .unknownCommand,
            Strings.Dispatch.unknownCommand(word),
            hint: Strings.Dispatch.unknownCommandHint(suggestions: suggestions)
        )
    }

    /// Whether `scalar` is a C0 or C1 control character, or DEL.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// A control character as people know it: "NUL (U+0000)", "ESC (U+001B)", or its code alone.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let names: [UInt32: String] = [0x00: "NUL", 0x09: "TAB", 0x1B: "ESC", 0x7F: "DEL"]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
        return names[scalar.value].map { "\($0) (\(code))" } ?? code
    }

    /// Whether the scene command at `position` has the name of a global command, which always wins.
    private static func isShadowed(_ position: Int, scene: CommandIndex?, by globals: CommandIndex) -> Bool {
        guard let descriptor = scene?.descriptors[position] else { return false }
        return globals.exactMatch(descriptor.name) != nil
    }

    private static func name(of resolution: CommandResolution, globals: CommandIndex, scene: CommandIndex?) -> String {
        switch resolution {
        case .global(let position): globals.descriptors[position].name
        case .scene(let position): scene?.descriptors[position].name ?? ""
        }
    }
}
