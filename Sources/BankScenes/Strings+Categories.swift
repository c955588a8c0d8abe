extension Strings {
    // MARK: - Categories

    /// The categories scene's words.
    enum Categories {
        static let title = "Categories"
        static let rulesHeading = "Rules, tried in order"
        static let categoryColumn = "Category"
        static let kindColumn = "Kind"
        static let rowsColumn = "Rows"
        static let thisMonthColumn = "This month"
        static let memoContainsColumn = "Memo contains"
        static let dateColumn = "Date"
        static let memoColumn = "Memo"
        static let amountColumn = "Amount"
        static let ruleColumn = "Rule"
        static let nothing = "—"
        static let purpose =
            "The categories rows are counted in, each of a kind (income, spending, or transfer, which insights count as neither), with this month's rows and totals; categories of one's own, renamed or merged with their rows; and rules that categorise by memo, in order, the first that matches: imports and records without a category follow them, and 'recategorise' applies them to rows in other that nobody categorised by hand, showing them first."

        static let listSummary = "List the categories with this month's totals"
        static let newSummary = "Add a category: new-category pets --kind spending"
        static let renameSummary = "Rename a category; its rows and rules follow it"
        static let mergeSummary = "Put a category's rows and rules in another, and remove it"
        static let rulesSummary = "List the rules that categorise rows by their memo"
        static let ruleSummary = "Add a rule: rule tesco category groceries"
        static let deleteRuleSummary = "Delete a rule by its number"
        static let recategoriseSummary = "Show which rows in other the rules would categorise; --apply to do it"

        static let nameArgument = "A category's name; quote a name of several words"
        static let newNameArgument = "The category's new name"
        static let targetArgument = "The category to put the rows in"
        static let kindOption = "income, spending or transfer (not counted as either)"
        static let patternArgument = "Words a row's memo contains, ignoring case; quote several words"
        static let categoryWordArgument = "The word 'category'"
        static let ruleCategoryArgument = "The category a matching row goes into"
        static let ruleArgument = "The rule's number, as 'rules' shows it"
        static let applyFlag = "Categorise the rows, rather than only show them"

        static let noRules = "No rules yet. Add one with: rule PATTERN category NAME."
        static let nothingToRecategorise = "No row in other that you did not categorise by hand matches a rule."

        static func heading(_ month: String) -> String { "Categories, \(month)" }

        static func added(_ name: String, kind: String) -> String { "Added the category \(name) (\(kind))." }

        static func rows(_ count: String, plural: Bool) -> String { plural ? "\(count) rows" : "\(count) row" }

        static func renamed(_ name: String, _ newName: String, rows: String, rules: Int) -> String {
            "Renamed \(name) to \(newName): \(rows) and \(rulesCount(rules)) follow it."
        }

        static func merged(_ name: String, _ target: String, rows: String, rules: Int) -> String {
            "Merged \(name) into \(target): \(rows) and \(rulesCount(rules)) moved, and \(name) is gone."
        }

        static func ruleAdded(_ position: Int, _ pattern: String, _ category: String) -> String {
            "Added rule \(position): a memo containing “\(pattern)” goes into \(category). "
                + "Imports and records without a category follow it; 'recategorise' shows the rows in other it would categorise."
        }

        static func ruleRemoved(_ position: Int, _ pattern: String, _ category: String) -> String {
            "Deleted rule \(position) (“\(pattern)” → \(category)); the rules after it move up."
        }

        static func change(_ before: String, _ after: String) -> String { "\(before) → \(after)" }

        static func wouldRecategorise(_ count: String, plural: Bool) -> String {
            (plural ? "The rules would categorise these \(count) rows" : "The rules would categorise this row")
                + ". Type 'recategorise --apply' to do it; each row's history will say so."
        }

        static func recategorised(_ count: String, plural: Bool) -> String {
            (plural ? "Categorised \(count) rows" : "Categorised 1 row")
                + " by the rules; each row's history says so."
        }

        private static func rulesCount(_ count: Int) -> String { count == 1 ? "1 rule" : "\(count) rules" }
    }
}
