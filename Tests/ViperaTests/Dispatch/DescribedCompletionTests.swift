import Testing

@_spi(Dispatch) @testable import Vipera

/// What a filter command may name, for the scene below.
private enum FilterCommand: Sendable, Equatable {
    case open(String)
    case category(String)
    case filter(field: String, value: String)
}

/// A scene whose accounts carry descriptions and whose categories are loaded only when asked.
@MainActor
private final class LedgerScene: DescribedChoiceScene, SuggestionLoadingScene {
    nonisolated static let accounts: ChoiceSource = "accounts"
    nonisolated static let categories: ChoiceSource = "categories"
    nonisolated static let sceneName = "Ledger"
    let title = "Ledger"
    var accountNames = ["Everyday", "Rainy day", "Travel"]
    var accountDescriptions = ["checking, $5.00", "savings, $12.00", "savings, $3.00"]
    private(set) var loadedCategories: [(name: String, kind: String)] = []
    private(set) var loads = 0

    nonisolated static let table = CommandTable<FilterCommand>([
        CommandSpec(
            "open", summary: "Open an account", TypedParameter.dynamicChoice("ACCOUNT", from: accounts, "An account")
        ) {
            .open($0)
        },
        CommandSpec(
            "category", summary: "Set the category",
            TypedParameter.text("CATEGORY", suggesting: categories, "The category")
        ) { .category($0) },
        CommandSpec(
            "filter", summary: "Narrow the list",
            TypedParameter.choice("FIELD", ["type", "category"], "What to filter by"),
            TypedParameter.text(
                "VALUE", varyingWith: "FIELD",
                ["type": .choice(["credit", "debit"]), "category": .suggested(categories)], "The value")
        ) { .filter(field: $0, value: $1) },
    ])

    var commands: CommandTable<FilterCommand> { Self.table }

    func handle(_ command: FilterCommand) async {}

    func choices(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.accounts: accountNames
        case Self.categories: loadedCategories.map(\.name)
        default: []
        }
    }

    func choiceDescriptions(for source: ChoiceSource) -> [String] {
        switch source {
        case Self.accounts: accountDescriptions
        case Self.categories: loadedCategories.map(\.kind)
        default: []
        }
    }

    func loadSuggestions() async {
        loads += 1
        loadedCategories = [("groceries", "spending"), ("gifts", "spending"), ("salary", "income")]
    }
}

/// Completions that explain themselves, and arguments whose values are suggested rather than
/// required: Tab and `?` show each value with the scene's words about it.
@MainActor
@Suite("Described completions")
struct DescribedCompletionTests {
    private let console = CapturingConsole(width: 80)
    private let navigator = Navigator()
    private let scene = LedgerScene()

    init() async {
        navigator.push(scene)
        await navigator.completeTransitions()
    }

    private var dispatcher: CommandDispatcher {
        CommandDispatcher(navigator: navigator, console: console)
    }

    // MARK: - Tab

    @Test func tab_givesEachCandidateItsDescription() {
        // When
        let completion = dispatcher.completions(for: "open ")

        // Then
        #expect(completion.candidates == ["Everyday", "Rainy day", "Travel"])
        #expect(
            completion.descriptions == [
                "Everyday": "checking, $5.00", "Rainy day": "savings, $12.00", "Travel": "savings, $3.00",
            ])
    }

    @Test func tab_keepsOnlyTheDescriptionsOfTheCandidatesLeft() {
        let completion = dispatcher.completions(for: "open r")

        #expect(completion.candidates == ["Rainy day"])
        #expect(completion.descriptions == ["Rainy day": "savings, $12.00"])
    }

    @Test func descriptionsThatDoNotMatchTheValuesOneForOne_areLeftOut() {
        // Given a scene whose descriptions are out of step with its values
        scene.accountDescriptions = ["checking, $5.00"]

        // When
        let completion = dispatcher.completions(for: "open ")

        // Then the values are offered bare rather than described wrongly
        #expect(completion.candidates == ["Everyday", "Rainy day", "Travel"])
        #expect(completion.descriptions.isEmpty)
    }

    @Test func aSuggestedArgument_completesFromWhatTheSceneLoaded() async {
        // Given
        await dispatcher.loadSuggestions()

        // When
        let completion = dispatcher.completions(for: "category g")

        // Then
        #expect(completion.candidates == ["gifts", "groceries"])
        #expect(completion.descriptions == ["gifts": "spending", "groceries": "spending"])
    }

    @Test func aVaryingArgument_completesAsTheEarlierArgumentsValuePicks() async {
        await dispatcher.loadSuggestions()

        #expect(dispatcher.completions(for: "filter category s").candidates == ["salary"])
        #expect(dispatcher.completions(for: "filter type ").candidates == ["credit", "debit"])
        // The field may be written as a start of its name, as the parse reads it.
        #expect(dispatcher.completions(for: "filter cat gr").candidates == ["groceries"])
        #expect(dispatcher.completions(for: "filter nonsense ").candidates.isEmpty)
    }

    @Test func aSuggestedArgument_acceptsAValueNobodySuggested() throws {
        let command = try LedgerScene.table.command(for: "category rent")

        #expect(command == .category("rent"))
    }

    // MARK: - ?

    @Test func guide_alignsEachEntrysDescriptionAfterTheWidestName() async {
        // When
        let result = await dispatcher.dispatch("open ?")

        // Then
        #expect(result == .succeeded)
        #expect(
            console.output == """
                  ACCOUNT      An account (one of the names shown)
                    Everyday   checking, $5.00
                    Rainy day  savings, $12.00
                    Travel     savings, $3.00

                """)
    }

    @Test func guide_loadsSuggestionsBeforeListingThem() async {
        // When
        _ = await dispatcher.dispatch("filter category ?")

        // Then
        #expect(scene.loads == 1)
        #expect(console.output.contains("    groceries  spending\n"))
        #expect(console.output.contains("    salary     income\n"))
    }

    @Test func aLineThatRuns_loadsNoSuggestions() async {
        _ = await dispatcher.dispatch("category rent")

        #expect(scene.loads == 0)
    }
}
