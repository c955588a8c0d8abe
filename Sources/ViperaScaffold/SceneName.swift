/// A new scene's name, checked, with the forms the generated files use.
///
/// `AccountDetail` gives the types `AccountDetailViewController`, `AccountDetailInteractor`, …,
/// the folder `AccountDetail/`, the case `accountDetail` that opens it, the words "account detail"
/// for documentation and the title "Account detail" for the breadcrumb.
public struct SceneName: Sendable, Equatable, CustomStringConvertible {
    // MARK: - Constants

    /// The longest name accepted: beyond it the generated type names become unwieldy.
    public static let maximumLength = 40

    /// Endings that name one of a scene's parts rather than the scene.
    static let partSuffixes = ["ViewController", "Interactor", "Presenter", "Router", "Worker", "Models", "Scene"]

    /// Names the generated code or its tests use from Vipera, ViperaTesting, Swift Testing, the
    /// standard library or Foundation: a scene's namespace enum with one of these names would hide
    /// the type or make it ambiguous.
    static let takenNames: Set<String> = [
        "Table", "Console", "EmptyState", "CommandTable", "CommandSpec", "ErrorViewModel", "ErrorDisplaying",
        "ConsoleDisplaying", "NavigationError", "SceneRouting", "Navigating", "Navigator", "NavigatorSpy",
        "SpyScene", "CapturingConsole", "Spyable", "Test", "Suite", "Issue", "Testing", "Vipera", "Strings",
        "String", "Error", "Never", "Result", "Sendable", "Equatable", "Encodable", "Timer", "Date", "Data", "URL",
        "Locale", "Calendar", "Notification", "Process", "Thread", "SceneBuilder", "SceneBuilding",
        "SceneBuildingSpy", "SceneDestination", "SceneRoute", "DestinationRouting", "Destinations",
    ]

    // MARK: - Properties

    /// The name as typed, such as `AccountDetail`.
    public let value: String

    /// The name's words in lower case, such as "account detail".
    public var words: String { wordList.joined(separator: " ") }

    /// The name for the breadcrumb, such as "Account detail".
    public var title: String {
        let words = self.words
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The name as a destination's case, such as `accountDetail`: the case that opens the scene.
    public var caseName: String { value.prefix(1).lowercased() + value.dropFirst() }

    /// The description is the name itself.
    public var description: String { value }

    // MARK: - Initialization

    /// Checks `text` as an UpperCamelCase Swift identifier that names a scene.
    public init(_ text: String) throws(ScaffoldError) {
        guard !text.isEmpty, text.count <= Self.maximumLength else {
            throw .invalidName(text, reason: ScaffoldStrings.nameLength(Self.maximumLength))
        }
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else {
            throw .invalidName(text, reason: ScaffoldStrings.nameStart)
        }
        guard text.unicodeScalars.allSatisfy({ Self.isIdentifierScalar($0) }) else {
            throw .invalidName(text, reason: ScaffoldStrings.nameCharacters)
        }
        if let suffix = Self.partSuffixes.first(where: { text.hasSuffix($0) }) {
            throw .invalidName(text, reason: ScaffoldStrings.namePart(suffix))
        }
        guard !Self.takenNames.contains(text) else {
            throw .invalidName(text, reason: ScaffoldStrings.nameTaken)
        }
        value = text
    }

    // MARK: - Private

    /// Splits before a capital that follows a small letter or a digit, and before the last capital
    /// of an acronym that a word follows: `IBANList` is "IBAN" and "list".
    private var wordList: [String] {
        let characters = Array(value)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, let previous = current.last {
                let next = characters.indices.contains(index + 1) ? characters[index + 1] : nil
                let endsAcronym = previous.isUppercase && next?.isLowercase == true
                if !previous.isUppercase || endsAcronym {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        words.append(current)
        return words.map { $0.count > 1 && $0.allSatisfy { $0.isUppercase || $0.isNumber } ? $0 : $0.lowercased() }
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
