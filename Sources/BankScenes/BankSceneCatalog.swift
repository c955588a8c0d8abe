public import Vipera

/// The catalogue of the bank's scenes, built from the same command tables the REPL parses with;
/// `vbank scenes --markdown` prints it and a test keeps `scenes.md` equal to it.
public enum BankSceneCatalog {
    /// Where the scene folders are.
    public static let sourceFolder = "Sources/BankScenes"

    /// Every scene, the root first.
    public static let entries: [SceneCatalogEntry] = [
        SceneCatalogEntry(
            name: "Home",
            purpose: Strings.Home.purpose,
            commands: HomeViewController.commandTable.descriptors,
            routes: [
                .init(command: "accounts", destination: "Accounts"),
                .init(command: "cards", destination: "Cards"),
                .init(
                    command: "transfer", destination: "Transfer",
                    data: "no source account, Home's interactor as TransferDelegate"),
                .init(command: "settings", destination: "Settings"),
            ]
        ),
        SceneCatalogEntry(
            name: "Accounts",
            purpose: Strings.Accounts.purpose,
            commands: AccountsViewController.commandTable.descriptors,
            routes: [.init(command: "open", destination: "AccountDetail", data: "the selected Account")]
        ),
        SceneCatalogEntry(
            name: "AccountDetail",
            purpose: Strings.AccountDetail.purpose,
            commands: AccountDetailViewController.commandTable.descriptors,
            routes: [
                .init(command: "transactions", destination: "Transactions", data: "the Account"),
                .init(
                    command: "transfer", destination: "Transfer",
                    data: "the Account as source, its interactor as TransferDelegate"),
            ]
        ),
        SceneCatalogEntry(
            name: "Transactions",
            purpose: Strings.Transactions.purpose,
            commands: TransactionsViewController.commandTable.descriptors,
            routes: [
                .init(
                    command: "open", destination: "TransactionDetail", data: "the selected Transaction and its Account")
            ]
        ),
        SceneCatalogEntry(
            name: "TransactionDetail",
            purpose: Strings.TransactionDetail.purpose,
            commands: []
        ),
        SceneCatalogEntry(
            name: "Transfer",
            purpose: Strings.Transfer.purpose,
            commands: TransferViewController.commandTable.descriptors,
            routes: [
                .init(
                    command: "confirm", destination: "the scene that started it",
                    data: "TransferResult.completed(receipt) to the delegate"),
                .init(
                    command: "cancel", destination: "the scene that started it",
                    data: "TransferResult.cancelled to the delegate"),
            ]
        ),
        SceneCatalogEntry(
            name: "Cards",
            purpose: Strings.Cards.purpose,
            commands: CardsViewController.commandTable.descriptors
        ),
        SceneCatalogEntry(
            name: "Settings",
            purpose: Strings.Settings.purpose,
            commands: SettingsViewController.commandTable.descriptors
        ),
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
}
