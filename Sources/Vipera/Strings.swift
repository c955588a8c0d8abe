/// The user-facing text of the Vipera core, in one place. Error messages start in lower case
/// because they follow `error:`.
enum Strings {
    static let cancelled = "the command was cancelled"

    /// Input echoed in a message: quoted, and shortened so a huge line cannot flood the terminal.
    static func quoted(_ text: String) -> String {
        "'\(DisplayWidth.truncate(text, toWidth: maximumEchoWidth))'"
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }

    private static let maximumEchoWidth = 40

    // MARK: - Tokenizer

    enum Notices {
        static func burst(_ count: Int) -> String { "\(count) notices" }
    }

    enum Sparkline {
        /// A series without a caption, in words: its lowest and highest values.
        static func range(_ low: Double, _ high: Double) -> String {
            "lowest \(number(low)), highest \(number(high))"
        }

        /// A value as short as it reads: `12`, `12.5`, `0.125`.
        private static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }

    enum Tokenizer {
        static let danglingEscape = "the line ends with a backslash that escapes nothing"
        static let danglingEscapeHint = "Write \\\\ for a backslash."

        static func unterminatedQuote(_ quote: String, column: Int) -> String {
            "unterminated quote: the \(quote) at column \(column) is never closed"
        }

        static func unterminatedQuoteHint(_ quote: String) -> String {
            quote == "'"
                ? "Close the quote, or write \"'\" for a literal '."
                : "Close the quote, or write \\\(quote) for a literal \(quote)."
        }
    }

    // MARK: - Navigation

    enum Navigation {
        static let emptyPath = "a navigation path needs at least one scene"
        static let emptyStack = "no scene is showing"
        static let detached = "this scene is no longer on screen"
        static let cannotPopRootHint = "Type 'quit' to leave, or 'help' to see what you can do here."
        static let whereHint = "Type 'where' to see the scenes on the stack."

        static func cannotPopRoot(_ rootTitle: String) -> String {
            "already at \(rootTitle): there is nothing to go back to"
        }

        static func entryNotFound(_ id: EntryID) -> String {
            "there is no scene \(id) on the stack"
        }

        static func sceneNotFound(_ name: String) -> String {
            "there is no \(name) scene on the stack"
        }

        static func notThatDeep(_ steps: Int, below: Int) -> String {
            let scenes = below == 1 ? "1 scene" : "\(below) scenes"
            return "cannot go back \(steps): there \(below == 1 ? "is" : "are") only \(scenes) below this one"
        }

        static func noSceneBelow(_ name: String) -> String {
            "no scene below this one is called \(quoted(name))"
        }

        static func ambiguousScene(_ name: String, candidates: [String]) -> String {
            "\(quoted(name)) could be \(alternatives(candidates))"
        }

        static let typeMoreOfTheName = "Type more of the scene's name; 'where' lists the stack."
    }

    // MARK: - Guide

    enum Guide {
        static let run = "Run the command as it stands"
        static let nothingMore = "Nothing more: this command takes no further words."
        static let request = "?"
    }

    // MARK: - Dispatch

    enum Dispatch {
        static let worksElsewhereHint =
            "Type 'where' to see the scenes you came through, or 'help' for the commands here."

        static func worksElsewhere(_ word: String, here: String, places: [String]) -> String {
            "\(quoted(word)) is not a command in \(here); it works \(inPlaces(places))"
        }

        /// "in Home", "in Home and in Settings", "in A, in B and in C".
        private static func inPlaces(_ places: [String]) -> String {
            let list = places.map { "in " + $0 }
            return list.count < 2
                ? list.joined() : list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
        }

        static func unknownCommand(_ word: String) -> String {
            "unknown command \(quoted(word))"
        }

        static func sharedNameElsewhere(_ name: String, places: [String]) -> String {
            "Here \(quoted(name)) is the command every scene has; the \(quoted(name)) \(inPlaces(places)) takes other words."
        }

        static func controlCharacterInName(_ character: String) -> String {
            "the command name holds a control character, \(character), which no command has"
        }

        static let controlCharacterInNameHint =
            "Type the command again: a control character comes from a paste or from the script's file."

        static func unknownCommandHint(suggestions: [String]) -> String {
            let help = "Type 'help' to see the commands."
            guard !suggestions.isEmpty else { return help }
            return "Did you mean \(alternatives(suggestions.map { "'\($0)'" }))? " + help
        }

        static func ambiguousCommand(_ word: String, candidates: [String]) -> String {
            "\(quoted(word)) is ambiguous: it could be \(alternatives(candidates))"
        }

