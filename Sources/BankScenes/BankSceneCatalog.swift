public import Vipera

/// The catalogue of the bank's scenes, built from the same command tables the REPL parses with;
/// `vbank scenes --markdown` prints it and a test keeps `scenes.md` equal to it.
public enum BankSceneCatalog {
    /// Where the scene folders are.
    public static let sourceFolder = "Sources/BankScenes"

    /// Every scene, the root first. Names, commands and routes come from the scenes'
    /// declarations: a scene's routes are its destination enum's cases, which its router alone
    /// can open and the factory builds exhaustively.
    public static let entries: [SceneCatalogEntry] = [
        entry(
            HomeViewController.self, Strings.Home.purpose, HomeViewController.commandTable,
            routes: HomeDestination.routes),
        entry(
            AccountsViewController.self, Strings.Accounts.purpose, AccountsViewController.commandTable,
            routes: AccountsDestination.routes),
        entry(
            AccountDetailViewController.self, Strings.AccountDetail.purpose, AccountDetailViewController.commandTable,
            place: Strings.AccountDetail.place, routes: AccountDetailDestination.routes),
        entry(
            TransactionsViewController.self, Strings.Transactions.purpose, TransactionsViewController.commandTable,
            place: Strings.Transactions.place, routes: TransactionsDestination.routes),
        entry(
            TransactionDetailViewController.self, Strings.TransactionDetail.purpose,
            TransactionDetailViewController.commandTable,
            place: Strings.TransactionDetail.place),
        entry(
            TransferViewController.self, Strings.Transfer.purpose, TransferViewController.commandTable,
            place: Strings.Transfer.place, result: TransferResult.self),
        entry(
            RecordViewController.self, Strings.Record.purpose, RecordViewController.commandTable,
            place: Strings.Record.place),
        entry(
            UndoViewController.self, Strings.Undo.purpose, UndoViewController.commandTable, place: Strings.Undo.place),
        entry(
            InsightsViewController.self, Strings.Insights.purpose, InsightsViewController.commandTable),
        entry(CategoriesViewController.self, Strings.Categories.purpose, CategoriesViewController.commandTable),
        entry(
            SearchViewController.self, Strings.Search.purpose, SearchViewController.commandTable,
            place: Strings.Search.place, routes: SearchDestination.routes),
        entry(CardsViewController.self, Strings.Cards.purpose, CardsViewController.commandTable),
        entry(SettingsViewController.self, Strings.Settings.purpose, SettingsViewController.commandTable),
    ]

    /// The catalogue as Markdown, listing `globalCommands` as available everywhere.
    public static func markdown(globalCommands: [CommandDescriptor]) -> String {
        SceneCatalogMarkdown.render(
            title: Strings.Catalog.title,
            introduction: Strings.Catalog.introduction,
            sourceFolder: sourceFolder,
            globalCommands: globalCommands,
            entries: entries
        )
    }

    // MARK: - Private

    private static func entry<S: Scene, Command>(
        _ scene: S.Type, _ purpose: String, _ commands: CommandTable<Command>, place: String? = nil,
        routes: [SceneRoute] = [], result: Any.Type? = nil
    ) -> SceneCatalogEntry {
        SceneCatalogEntry(
            name: scene.sceneName, place: place, purpose: purpose, commands: commands.descriptors, routes: routes,
            result: result)
    }
}
