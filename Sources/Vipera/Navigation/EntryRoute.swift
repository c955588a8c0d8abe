/// How a scene on the stack was reached: the command that pushed it, as it parsed. The line a
/// deep link repeats is written only when asked for (`where --link`), not on every push.
package struct EntryRoute: Sendable {
    // MARK: - Properties

    let descriptor: CommandDescriptor
    let arguments: ParsedArguments
    let tokens: ArraySlice<Token>

    /// Whether the command is kept out of history, so a link must not repeat it.
    package var isSensitive: Bool { descriptor.handlesSecrets }

    /// The command written out in full, as a deep link step: `open Everyday`.
    package var line: String {
        CanonicalLine.line(for: descriptor, arguments: arguments, tokens: tokens)
    }
}