        static func abbreviatedCommand(_ word: String, name: String, effects: [String]) -> String {
            "\(quoted(word)) is only the start of \(quoted(name)), which \(effects.joined(separator: " and ")), "
                + "and runs only by its whole name; nothing was run"
        }

        static func abbreviatedCommandHint(_ name: String) -> String {
            "Did you mean \(quoted(name))? Type it in full, or make it a word of your own: alias NAME = \(name)"
        }
    }

    // MARK: - Effects

    enum Effects {
        static let changesData = "changes data"
        static let writesFiles = "writes files"
        static let onlyNavigatesHint =
            "A deep link (--at) only takes you somewhere; run the command once you are there, or with -c."

        static func notWhileNavigating(_ command: String, effects: String) -> String {
            "'\(command)' \(effects), and a deep link only navigates; nothing was changed"
        }
    }

    // MARK: - Parser

    enum Parser {
        static func usage(_ usage: String) -> String {
            "usage: \(usage)"
        }

        static func missingArgument(_ name: String, command: String) -> String {
            "missing \(name) for '\(command)'"
        }

        static func unexpectedArgument(_ text: String, command: String) -> String {
            "unexpected argument \(quoted(text)) for '\(command)'"
        }

        static func unknownOption(_ option: String, command: String) -> String {
            "unknown option \(quoted(option)) for '\(command)'"
        }

        static func duplicateOption(_ option: String) -> String {
            "\(quoted(option)) is given more than once"
        }

        static func flagTakesNoValue(_ option: String) -> String {
            "\(quoted(option)) is a flag and takes no value"
        }

        static func optionNeedsValue(_ option: String) -> String {
            "\(quoted(option)) needs a value"
        }
    }

    // MARK: - Values

    enum Values {
        static let typeMoreLetters = "Type more letters to pick one."
        static let useNumberOrMoreLetters = "Type more letters, or the number."

        static func didYouMean(_ candidate: String) -> String {
            "Did you mean '\(candidate)'?"
        }

        static func notWholeNumber(name: String, text: String) -> String {
            "\(name) must be a whole number, not \(quoted(text))"
        }

        static func integerOutOfRange(name: String, range: ClosedRange<Int>?, text: String) -> String {
            guard let range else { return "\(name) is out of range: \(quoted(text))" }
            if range.upperBound == Int.max {
                return "\(name) must be \(range.lowerBound) or more, not \(quoted(text))"
            }
            return "\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(quoted(text))"
        }

        static func notDecimal(name: String, text: String) -> String {
            "\(name) must be a number such as 12.50, not \(quoted(text))"
        }

        static func tooManyDigits(name: String, text: String) -> String {
            "\(name) has too many digits: \(quoted(text))"
        }

        static func tooManyFractionDigits(name: String, digits: Int, text: String) -> String {
            "\(name) must have at most \(digits) decimal places, not \(quoted(text))"
        }

        static func decimalOutOfRange<Bound>(name: String, range: ClosedRange<Bound>, text: String) -> String {
            "\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(quoted(text))"
        }

        static func nothingToChoose(name: String) -> String {
            "there is nothing here to choose as \(name)"
        }

        static func ambiguousChoice(name: String, text: String, candidates: [String]) -> String {
            "\(name) \(quoted(text)) is ambiguous: it could be \(alternatives(candidates))"
        }

        static func notAChoice(name: String, text: String, values: [String]) -> String {
            "\(name) must be one of \(values.joined(separator: ", ")), not \(quoted(text))"
        }

        static func itemOutOfRange(name: String, count: Int, text: String) -> String {
            "\(name) must be a number from 1 to \(count) or the start of a name, not \(quoted(text))"
        }

        static let useNumber = "Use its number in the list: several entries have that name."
        static let keyNotShownHint = "Go to the list it is on (a search, a filter or a page) and pick it there."

        static func keyNotShown(name: String, text: String) -> String {
            "\(name) \(quoted(text)) is not in the list shown here"
        }
    }

    // MARK: - Declaration

    enum Declaration {
        static let hint = "This is a bug in the app's command declarations."

        static func wrongKind(name: String, kind: String, command: String) -> String {
            "'\(command)' reads \(name) as \(kind), but it is declared otherwise"
        }

        static func missingValue(name: String, command: String) -> String {
            "'\(command)' needs \(name), but it is not declared as required and has no default"
        }

        static func choiceNotInEnum(_ value: String, name: String, command: String) -> String {
            "'\(command)' accepts '\(value)' for \(name), but the command's type has no such case"
        }

