public import Foundation

/// What stops an account from being opened, renamed, closed or shared. A refused change changes nothing.
public enum AccountError: Error, Equatable, Sendable, LocalizedError {
    /// A name with nothing printable in it.
    case emptyName
    /// A name longer than ``AccountRules/maximumNameLength``.
    case nameTooLong(length: Int, maximum: Int)
    /// A name of digits only, which commands would read as a position in the list.
    case nameIsNumber(String)
    /// Another open account already has this name, ignoring case.
    case nameTaken(String)
    /// A currency that is not three letters, as ISO 4217 codes are.
    case unknownCurrency(String)
    /// An opening balance below zero on an account that cannot be owed money.
    case negativeOpening(AccountType)
    /// An opening balance above zero on a credit account, which starts at what is owed.
    case positiveCreditOpening
    /// A credit limit on an account that is not a credit account.
    case limitOnNonCredit(AccountType)
    /// A credit account opened owing more than its limit.
    case openingBeyondLimit(limit: Decimal, currency: String)
    /// An account with money in it (or owed on it), which closing would lose.
    case balanceNotZero(account: String, balance: Decimal, currency: String)
    /// An account that is already closed.
    case alreadyClosed(String)
    /// An account to reopen that is open.
    case notClosed(String)
    /// A change only the account's owner may make, asked by another person.
    case notOwner(account: String, owner: String)
    /// A person name that names nobody admitted to the bank.
    case noSuchPerson(String)
    /// An empty person name.
    case emptyPerson
    /// A share with the person who owns the account already.
    case sharedWithOwner(account: String, owner: String)
    /// An account taken back from a person it was not shared with.
    case notShared(account: String, person: String)
    /// Sharing asked of a bank file, which has one person.
    case sharingNeedsAServer
    /// Text that is not an IBAN, and why.
    case badIBAN(String, reason: IBANProblem)
    /// An opening day after today.
    case openedInTheFuture(CalendarDay)
    /// An opening day outside the years the ledger holds.
    case openedOutsideTheLedger(CalendarDay)
    /// A credit limit below what the account owes.
    case limitBelowOwed(account: String, owed: Decimal, currency: String)

    /// What is wrong with an IBAN.
    public enum IBANProblem: Sendable, Equatable {
        /// Characters other than letters, digits and spaces, or none.
        case characters
        /// A country code of no country that has IBANs.
        case country
        /// Not the length the country's IBANs have.
        case length(Int)
        /// Check digits that do not hold: a typo.
        case checkDigits
    }

    // MARK: - LocalizedError

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .emptyName: Strings.Accounts.emptyName
        case .nameTooLong(let length, let maximum): Strings.Accounts.nameTooLong(length, maximum)
        case .nameIsNumber(let name): Strings.Accounts.nameIsNumber(name)
        case .nameTaken(let name): Strings.Accounts.nameTaken(name)
        case .unknownCurrency(let code): Strings.Accounts.unknownCurrency(code)
        case .negativeOpening(let type): Strings.Accounts.negativeOpening(type)
        case .positiveCreditOpening: Strings.Accounts.positiveCreditOpening
        case .limitOnNonCredit(let type): Strings.Accounts.limitOnNonCredit(type)
        case .openingBeyondLimit(let limit, let currency): Strings.Accounts.openingBeyondLimit(limit, currency)
        case .limitBelowOwed(let account, let owed, let currency):
            Strings.Accounts.limitBelowOwed(account, owed, currency)
        case .balanceNotZero(let account, let balance, let currency):
            Strings.Accounts.balanceNotZero(account, balance, currency)
        case .alreadyClosed(let name): Strings.Accounts.alreadyClosed(name)
        case .notClosed(let name): Strings.Accounts.notClosed(name)
        case .notOwner(let account, let owner): Strings.Sharing.notOwner(account, owner)
        case .noSuchPerson(let person): Strings.Sharing.noSuchPerson(person)
        case .emptyPerson: Strings.Sharing.emptyPerson
        case .sharedWithOwner(let account, let owner): Strings.Sharing.sharedWithOwner(account, owner)
        case .notShared(let account, let person): Strings.Sharing.notShared(account, person)
        case .sharingNeedsAServer: Strings.Sharing.needsAServer
        case .badIBAN(let text, let reason): Strings.Accounts.badIBAN(text, reason)
        case .openedInTheFuture(let day): Strings.Accounts.openedInTheFuture(day)
        case .openedOutsideTheLedger(let day): Strings.Accounts.openedOutsideTheLedger(day)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .emptyName, .nameTooLong, .nameIsNumber: Strings.Accounts.nameHint
        case .nameTaken: Strings.Accounts.nameTakenHint
        case .unknownCurrency: Strings.Accounts.currencyHint
        case .negativeOpening, .positiveCreditOpening: Strings.Accounts.openingHint
        case .openingBeyondLimit: Strings.Accounts.beyondLimitHint
        case .limitBelowOwed: Strings.Accounts.limitBelowOwedHint
        case .limitOnNonCredit: Strings.Accounts.limitHint
        case .balanceNotZero: Strings.Accounts.balanceHint
        case .alreadyClosed, .notClosed, .sharedWithOwner: nil
        case .notOwner(_, let owner): Strings.Sharing.notOwnerHint(owner)
        case .noSuchPerson, .emptyPerson: Strings.Sharing.personHint
        case .notShared: Strings.Sharing.sharesHint
        case .sharingNeedsAServer: Strings.Sharing.needsAServerHint
        case .badIBAN: Strings.Accounts.ibanHint
        case .openedInTheFuture, .openedOutsideTheLedger: Strings.Accounts.openedHint
        }
    }
}
