import BankDomain

extension Strings {
    enum Transfer {
        /// The scene as a place in prose: "it works in a transfer".
        static let place = "a transfer"
        private typealias Name = TransferCommand.Name

        static let title = "Transfer"
        static let availableColumn = "Available"
        static let fromLabel = "From"
        static let toLabel = "To"
        static let amountLabel = "Amount"
        static let memoLabel = "Memo"
        static let notSet = "—"
        static let readyToSend = "Type '\(Name.review)' to check the transfer, or '\(Name.confirm)' to send it."
        static let cancelled = "Transfer cancelled; no money was moved."
        static let notStarted = "The transfer was not begun: type 'transfer' again once the accounts can be read."
        static let bankReplaced =
            "the bank was replaced by a restore since this transfer was begun: nothing was sent, and every piece "
            + "was cleared"
        static let bankReplacedHint =
            "The accounts as the restored bank has them are shown above: give the transfer's pieces again."

        static func accountChanged(_ piece: String, _ change: DraftAccountChange) -> String {
            let what =
                switch change {
                case .closed(let name): "\(name) was closed"
                case .renamed(let name, let new): "\(name) was renamed \(new)"
                case .reshared(let name): "\(name) is owned or shared another way"
                }
            return "\(what) since you picked it for '\(piece)': nothing was sent, and '\(piece)' was cleared"
        }

        static func accountChangedHint(_ piece: String) -> String {
            "The accounts as they are now are shown above: pick one again with '\(piece) ACCOUNT'."
        }
        static let fromSummary = "Move money from this account"
        static let toSummary = "Move money to this account"
        static let accountArgument = "The account's number in the list, or the start of its name"
        static let amountSummary = "How much to move"
        static let amountArgument = "How much, such as 25, 12.50 or $1,250.00"
        static let memoSummary = "The note both statements show"
        static let memoArgument = "The note"
        static let reviewSummary = "Check the transfer before sending it"
        static let confirmSummary = "Send the transfer and go back"
        static let cancelSummary = "Leave without moving money"
        static let purpose =
            "A multi-step transfer between the customer's accounts: collects from, to, amount and memo, shows what is still needed, checks funds and currency, sends it on confirm and returns to the scene that started it."

        static func cleared(_ field: BankScenes.Transfer.Field) -> String {
            switch field {
            case .source: "The source is cleared: the transfer has none until you give one with '\(Name.from) ACCOUNT'."
            case .destination:
                "The destination is cleared: the transfer has none until you give one with '\(Name.to) ACCOUNT'."
            case .amount: "The amount is cleared: the transfer has none until you give one with '\(Name.amount) 25.00'."
            case .memo:
                "The memo is cleared: the transfer is recorded as \"\(TransferOrder.defaultMemo)\" unless you give one."
            }
        }

        static func account(_ name: String, _ masked: String) -> String {
            "\(name) (\(masked))"
        }

        static func stillNeeded(_ fields: [String]) -> String {
            "Still needed: " + fields.joined(separator: ", ") + ". " + missingHint(fields)
        }

        static func missing(_ fields: [String]) -> String {
            "the transfer still needs: " + fields.joined(separator: ", ")
        }

        static func missingHint(_ fields: [String]) -> String {
            let examples = [
                Name.from: "'\(Name.from) ACCOUNT'", Name.to: "'\(Name.to) ACCOUNT'",
                Name.amount: "'\(Name.amount) 25.00'",
            ]
            return "Type " + fields.compactMap { examples[$0] }.joined(separator: ", ") + "."
        }

        static func ready(_ amount: String, from source: String, to destination: String, memo: String) -> String {
            "Ready to move \(amount) from \(source) to \(destination) with the memo \"\(memo)\". "
                + "Type '\(Name.confirm)' to send it, or '\(Name.cancel)' to stop."
        }

        static func completed(_ amount: String, from source: String, to destination: String) -> String {
            "Transferred \(amount) from \(source) to \(destination)."
        }
    }
}
