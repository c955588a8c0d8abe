public import BankDomain
public import Vipera
import ViperaSpyable

/// The use cases of the categories scene.
enum Categories {
    // MARK: - Show Categories

    /// List the categories with their kind and this month's totals.
    enum ShowCategories {
        struct Response: Sendable, Equatable {
            let book: CategoryBook
            let month: CalendarMonth
            /// The month's totals of the accounts in `currency`.
            let totals: PeriodTotals
            let currency: String
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let category: String
                let kind: String
                let rows: String
                /// What the category's rows moved this month, signed, or a dash when none.
                let thisMonth: String
                /// The same in minor units, for programs.
                let thisMonthMinor: Int64
                let currency: String
            }

            let heading: String
            let rows: [Row]
        }
    }

    // MARK: - Change Category

    /// Add, rename or merge a category, then list them again.
    enum ChangeCategory {
        enum Change: Sendable, Equatable {
            case add(CategoryDefinition)
            case move(CategoryMove)
        }

        struct Request: Sendable, Equatable {
            let change: Change
        }

        struct Response: Sendable, Equatable {
            enum Outcome: Sendable, Equatable {
                case added(CategoryDefinition)
                case moved(CategoryMoveReceipt)
            }

            let outcome: Outcome
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Show Rules

    /// List the rules, in the order they are tried.
    enum ShowRules {
        struct Response: Sendable, Equatable {
            let rules: [CategoryRule]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let memoContains: String
                let category: String
            }

            let rows: [Row]
            let emptyMessage: String?
        }
    }

    // MARK: - Change Rule

    /// Add a rule after the others, or take one away, then list them again.
    enum ChangeRule {
        enum Change: Sendable, Equatable {
            case add(CategoryRule)
            case remove(position: Int)
        }

        struct Request: Sendable, Equatable {
            let change: Change
        }

        struct Response: Sendable, Equatable {
            enum Outcome: Sendable, Equatable {
                case added(CategoryRule, position: Int)
                case removed(CategoryRule, position: Int)
            }

            let outcome: Outcome
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Recategorise

    /// Show which rows the rules would categorise, or categorise them.
    enum Recategorise {
        struct Request: Sendable, Equatable {
            let applying: Bool
        }

        struct Response: Sendable, Equatable {
            let found: [RuleCategorisation]
            let applying: Bool
            /// The accounts of the rows, closed ones too, for their names and currencies.
            let accounts: [Account]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let date: String
                let account: String
                let memo: String
                let amount: String
                let category: String
                let rule: String
            }

            let rows: [Row]
            let message: String
            let changed: Bool
        }
    }
}

/// The commands of the categories scene.
public enum CategoriesCommand: Sendable, Equatable {
    /// List the categories again.
    case list
    /// Add a category of a kind.
    case newCategory(TransactionCategory, CategoryKind)
    /// Rename a category.
    case rename(TransactionCategory, to: TransactionCategory)
    /// Merge a category into another.
    case merge(TransactionCategory, into: TransactionCategory)
    /// List the rules.
    case rules
    /// Add a rule after the others.
    case rule(CategoryRule)
    /// Take away a rule by its number.
    case deleteRule(Int)
    /// Show what the rules would categorise, or, applying, categorise it.
    case recategorise(applying: Bool)
}