        static func invalidDefault(_ option: String, command: String, reason: String) -> String {
            "the default of --\(option) for '\(command)' is invalid: \(reason)"
        }

        static func badName(_ name: String) -> String {
            "command name '\(name)' is empty or contains whitespace"
        }

        static func nameTaken(_ name: String, by owner: String) -> String {
            "the name '\(name)' is already used by '\(owner)'"
        }

        static func duplicateParameter(_ name: String, command: String) -> String {
            "'\(command)' declares \(name) more than once"
        }

        static func duplicateShortName(command: String) -> String {
            "'\(command)' gives two options the same short name"
        }

        static func emptyChoice(_ name: String, command: String) -> String {
            "\(name) of '\(command)' is a choice with no values"
        }

        static func variadicNotLast(_ name: String, command: String) -> String {
            "\(name) of '\(command)' takes the rest of the line, so it must be the last argument"
        }

        static func requiredAfterOptional(_ name: String, command: String) -> String {
            "\(name) of '\(command)' is required but follows an optional argument"
        }

        static func badOptionName(_ name: String, command: String) -> String {
            "option '\(name)' of '\(command)' must be a word without leading dashes"
        }
    }

    // MARK: - Help

    enum Help {
        static let aliasesHeading = "Aliases"
        static let globalHeading = "Commands everywhere"
        static let argumentsHeading = "Arguments"
        static let optionsHeading = "Options"
        static let footer =
            "Type 'help COMMAND' for details. Any unambiguous start of a command works too; "
            + "where it starts a command of this scene and a global one, this scene's wins."
        static let helpSummary = "Show the commands, or how to use one"
        static let commandArgument = "The command to explain"
        static let backSummary = "Go back a scene, or more: back 2, back to SCENE"
        static let stepsArgument = "How many scenes to go back, or 'to' followed by a scene's name"
        static let sceneArgument =
            "The scene to go back to, after 'to', by its title as the prompt shows it; any unambiguous start works"
        static let stepsNotANumber = "N must be a number of scenes from 1, or 'to' before a scene's name"
        static let sceneWithoutTo = "write 'to' before the scene's name: back to SCENE"
        static let sceneMissing = "say which scene to go back to: back to SCENE"
        static let homeSummary = "Go back to the first scene"
        static let whereSummary = "Show the scenes you came through"
        static let quitSummary = "Leave the app"
        static let emptyStack = "No scene is showing."
        static let positionColumn = "#"
        static let linkFlag = "Print the stack as an --at value that starts a session here"
        static let noLink = "this scene was reached through a command kept out of history, so it has no link"
        static let noLinkHint = "Go back past it ('where' shows the stack) for a link you can share."
        static let sceneColumn = "Scene"
        static let titleColumn = "Title"

        static let optionsPlaceholder = "[OPTIONS]"
        static let elidedArguments = "…"

        static func sceneHeading(_ title: String) -> String {
            "Commands in \(title)"
        }

        static func aliases(_ aliases: [String]) -> String {
            "also: " + aliases.joined(separator: ", ")
        }

        static func alsoKnownAs(_ aliases: [String]) -> String {
            "(also: \(aliases.joined(separator: ", ")))"
        }
    }

    // MARK: - Output

    enum Output {
        static let setSummary = "Change a session setting: output or pager"
        static let settingArgument = "What to change: output or pager"
        static let valueArgument =
            "For output, text for people or json for JSON Lines; for pager, auto (output taller than the "
            + "screen), on or off"

        static func outputValues(_ value: String) -> String {
            "the output is text or json, not '\(value)'"
        }

        static func pagerValues(_ value: String) -> String {
            "the pager is auto, on or off, not '\(value)'"
        }

        static func pagerChanged(_ mode: PagerMode) -> String {
            switch mode {
            case .auto: "Output taller than the screen now goes through the pager."
            case .on: "Every command's output now goes through the pager."
            case .off: "Output is no longer paged."
            }
        }

        static func unencodable(_ reason: String) -> String {
            "this output could not be written as JSON: \(reason)"
        }

        static func formatChanged(_ format: String) -> String {
            "Output is now \(format)."
        }
    }

    // MARK: - Selection

    enum Selection {
        static let pickFromListHint = "Type a number from the list, or the start of a name."

        static func noSuchEntry(_ position: Int, count: Int) -> String {
            count == 0 ? "the list is empty" : "there is no entry \(position); the list has \(count)"
        }
    }
}
