extension Strings {
    enum Notices {
        static let bySomeoneElse = "(another session)"
        static let unheard =
            "the connection that hears other sessions was lost and is back: what they changed meanwhile was "
            + "not heard ('refresh' reads the bank again)"
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
