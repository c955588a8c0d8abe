extension Strings {
    enum Settings {
        static let title = "Settings"
        static let pageSizeLabel = "Page size"
        static let showBalancesLabel = "Show balances"
        static let colourLabel = "Colour"
        static let setSummary = "Change a setting: set page-size N, set show-balances on|off, set colour on|off"
        static let keyArgument = "page-size, show-balances or colour"
        static let valueArgument = "A number for page-size; on or off for the others"
        static let purpose =
            "The customer's settings: transactions per page, whether balances are shown, and colour; each change is saved at once and takes effect everywhere."

        static func pageSizeChanged(_ size: Int) -> String {
            "Transaction pages now show \(size) rows."
        }

        static func balancesChanged(_ value: String) -> String {
            "Show balances is now \(value)."
        }

        static func colourChanged(_ value: String) -> String {
            "Colour is now \(value)."
        }

        static func badPageSize(_ value: String, _ lowest: Int, _ highest: Int) -> String {
            "page-size must be a whole number from \(lowest) to \(highest), not '\(value)'"
        }

        static func badOnOff(_ key: String, _ value: String) -> String {
            "\(key) must be on or off, not '\(value)'"
        }
    }
}
