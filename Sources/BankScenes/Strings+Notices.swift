extension Strings {
    enum Notices {
        static let bySomeoneElse = "(another session)"
        static func resumed(_ added: String, count: Int, listed: Bool) -> String {
            let rows = count == 0 ? "no transactions" : "\(added) \(count == 1 ? "transaction" : "transactions")"
            return "the connection to the server was lost and is back: other sessions added \(rows) meanwhile"
                + (listed && count > 0 ? ", told below" : "")
                + "; 'refresh' reads the bank again for anything else they changed"
        }
        static let bankReplaced =
            "the bank was replaced by a restore (another session): lists were read again, and a transfer "
            + "begun before it is not sent"

        static func burst(_ count: Int) -> String {
            "\(count) changes by other sessions"
        }

        static func corrected(_ memo: String, _ change: String) -> String { "“\(memo)”, \(change)" }
        static func transfer(from counterparty: String) -> String { "transfer from \(counterparty)" }
        static func transfer(to counterparty: String) -> String { "transfer to \(counterparty)" }

        static func imported(_ count: String, plural: Bool) -> String {
            "\(count) \(plural ? "transactions" : "transaction") imported"
        }
    }
}
