/// The view models of the global commands, as JSON output writes them.
package enum SessionViewModels {
    /// One command in help: how to type it and what it does.
    package struct CommandHelp: Sendable, Equatable, Encodable {
        /// The command's name.
        package let name: String
        /// How to type it, such as `open ACCOUNT`.
        package let usage: String
        /// What it does.
        package let summary: String
        /// Other names it answers to.
        package let aliases: [String]
        /// Each argument and option with what it means, in `help COMMAND` only.
        package let parameters: [ParameterHelp]?

        init(_ descriptor: CommandDescriptor, withParameters: Bool) {
            name = descriptor.name
            usage = descriptor.usage
            summary = descriptor.summary
            aliases = descriptor.aliases
            parameters = withParameters ? descriptor.parameters.map(ParameterHelp.init) : nil
        }
    }

    /// One argument or option of a command.
    package struct ParameterHelp: Sendable, Equatable, Encodable {
        /// How it appears in the usage, such as `ACCOUNT` or `--all`.
        package let label: String
        /// What it does.
        package let summary: String

        init(_ parameter: Parameter) {
            label = Usage.label(of: parameter)
            summary = parameter.summary
        }
    }

    /// `help`: the top scene's commands, then the global ones.
    package struct Help: Sendable, Equatable, Encodable {
        /// The top scene's own commands.
        package let sceneCommands: [CommandHelp]
        /// The commands every scene has.
        package let globalCommands: [CommandHelp]
        /// The session's aliases, each with its commands as its summary.
        package let aliases: [CommandHelp]
    }

    /// `where`: the navigation stack, root first.
    package struct Stack: Sendable, Equatable, Encodable {
        /// One entry of the stack.
        package struct Entry: Sendable, Equatable, Encodable {
            /// Its place on the stack, from 1 for the root.
            package let position: Int
            /// The entry's identifier, such as `#1`.
            package let id: String
            /// The scene's name, such as `Accounts`.
            package let scene: String
            /// The scene's title in the breadcrumb.
            package let title: String
        }

        /// The entries, oldest or root first.
        package let entries: [Entry]
    }

    /// `?`: what may come next after the line typed before it.
    package struct NextWords: Sendable, Equatable, Encodable {
        /// The line before the `?`.
        package let line: String
        /// What may come next there, with a line of help each.
        package let words: [NextWord]
    }

    /// `where --link`: the commands that lead from the first scene to this one, for `--at`.
    package struct Link: Sendable, Equatable, Encodable {
        /// The steps, separated by `; `; empty at the first scene.
        package let link: String
    }

    /// The end of a dry run (`--check`): how many commands were checked and how many refused.
    package struct CheckSummary: Sendable, Equatable, Encodable {
        /// The commands run.
        package let commands: Int
        /// The commands refused.
        package let errors: Int

        /// Creates a summary.
        /// - Parameters:
        ///   - commands: How many commands were checked.
        ///   - errors: How many of them are in error.
        package init(commands: Int, errors: Int) {
            self.commands = commands
            self.errors = errors
        }
    }

    /// `set output`: the format now in use.
    package struct Output: Sendable, Equatable, Encodable {
        /// `text` or `json`.
        package let format: String
    }

    /// `set pager`: when output is paged now.
    package struct Pager: Sendable, Equatable, Encodable {
        /// `auto`, `on` or `off`.
        package let mode: String
    }

    /// `history`: the commands kept, numbered from the oldest.
    package struct History: Sendable, Equatable, Encodable {
        /// One command in the history.
        package struct Entry: Sendable, Equatable, Encodable {
            /// Its number, from 1 for the oldest.
            package let number: Int
            /// The command as typed.
            package let command: String
        }

        /// Whether this session keeps a history at all (only a terminal session does).
        package let isKept: Bool
        /// The entries, oldest or root first.
        package let entries: [Entry]

        /// The history of `commands`, oldest first, of which the last `count` are shown.
        /// - Parameters:
        ///   - isKept: Whether the history is saved between sessions.
        ///   - commands: Every command in the history, oldest first.
        ///   - count: How many of the last to show; all of them when nil.
        package init(isKept: Bool, commands: [String], last count: Int? = nil) {
            self.isKept = isKept
            let numbered = commands.enumerated().map { Entry(number: $0.offset + 1, command: $0.element) }
            entries = count.map { Array(numbered.suffix($0)) } ?? numbered
        }
    }

    /// `alias`: the session's aliases, in the order defined.
    package struct Aliases: Sendable, Equatable, Encodable {
        /// One alias.
        package struct Entry: Sendable, Equatable, Encodable {
            /// The name typed to run it.
            package let name: String
            /// The commands it runs, in order.
            package let commands: [String]

            /// Creates an entry.
            /// - Parameters:
            ///   - name: The alias.
            ///   - commands: The commands it stands for.
            package init(name: String, commands: [String]) {
                self.name = name
                self.commands = commands
            }
        }

        /// The aliases.
        package let aliases: [Entry]

        /// Creates the list.
        /// - Parameter aliases: The aliases, by name.
        package init(aliases: [Entry]) {
            self.aliases = aliases
        }
    }

    /// A notice posted to the session's ``NoticeBoard``, shown between commands.
    package struct PostedNotice: Sendable, Equatable, Encodable {
        /// What happened, in the app's words.
        package let message: String

        /// Creates the notice.
        /// - Parameter message: The notice's text.
        package init(message: String) {
            self.message = message
        }
    }

    /// `| count`: how many lines a command wrote.
    package struct LineCount: Sendable, Equatable, Encodable {
        /// The number of lines.
        package let count: Int

        /// Creates the count.
        /// - Parameter count: How many lines.
        package init(count: Int) {
            self.count = count
        }
    }

    /// `--echo`: the command about to run.
    package struct Echo: Sendable, Equatable, Encodable {
        /// The line as read.
        package let line: String

        /// The echo of `line`.
        /// - Parameter line: The command as read.
        package init(line: String) {
            self.line = line
        }
    }

    /// The record's scene for a global command: the scene on top when it ran, or `session`.
    @MainActor
    package static func sceneName(in navigator: Navigator) -> String {
        navigator.top?.sceneName ?? "session"
    }
}
