/// A scene whose list entries have stable keys (a row's identifier), beside the names
/// ``Scene/choices(for:)`` offers: `#KEY` then picks an entry exactly, and a deep link
/// (`where --link`) names the entry by its key rather than by a name others may share.
@MainActor
public protocol KeyedChoiceScene: Scene {
    /// The keys of the entries ``Scene/choices(for:)`` offers for an `.item` argument, in the same
    /// order, or none.
    /// - Parameter source: Which argument's entries are asked for.
    /// - Returns: A key for each value ``Scene/choices(for:)`` offers, or none.
    func choiceKeys(for source: ChoiceSource) -> [String]
}

/// A scene whose choices explain themselves: Tab and `?` show each value with a few words the
/// scene gives (an account's type and balance, a category's kind), aligned beside it.
///
/// ```swift
/// func choiceDescriptions(for source: ChoiceSource) -> [String] {
///     source == Self.accountNames ? shownRows.map { "\($0.type), \($0.balance)" } : []
/// }
/// ```
@MainActor
public protocol DescribedChoiceScene: Scene {
    /// A few words about each value ``Scene/choices(for:)`` offers for `source`, in the same
    /// order, or none. What the scene hides (balances a user turned off) stays out of them.
    /// - Parameter source: Which argument's values are described.
    /// - Returns: One description for each value offered, or none.
    func choiceDescriptions(for source: ChoiceSource) -> [String]
}

/// A scene whose completions need what it does not show, such as the categories a `filter` may
/// name: the session calls ``loadSuggestions()`` before it reads a typed line and before `?`
/// lists values, never while a script runs its lines, so a script pays nothing for it.
@MainActor
public protocol SuggestionLoadingScene: Scene {
    /// Reads what ``Scene/choices(for:)`` offers next for the arguments that suggest values,
    /// through the scene's interactor, presenter and display as any use case does.
    func loadSuggestions() async
}

/// A scene that shows more than the command that reached it says (a search, filters, a page):
/// `where --link` writes the commands that take it, freshly reached, to what it shows now.
@MainActor
public protocol LinkableScene: Scene {
    /// The commands that take this scene, freshly reached, to what it shows now. Each must have
    /// no ``CommandEffects``: a deep link only navigates.
    var linkSteps: [String] { get }
}

/// A scene that collects a change over several commands (a form), each setting one piece
/// (``CommandDescriptor/collects``) before another confirms it.
///
/// A line that would set a piece and is refused leaves no older value in its place: the scene
/// forgets the value it held, so no later command (a `confirm`) acts on it, and says so. For its
/// own refusals the scene does that itself; for a line refused before it reached the scene (it
/// did not parse) the dispatcher calls ``refuse(_:collecting:)``. ViperaTesting's
/// `expectRefusalForgets` checks both.
///
/// ```swift
/// func refuse(_ refusal: ErrorViewModel, collecting piece: String) async {
///     await interactor.forget(Transfer.Forget.Request(piece: piece, refusal: refusal))
/// }
/// // The presenter: display?.displayError(refusal.addingNote(cleared.map(Strings.cleared)))
/// ```
@MainActor
public protocol CollectingScene: Scene {
    /// Forgets the value held for `piece` and presents `refusal`, through the scene's presenter,
    /// with a note that says what was forgotten when a value was.
    /// - Parameters:
    ///   - refusal: The error of the line that would have set the piece.
    ///   - piece: The piece the refused command collects, as it declares it.
    func refuse(_ refusal: ErrorViewModel, collecting piece: String) async
}
