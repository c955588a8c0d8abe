import BankDomain

extension Strings {
    /// Sharing accounts, in the accounts scene.
    enum Shares {
        static let shareSummary = "Let another person view an account you own, or move money on it too"
        static let unshareSummary = "Take an account you shared back from a person"
        static let sharesSummary = "Show who may view or move money on which account"
        static let withArgument = "The word 'with'"
        static let fromArgument = "The word 'from'"
        static let personArgument = "The person's login on the bank's server"
        static let levelArgument = "view, or transfer to let them move money too"
        static let heading = "Shares"
        static let accountColumn = "Account"
        static let ownerColumn = "Owner"
        static let personColumn = "Person"
        static let mayColumn = "May"
        static let mayView = "view"
        static let mayTransfer = "view and transfer"
        static let empty = "No account is shared. Share one you own with: share ACCOUNT with PERSON view|transfer"

        static func shared(_ account: String, with person: String, _ level: ShareLevel) -> String {
            switch level {
            case .view: "Shared \(account) with \(person) to view: \(person) sees it and moves no money."
            case .transfer: "Shared \(account) with \(person) for transfer: \(person) may move money to and from it."
            }
        }

        static func unshared(_ account: String, from person: String) -> String {
            "\(person) no longer sees \(account)."
        }
    }
}
