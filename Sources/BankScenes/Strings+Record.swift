import BankDomain

extension Strings {
    enum Record {
        /// The scene as a place in prose: "it works in a record of money spent or received".
        static let place = "a record of money spent or received"
        private typealias Name = RecordCommand.Name

        static func title(_ kind: RecordKind) -> String {
            kind == .spend ? "Spend" : "Receive"
        }

        static let accountLabel = "Account"
        static let amountLabel = "Amount"
        static let payeeLabel = "Payee"
        static let payerLabel = "Payer"
        static let categoryLabel = "Category"
        static func byRule(_ category: String, rule: Int) -> String { "\(category) (rule \(rule))" }
        static let dayLabel = "Day"
        static let memoLabel = "Memo"
        static let notSet = "—"
        static let readyToRecord = "Type '\(Name.review)' to check it, or '\(Name.confirm)' to record it."

        static func today(_ day: String) -> String {
            "\(day) (today)"
        }

        static func cancelled(_ kind: RecordKind) -> String {
            kind == .spend ? "Nothing was recorded as spent." : "Nothing was recorded as received."
        }

        static let emptyPayee = "the payee is empty"
        static let emptyPayeeHint = "Name who was paid, or who paid, such as: payee Coffee Corner"
        static let lineRefused = "Nothing was begun: mend the line and type it again."
        static let notStarted = "Nothing was begun: type it again once the accounts can be read."
        static let bankReplaced =
            "the bank was replaced by a restore since this was begun: nothing was recorded, and every piece was cleared"
        static let bankReplacedHint =
            "The accounts as the restored bank has them are shown above: give the pieces again."

        static func accountChanged(_ change: DraftAccountChange) -> String {
            let what =
                switch change {
                case .closed(let name): "\(name) was closed"
                case .renamed(let name, let new): "\(name) was renamed \(new)"
                case .reshared(let name): "\(name) is owned or shared another way"
                }
            return "\(what) since you picked it: nothing was recorded, and '\(Name.account)' was cleared"
        }

        static let accountChangedHint =
            "The accounts as they are now are shown above: pick one again with '\(Name.account) ACCOUNT'."

        static func stillNeeded(_ fields: [String]) -> String {
            "Still needed: " + fields.joined(separator: ", ") + ". " + missingHint(fields)
        }

        static func missing(_ fields: [String]) -> String {
            "this still needs: " + fields.joined(separator: ", ")
        }

        static func missingHint(_ fields: [String]) -> String {
            let examples = [
                Name.account: "'\(Name.account) ACCOUNT'", Name.amount: "'\(Name.amount) 4.50'",
                Name.payee: "'\(Name.payee) \"Coffee Corner\"'",
            ]
            return "Type " + fields.compactMap { examples[$0] }.joined(separator: ", ") + "."
        }

        static func ready(
            _ kind: RecordKind, _ amount: String, account: String, payee: String, category: String, day: String,
            memo: String
        ) -> String {
            let what =
                kind == .spend
                ? "Ready to record \(amount) spent from \(account) at \(payee)"
                : "Ready to record \(amount) received into \(account) from \(payee)"
            return what + ", \(category), on \(day), with the memo \"\(memo)\". "
                + "Type '\(Name.confirm)' to record it, or '\(Name.cancel)' to stop."
        }

        static func recorded(_ kind: RecordKind, _ amount: String, account: String, payee: String, balance: String)
            -> String
        {
            kind == .spend
                ? "Recorded \(amount) spent from \(account) at \(payee); \(account) now holds \(balance)."
                : "Recorded \(amount) received into \(account) from \(payee); \(account) now holds \(balance)."
        }

        static func cleared(_ field: BankScenes.Record.Field) -> String {
            switch field {
            case .account: "The account is cleared: give one with '\(Name.account) ACCOUNT'."
            case .amount: "The amount is cleared: give one with '\(Name.amount) 4.50'."
            case .payee: "The payee is cleared: give one with '\(Name.payee) NAME'."
            case .category:
                "The category is cleared: a rule gives it one, or it is recorded as other, unless you give one."
            case .day: "The day is cleared: it is recorded as of today unless you give one."
            case .memo: "The memo is cleared: it is recorded with the payee's name unless you give one."
            }
        }

        static func givenTwice(_ word: String) -> String {
            "'\(word)' is given twice: each piece is given once"
        }

        static let pieceWithoutValue = "a word that starts a piece has nothing after it"

        static func lineHint(_ kind: RecordKind) -> String {
            kind == .spend
                ? "Such as: spend 4.50 at Coffee Corner from Everyday category dining on 2026-01-14 memo Flat white"
                : "Such as: receive 2500 from Acme into Everyday category salary"
        }

        static func noSuchAccount(_ name: String) -> String {
            "there is no open account named '\(name)' here"
        }

        static let noSuchAccountHint = "Pick one from the list above with 'account ACCOUNT'."
        static let spendSummary = "Record money spent from an account"
        static let receiveSummary = "Record money received into an account"
        static let lineArgument = "The pieces, each after its word: at, from, into, category, on, memo"
        static let accountSummary = "The account the money went from or came into"
        static let accountArgument = "The account's number in the list, or the start of its name"
        static let amountSummary = "How much"
        static let amountArgument = "How much, such as 4.50 or $1,250.00"
        static let payeeSummary = "Who was paid, or who paid"
        static let payeeArgument = "A name, such as \"Coffee Corner\""
        static let categorySummary = "What it was for"
        static let categoryArgument = "A category"
        static let onSummary = "The day it happened (today unless given)"
        static let onArgument = "A day, such as 2026-01-31"
        static let memoSummary = "What the row says (the payee's name unless given)"
        static let memoArgument = "The memo"
        static let reviewSummary = "Check it before recording it"
        static let confirmSummary = "Record it and go back"
        static let cancelSummary = "Leave without recording anything"
        static let purpose =
            "Money spent from an account or received into it, from or to the world: collects account, amount, payee, category, day and memo, shows what is still needed, records it on confirm and returns to the scene that started it."
    }
}
