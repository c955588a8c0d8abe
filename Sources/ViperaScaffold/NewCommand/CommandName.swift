/// A new command's name as typed (`open`, `toggle-balances`) and the Swift names made from it: the
/// use case `ToggleBalances`, the method and enum case `toggleBalances`.
public struct CommandName: Sendable, Equatable {
    // MARK: - Properties

    /// The name typed at the prompt.
    public let typed: String
    /// The use case's type name.
    public let useCase: String
    /// The interactor method's and the command case's name.
    public let member: String

    // MARK: - Initialization

    /// Checks `text`: lower-case words of letters and digits joined by hyphens, starting with a letter.
    public init(_ text: String) throws(ScaffoldError) {
        let words = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let isWord = { (word: String) in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        guard let first = words.first?.unicodeScalars.first, ("a"..."z").contains(first), words.allSatisfy(isWord)
        else {
            throw .invalidCommand(text, reason: ScaffoldStrings.commandCharacters)
        }
        typed = text
        useCase = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        member = useCase.prefix(1).lowercased() + useCase.dropFirst()
    }
}
