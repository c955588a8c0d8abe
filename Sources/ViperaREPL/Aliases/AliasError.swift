#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why an alias could not be defined, removed or run.
package enum AliasError: Error, Equatable, Sendable, LocalizedError {
    /// `alias NAME =` with nothing after the `=`.
    case noCommands(name: String)
    /// The name is not a word an alias may have.
    case invalidName(String)
    /// The name is a global command's.
    case shadowsGlobalCommand(String)
    /// A command of the alias does not split into words.
    case unreadableCommand(name: String, command: String, reason: String)
    /// A command of the alias keeps a secret, which an alias would store in plain text.
    case runsSensitiveCommand(name: String, command: String)
    /// The alias would run itself, through the chain given.
    case recursive(chain: [String])
    /// `unalias` or `alias NAME` of a name that is no alias.
    case unknown(String)
    /// Fewer words than the alias's highest `$N`.
    case missingArguments(name: String, needed: Int, given: Int)
    /// More words than an alias without `$@` takes.
    case extraArguments(name: String, taken: Int, given: Int)
    /// Aliases ran aliases deeper than the limit.
    case nestedTooDeep(limit: Int)

    // MARK: - LocalizedError

    /// What went wrong.
    package var errorDescription: String? {
        typealias Text = Strings.Aliases
        return switch self {
        case .noCommands(let name): Text.noCommands(name)
        case .invalidName(let name): Text.invalidName(name)
        case .shadowsGlobalCommand(let name): Text.shadowsGlobal(name)
        case .unreadableCommand(let name, let command, let reason): Text.unreadable(name, command, reason)
        case .runsSensitiveCommand(let name, let command): Text.sensitive(name, command)
        case .recursive(let chain): Text.recursive(chain)
        case .unknown(let name): Text.unknown(name)
        case .missingArguments(let name, let needed, let given): Text.missingArguments(name, needed, given)
        case .extraArguments(let name, let taken, let given): Text.extraArguments(name, taken, given)
        case .nestedTooDeep(let limit): Text.nestedTooDeep(limit)
        }
    }

    /// What to do about it.
    package var recoverySuggestion: String? {
        switch self {
        case .noCommands, .unreadableCommand: Strings.Aliases.definitionHint
        case .invalidName: Strings.Aliases.nameHint
        case .shadowsGlobalCommand: Strings.Aliases.otherNameHint
        case .runsSensitiveCommand: Strings.Aliases.sensitiveHint
        case .recursive, .nestedTooDeep: Strings.Aliases.recursionHint
        case .unknown: Strings.Aliases.listHint
        case .missingArguments(let name, _, _), .extraArguments(let name, _, _): Strings.Aliases.showHint(name)
        }
    }
}
