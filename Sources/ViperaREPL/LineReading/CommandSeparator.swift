#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Splits the text of `-c` into commands at every `;` outside quotes and escapes.
enum CommandSeparator {
    /// The commands in `text`, trimmed of surrounding spaces; empty ones are kept so their
    /// numbers in diagnostics match the order given.
    static func split(_ text: String) -> [String] {
        var commands: [String] = []
        var current = ""
        var quote: Character?
        var isEscaped = false
        for character in text {
            if isEscaped {
                isEscaped = false
            } else if character == "\\" && quote != "'" {
                isEscaped = true
            } else if character == "\"" || character == "'" {
                quote = quote == nil ? character : (quote == character ? nil : quote)
            } else if character == ";" && quote == nil {
                commands.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        commands.append(current)
        return commands.map { $0.trimmingBlanks() }
    }
}
