/// The user-facing text of the example app, in one place.
enum Strings {
    // MARK: - Todo List

    enum TodoList {
        static let title = "Todos"
        static let emptyTitle = "Nothing to do."
        static let emptyMessage = "Add something with 'add TITLE'."
        static let emptyOpenMessage = "Everything is done. Type 'list --all' to see finished todos."
        static let numberColumn = "#"
        static let titleColumn = "Title"
        static let priorityColumn = "Priority"
        static let statusColumn = "Status"
        static let done = "done"
        static let open = "open"
        static let listSummary = "Show the todos"
        static let allFlag = "Include finished todos"
        static let addSummary = "Add a todo"
        static let titleArgument = "What there is to do"
        static let priorityOption = "How urgent it is"
        static let openSummary = "Show one todo"
        static let doneSummary = "Mark a todo as finished"
        static let itemArgument = "The todo's number or the start of its title"

        static func summary(open: Int, done: Int) -> String {
            "\(open) open, \(done) done"
        }

        static func added(_ title: String) -> String {
            "Added \"\(title)\"."
        }

        static func completed(_ title: String) -> String {
            "Finished \"\(title)\"."
        }

        static func deleted(_ title: String) -> String {
            "Deleted \"\(title)\"."
        }
    }

    // MARK: - Todo Detail

    enum TodoDetail {
        static let titleLabel = "Title"
        static let priorityLabel = "Priority"
        static let statusLabel = "Status"
        static let noteLabel = "Note"
        static let noteSummary = "Attach a private note (never written to history)"
        static let noteArgument = "The note"
        static let renameSummary = "Give the todo a new title"
        static let newTitleArgument = "The new title"
        static let prioritySummary = "Change how urgent the todo is"
        static let levelArgument = "The new priority"
        static let toggleSummary = "Mark the todo finished, or open again"
        static let deleteSummary = "Delete the todo and go back to the list"

        static func updated(_ title: String) -> String {
            "Updated \"\(title)\"."
        }
    }

    // MARK: - Errors

    enum Errors {
        static let notFound = "that todo no longer exists"
        static let emptyTitle = "a todo needs a title"
        static let refreshHint = "Type 'list' to see the current todos."
        static let titleHint = "Type a few words, such as: add Buy milk"

        static func titleTooLong(_ limit: Int) -> String {
            "a title can be at most \(limit) characters long"
        }

        static func noSuchPosition(_ position: Int, count: Int) -> String {
            "there is no todo \(position); the list has \(count)"
        }
    }
}
