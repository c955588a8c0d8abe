public import Vipera

/// The catalogue of the bank's scenes, built from the same command tables the REPL parses with;
/// `vbank scenes --markdown` prints it and a test keeps `scenes.md` equal to it.
public enum BankSceneCatalog {
    /// Where the scene folders are.
    public static let sourceFolder = "Sources/BankScenes"

    /// Where a flow that ends goes back to.
    public static let origin = "the scene that started it"

    /// Every scene, the root first. Names come from the scenes' declarations; a test drives every
    /// route through the real routers and finds no route left out.
    public static let entries: [SceneCatalogEntry] = [
        entry(
            HomeViewController.self, Strings.Home.purpose, HomeViewController.commandTable,
            routes: [
                .init(command: "accounts", destination: AccountsViewController.sceneName),
                .init(command: "cards", destination: CardsViewController.sceneName),
                .init(
                    command: "transfer", destination: TransferViewController.sceneName,
                    data: "no source account, Home's interactor as TransferDelegate"),
                .init(command: "settings", destination: SettingsViewController.sceneName),
                .init(
                    command: "insights", destination: InsightsViewController.sceneName, data: "no account: all of them"),
            ]),
        entry(
            AccountsViewController.self, Strings.Accounts.purpose, AccountsViewController.commandTable,
            routes: [
                .init(command: "open", destination: AccountDetailViewController.sceneName, data: "the selected Account")
            ]),
        entry(
            AccountDetailViewController.self, Strings.AccountDetail.purpose, AccountDetailViewController.commandTable,
            place: Strings.AccountDetail.place,
            routes: [
                .init(command: "transactions", destination: TransactionsViewController.sceneName, data: "the Account"),
                .init(
                    command: "transfer", destination: TransferViewController.sceneName,
                    data: "the Account as source, its interactor as TransferDelegate"),
                .init(command: "insights", destination: InsightsViewController.sceneName, data: "the Account"),
            ]),
        entry(
            TransactionsViewController.self, Strings.Transactions.purpose, TransactionsViewController.commandTable,
            place: Strings.Transactions.place,
            routes: [
                .init(
                    command: "open", destination: TransactionDetailViewController.sceneName,
                    data: "the selected Transaction and its Account")
            ]),
        entry(
            TransactionDetailViewController.self, Strings.TransactionDetail.purpose, CommandTable<Never>([]),
            place: Strings.TransactionDetail.place),
        entry(
            TransferViewController.self, Strings.Transfer.purpose, TransferViewController.commandTable,
            place: Strings.Transfer.place,
            routes: [
                .init(
                    command: TransferCommand.Name.confirm, destination: origin,
                    data: "TransferResult.completed(receipt) to the delegate"),
                .init(
                    command: TransferCommand.Name.cancel, destination: origin,
                    data: "TransferResult.cancelled to the delegate"),
            ]),
        entry(
            InsightsViewController.self, Strings.Insights.purpose, InsightsViewController.commandTable),
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
        routes: [SceneCatalogEntry.Route] = []
    ) -> SceneCatalogEntry {
        SceneCatalogEntry(
            name: scene.sceneName, place: place, purpose: purpose, commands: commands.descriptors, routes: routes)
    }
}
