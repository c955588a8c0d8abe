import Foundation

/// The rules of accounts shared between people: who may move money, who may change an account,
/// and which person names a share may name. The server holds the same rules in its row-level
/// security; these give the refusal in the person's words before a statement is sent.
public enum SharingRules {
    // MARK: - Constants

    /// The group role whose members are a server bank's people: its migration makes it, and an
    /// administrator admits a person by granting it.
    public static let peopleRole = "vbank_people"
    /// The longest name a PostgreSQL role has, in bytes: a longer one names nobody.
    public static let maximumPersonBytes = 63

    // MARK: - Money

    /// Refuses to move money to or from an account shared with the person to view only.
    public static func checkMovesMoney(_ account: Account) throws(BankError) {
        guard account.access.movesMoney else {
            throw .mayOnlyView(account: account.name, owner: account.owner ?? "")
        }
    }

    // MARK: - Owning

    /// Refuses a change only the account's owner may make: renaming, closing, sharing.
    public static func checkOwns(_ account: Account) throws(AccountError) {
        guard account.access == .own else {
            throw .notOwner(account: account.name, owner: account.owner ?? "")
        }
    }

    /// `text` as a person's name: without blanks at its ends; refused when empty, and when it
    /// holds control characters or is longer than any role name, as no person is named so.
    public static func acceptedPerson(_ text: String) throws(AccountError) -> String {
        let person = text.trimmingCharacters(in: .whitespaces)
        guard !person.isEmpty else { throw .emptyPerson }
        guard person.utf8.count <= maximumPersonBytes,
            !person.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .noSuchPerson(MemoText.cleaned(person))
        }
        return person
    }

    /// Refuses to share `account` unless the person owns it and it is open, and to share it with
    /// its owner.
    public static func checkShare(_ account: Account, with person: String) throws {
        try checkOwns(account)
        try AccountRules.checkOpen(account)
        guard person != account.owner else {
            throw AccountError.sharedWithOwner(account: account.name, owner: person)
        }
    }
}
