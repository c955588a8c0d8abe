import Foundation

extension Strings {
    /// Accounts shared between people on a server bank.
    enum Sharing {
        static let emptyPerson = "the person's name is empty"
        static let personHint =
            "Give a person's login on the bank's server. An administrator admits people; see 'Sharing a bank' in the README."
        static let sharesHint = "Type 'shares' to see who may do what."
        static let needsAServer = "sharing needs a bank on a PostgreSQL server: a bank file has one person, its owner"
        static let needsAServerHint =
            "Move this bank to a server with: vbank copy --to postgresql://HOST/DATABASE (see 'Sharing a bank' in the README)."

        static func mayOnlyView(_ account: String, _ owner: String) -> String {
            "\(owner) shared \(account) with you to view only; no money was moved"
        }

        static func mayOnlyViewHint(_ owner: String) -> String {
            "Ask \(owner), who owns it, to share it with you for transfer."
        }

        static func notOwner(_ account: String, _ owner: String) -> String {
            "only \(owner), who owns \(account), may rename, close or share it; nothing was changed"
        }

        static func notOwnerHint(_ owner: String) -> String {
            "Ask \(owner) to make the change."
        }

        static func noSuchPerson(_ person: String) -> String {
            "there is no person named \(Self.quoted(person)) at this bank"
        }

        static func sharedWithOwner(_ account: String, _ owner: String) -> String {
            "\(owner) owns \(account) already"
        }

        static func notShared(_ account: String, _ person: String) -> String {
            "\(account) is not shared with \(Self.quoted(person))"
        }

        /// A name as typed, in quotes, so that spaces and odd characters show.
        static func quoted(_ text: String) -> String {
            "'\(text)'"
        }
    }
}
