/// The few words Tab and `?` show beside a value a scene offers: what tells one account or row
/// from another at a glance, and nothing a setting hides.
enum ChoiceDescription {
    /// An account of the list: its type, and its balance while balances are shown.
    static func account(_ row: Accounts.FetchAccounts.ViewModel.Row) -> String {
        row.balanceMinor == nil ? row.type : Strings.Choices.account(type: row.type, balance: row.balance)
    }

    /// An account a flow's draft may pick: its masked number, and what it has available while
    /// balances are shown.
    static func draftAccount(_ row: DraftAccountRow) -> String {
        row.availableMinor == nil
            ? row.maskedNumber : Strings.Choices.draftAccount(number: row.maskedNumber, available: row.available)
    }

    /// A card: its number and whether it can pay.
    static func card(_ row: Cards.FetchCards.ViewModel.Row) -> String {
        Strings.Choices.card(number: row.maskedNumber, status: row.status)
    }

    /// A row of a statement: its day and amount, which tell apart rows of one payee.
    static func transaction(_ row: TransactionRow) -> String {
        Strings.Choices.transaction(date: row.date, amount: row.amount)
    }
}
