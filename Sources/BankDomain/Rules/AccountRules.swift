public import Foundation

/// The rules for opening, renaming and closing accounts, checked by the accounts scene as the
/// command is read and again by the store inside the transaction that makes the change.
public enum AccountRules {
    // MARK: - Constants

    /// The most characters an account name may have: enough for "Joint household account".
    public static let maximumNameLength = 40

    // MARK: - Opening

    /// The account to open, every part checked: the name (``acceptedName(_:)``, and free among
    /// `accounts`), the currency (``acceptedCurrency(_:)``), the opening balance and limit
    /// (``checkOpening(_:limit:type:currency:)``) and the opening day, which is `today` when the
    /// account opens with money and no day was given.
    /// - Parameters:
    ///   - name: The name as typed.
    ///   - type: Checking, savings or credit.
    ///   - currency: The currency code as typed; any case.
    ///   - openingMinor: The opening balance in minor units: what is held, or for a credit account
    ///     what is owed, below zero.
    ///   - creditLimitMinor: The credit limit in minor units; only a credit account has one.
    ///   - openedOn: The day it opened, when the user gave one.
    ///   - today: The day it is now, where the user is.
    ///   - iban: The IBAN as typed, if the user gave one (``IBAN/accepted(_:)``).
    ///   - accounts: The person's open accounts, whose names it must not take.
    ///   - key: The opening's key (``RequestKey``).
    public static func newAccount(
        name: String, type: AccountType, currency: String, openingMinor: Int64, creditLimitMinor: Int64 = 0,
        openedOn: CalendarDay? = nil, today: CalendarDay, iban: String? = nil, among accounts: [Account],
        key: RequestKey = .random()
    ) throws -> NewAccount {
        let name = try acceptedName(name)
        try checkNameIsFree(name, among: accounts)
        let code = try acceptedCurrency(currency)
        try checkOpening(openingMinor, limit: creditLimitMinor, type: type, currency: code)
        if let openedOn {
            guard openedOn <= today else { throw AccountError.openedInTheFuture(openedOn) }
            guard NewTransaction.recordableDays.contains(openedOn.daysSince1970) else {
                throw AccountError.openedOutsideTheLedger(openedOn)
            }
        }
        return NewAccount(
            name: name, type: type, currency: code, openingMinor: openingMinor, creditLimitMinor: creditLimitMinor,
            openedOn: openedOn ?? (openingMinor == 0 ? nil : today), iban: try iban.map(IBAN.accepted), key: key)
    }

    /// `text` cleaned as memos are (``MemoText/cleaned(_:)``: no control characters or escape
    /// sequences, one line, no blanks at the ends), refused when nothing is left or it is longer
    /// than ``maximumNameLength``, or when it is a number, which commands read as a place in a list.
    public static func acceptedName(_ text: String) throws(AccountError) -> String {
        let name = MemoText.cleaned(text)
        guard !name.isEmpty else { throw .emptyName }
        let length = name.count
        guard length <= maximumNameLength else { throw .nameTooLong(length: length, maximum: maximumNameLength) }
        guard !name.allSatisfy(\.isASCIIDigit) else { throw .nameIsNumber(name) }
        return name
    }

    /// Refuses `name` when another of `accounts` has it, ignoring case: accounts are picked by
    /// name, and "Savings" beside "savings" could not be told apart. `renaming` is left out, so
    /// an account may change the case of its own name.
    public static func checkNameIsFree(_ name: String, among accounts: [Account], renaming: Account.ID? = nil)
        throws(AccountError)
    {
        let folded = name.lowercased()
        if let taken = accounts.first(where: { $0.id != renaming && $0.name.lowercased() == folded }) {
            throw .nameTaken(taken.name)
        }
    }

    /// The ISO 4217 code `text` names, in capitals, of a currency ISO 4217 lists with a minor
    /// unit (``Currency/minorDigits(of:)``).
    public static func acceptedCurrency(_ text: String) throws(AccountError) -> String {
        let code = text.uppercased()
        guard Currency.isISO4217(code) else { throw .unknownCurrency(text) }
        return code
    }

    /// Refuses an opening balance or limit beyond ``MoneyBounds``, a checking or savings account
    /// that would open below zero, a credit account that would open above zero or owing more
    /// than its limit, and a limit on an account that is not a credit account.
    public static func checkOpening(_ openingMinor: Int64, limit: Int64, type: AccountType, currency: String) throws {
        try MoneyBounds.checkAmount(openingMinor)
        try MoneyBounds.checkAmount(limit)
        guard limit >= 0 else { throw BankError.invalidAmount }
        switch type {
        case .checking, .savings:
            guard limit == 0 else { throw AccountError.limitOnNonCredit(type) }
            guard openingMinor >= 0 else { throw AccountError.negativeOpening(type) }
        case .credit:
            guard openingMinor <= 0 else { throw AccountError.positiveCreditOpening }
            guard -openingMinor <= limit else {
                throw AccountError.openingBeyondLimit(
                    limit: MinorUnits.amount(of: limit, currency: currency), currency: currency)
            }
        }
    }

    // MARK: - Writing

    /// Refuses to write money into or out of a closed account: another session may have closed
    /// it since this one listed it.
    public static func checkOpen(_ account: Account) throws(BankError) {
        guard !account.isClosed else { throw .accountClosed(account.name) }
    }

    // MARK: - Closing

    /// Refuses to close an account that is already closed or that holds money or owes it.
    public static func checkClosable(_ account: Account) throws(AccountError) {
        guard !account.isClosed else { throw .alreadyClosed(account.name) }
        guard account.balanceMinor == 0 else {
            throw .balanceNotZero(account: account.name, balance: account.balance, currency: account.currency)
        }
    }

    /// Refuses a new credit limit of `limitMinor` on a closed account, on one that is not a credit
    /// account, one beyond ``MoneyBounds`` or below zero, and one below what the account owes.
    public static func checkLimit(_ limitMinor: Int64, of account: Account) throws {
        try checkOpen(account)
        guard account.type == .credit else { throw AccountError.limitOnNonCredit(account.type) }
        try MoneyBounds.checkAmount(limitMinor)
        guard limitMinor >= 0 else { throw BankError.invalidAmount }
        guard -account.balanceMinor <= limitMinor else {
            throw AccountError.limitBelowOwed(
                account: account.name, owed: MinorUnits.amount(of: -account.balanceMinor, currency: account.currency),
                currency: account.currency)
        }
    }

    /// Refuses an account that is open, and one whose name an open account took since it closed.
    public static func checkReopenable(_ account: Account, among open: [Account]) throws(AccountError) {
        guard account.isClosed else { throw .notClosed(account.name) }
        try checkNameIsFree(account.name, among: open.filter { $0.id != account.id })
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
