extension Strings {
    // MARK: - Categories

    /// What changing categories and rules says when it refuses.
    enum Categories {
        static func message(_ refusal: CategoryRefusal) -> String {
            switch refusal {
            case .badName(let name):
                "'\(name)' cannot be a category's name: a name is 1 to \(TransactionCategory.maximumNameLength) "
                    + "characters, does not begin as an amount does and has no commas"
            case .nameTaken(let category): "there is already a category named '\(category.rawValue)'"
            case .noSuchCategory(let category): "there is no category named '\(category.rawValue)'"
            case .reserved(let category):
                "'\(category.rawValue)' is a category vbank gives rows itself; it keeps its name and its rows"
            case .bankWritten(let category):
                "only vbank puts rows in '\(category.rawValue)'"
            case .sameCategory(let category): "'\(category.rawValue)' cannot be merged into itself"
            case .badPattern:
                "a rule's pattern is 1 to \(CategoryRule.maximumPatternLength) characters of a memo"
            case .noSuchRule(let position, let count):
                count == 0
                    ? "there are no rules, so no rule \(position)" : "there is no rule \(position): there are \(count)"
            case .full(let maximum): "a bank keeps at most \(maximum) categories and \(maximum) rules"
            }
        }

        static func hint(_ refusal: CategoryRefusal) -> String? {
            switch refusal {
            case .badName: "Quote a name of several words: new-category \"food & drink\"."
            case .nameTaken: "Give another name, or merge-category to put one category's rows in another."
            case .noSuchCategory: "'categories' at Home lists them, and 'new-category NAME' there adds one."
            case .reserved, .bankWritten: "Choose a category of your own, or other."
            case .sameCategory: "Name the category to merge, then the one to merge it into."
            case .badPattern: "Give words a memo contains, such as: rule tesco category groceries."
            case .noSuchRule: "'rules' lists them with their numbers."
            case .full: "Merge categories, or delete rules, you no longer need."
            }
        }
    }
}
