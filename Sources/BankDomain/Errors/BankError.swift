public import Foundation

/// What can go wrong in the bank, with a message and a way out.
public enum BankError: Error, Equatable, Sendable, LocalizedError {
    /// No account has this identifier.
    case accountNotFound(Account.ID)
    /// No transaction has this identifier.
    case transactionNotFound(Transaction.ID)
    /// No card has this identifier.
    case cardNotFound(Card.ID)
    /// A transfer from an account to itself.
    case sameAccount
    /// A transfer between accounts of different currencies.
    case currencyMismatch(source: String, destination: String)
    /// An amount that is not positive.
    case invalidAmount
    /// An amount with more decimal places than its currency has.
    case tooPrecise(currency: String, digits: Int)
    /// Not enough money in a checking or savings account.
    case insufficientFunds(available: Decimal, currency: String)
    /// A credit account would go past its limit.
    case creditLimitExceeded(available: Decimal, currency: String)
    /// The card already has the status asked for.
    case cardAlreadyInStatus(CardStatus)
    /// A monthly limit outside what the bank allows.
    case invalidCardLimit(maximum: Decimal)
    /// A date the ledger cannot record (``NewTransaction/recordableDates``).
    case dateOutOfRange(Date)
    /// One amount beyond ``MoneyBounds``.
    case amountTooLarge(maximum: Decimal)
    /// A move that would take an account's balance beyond ``MoneyBounds``.
    case balanceTooLarge(account: String, maximum: Decimal)
    /// Amounts too large to add up: the bank holds amounts beyond ``MoneyBounds``, written before
    /// the bound existed.
    case sumTooLarge
    /// A memo longer than ``MemoText/maximumLength``.
    case memoTooLong(length: Int, maximum: Int)
    /// A memo with nothing printable in it.
    case emptyMemo
    /// An amount written in another currency than the account's (`€5` for a USD account).
    case amountInOtherCurrency(written: String, account: String, currency: String)
    /// A transfer to or from an account that was closed, perhaps by another session.
    case accountClosed(String)
    /// Money asked to move to or from an account shared with the person for viewing only.
    case mayOnlyView(account: String, owner: String)
    /// A category only the bank writes (a transfer's, an opening's), given to a recorded row.
    case notRecordable(TransactionCategory)
    /// A day the ledger cannot record (``NewTransaction/recordableDays``).
    case dayOutOfRange(CalendarDay)
    /// A day that has not begun anywhere yet.
    case dayNotYetBegun(CalendarDay)
    /// A day before the account opened, which it holds nothing from.
    case dayBeforeOpening(CalendarDay, account: String, opened: CalendarDay)
    /// The storage under the bank failed: the disk, the file, another session.
    case storage(StorageFault)
    /// A correction of a ledger row, or an undo, that cannot be made.
    case cannotCorrect(CorrectionRefusal)
    /// A change of the categories or the rules that cannot be made.
    case category(CategoryRefusal)
    /// A card that cannot be added.
    case card(CardRefusal)
    /// A change the bank's server refused by a rule of its own that vbank's check let through,
    /// in the server's words: the server's rules hold, whatever the client checked.
    case refusedByServer(String)
    /// A change sent with a key that another change was made with (``RequestKey``).
    case requestKeyReused(RequestKey)

    // MARK: - LocalizedError

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .accountNotFound(let id): Strings.accountNotFound(id)
        case .transactionNotFound(let id): Strings.transactionNotFound(id)
        case .cardNotFound(let id): Strings.cardNotFound(id)
        case .sameAccount: Strings.sameAccount
        case .currencyMismatch(let source, let destination): Strings.currencyMismatch(source, destination)
        case .invalidAmount: Strings.invalidAmount
        case .tooPrecise(let currency, let digits): Strings.tooPrecise(currency, digits)
        case .insufficientFunds(let available, let currency): Strings.insufficientFunds(available, currency)
        case .creditLimitExceeded(let available, let currency): Strings.creditLimitExceeded(available, currency)
        case .cardAlreadyInStatus(let status): Strings.cardAlreadyInStatus(status)
        case .invalidCardLimit(let maximum): Strings.invalidCardLimit(maximum)
        case .dateOutOfRange(let date): Strings.dateOutOfRange(date)
        case .amountTooLarge(let maximum): Strings.Bounds.amountTooLarge(maximum)
        case .balanceTooLarge(let account, let maximum): Strings.Bounds.balanceTooLarge(account, maximum)
        case .sumTooLarge: Strings.Bounds.sumTooLarge
        case .memoTooLong(let length, let maximum): Strings.memoTooLong(length, maximum)
        case .emptyMemo: Strings.emptyMemo
        case .amountInOtherCurrency(let written, let account, let currency):
            Strings.amountInOtherCurrency(written, account, currency)
        case .accountClosed(let name): Strings.accountClosed(name)
        case .mayOnlyView(let account, let owner): Strings.Sharing.mayOnlyView(account, owner)
        case .notRecordable(let category): Strings.Records.notRecordable(category)
        case .dayOutOfRange(let day): Strings.Records.dayOutOfRange(day)
        case .dayNotYetBegun(let day): Strings.Records.dayNotYetBegun(day)
        case .dayBeforeOpening(let day, let account, let opened): Strings.Records.dayBeforeOpening(day, account, opened)
        case .storage(let fault): fault.message
        case .cannotCorrect(let refusal): Strings.Corrections.message(refusal)
        case .category(let refusal): Strings.Categories.message(refusal)
        case .card(let refusal): Strings.Cards.message(refusal)
        case .refusedByServer(let reason): Strings.refusedByServer(reason)
        case .requestKeyReused(let key): Strings.requestKeyReused(key)
        }
    }

    /// How to recover.
    public var recoverySuggestion: String? {
        switch self {
        case .accountNotFound, .transactionNotFound, .cardNotFound, .accountClosed: Strings.refreshHint
        case .sameAccount: Strings.sameAccountHint
        case .currencyMismatch: Strings.currencyMismatchHint
        case .invalidAmount: Strings.invalidAmountHint
        case .tooPrecise(let currency, let digits): Strings.Amounts.preciseForms(currency, digits)
        case .insufficientFunds, .creditLimitExceeded: Strings.fundsHint
        case .cardAlreadyInStatus: nil
        case .dateOutOfRange: Strings.dateOutOfRangeHint
        case .invalidCardLimit: Strings.cardLimitHint
        case .amountTooLarge: Strings.Bounds.amountHint
        case .balanceTooLarge: Strings.Bounds.balanceHint
        case .sumTooLarge: Strings.Bounds.sumHint
        case .memoTooLong, .emptyMemo: Strings.memoHint
        case .amountInOtherCurrency: Strings.amountCurrencyHint
        case .mayOnlyView(_, let owner): Strings.Sharing.mayOnlyViewHint(owner)
        case .notRecordable(let category): Strings.Records.notRecordableHint(category)
        case .dayOutOfRange: Strings.dateOutOfRangeHint
        case .dayNotYetBegun: Strings.Records.dayNotYetBegunHint
        case .dayBeforeOpening: Strings.Records.dayBeforeOpeningHint
        case .storage(let fault): fault.hint
        case .cannotCorrect(let refusal): Strings.Corrections.hint(refusal)
        case .category(let refusal): Strings.Categories.hint(refusal)
        case .card(let refusal): Strings.Cards.hint(refusal)
        case .refusedByServer: Strings.refreshHint
        case .requestKeyReused: Strings.requestKeyReusedHint
        }
    }
}
