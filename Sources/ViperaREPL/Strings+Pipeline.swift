extension Strings {
    // MARK: - Filters

    enum Filters {
        static let unmatchedParenthesis = "the pattern has a ')' that closes nothing"
        static let unclosedParenthesis = "the pattern has a '(' that is never closed"
        static let unclosedBracket = "the pattern has a '[' that is never closed"
        static let unsupportedGroup =
            "the pattern uses lookaround or a group flag; only '(…)', '(?:…)' and a leading '(?i)' are supported"
        static let backreference = "backreferences such as '\\1' are not supported: they can take exponential time"
        static let trailingBackslash = "the pattern ends with a backslash that escapes nothing"
        static let countsOutOfOrder = "in '{n,m}', n must not be larger than m"
        static let badRange = "the range in '[…]' runs backwards or has no end"
        static let negatedClassInBrackets = "'\\D', '\\W' and '\\S' cannot be used inside '[…]'"
        static let patternHint =
            "Patterns are regular expressions: . [a-z] \\d \\w \\s ^ $ ( | ) * + ? {n,m}, and (?i) first to ignore case."

        static func nothingToRepeat(_ quantifier: String) -> String {
            "'\(quantifier)' has nothing to repeat; write '\\\(quantifier)' for the character itself"
        }

        static func nestedTooDeep(_ limit: Int) -> String {
            "the pattern nests groups more than \(limit) deep"
        }

        static func repetitionTooLarge(_ limit: Int) -> String {
            "a count in '{n,m}' may be at most \(limit)"
        }

        static func unknownEscape(_ character: String) -> String {
            "'\\\(character)' is not a pattern escape this REPL knows"
        }

        static func patternTooLong(_ length: Int, limit: Int) -> String {
            "the pattern is \(length) characters long; patterns may be at most \(limit)"
        }

        static func patternTooLarge(_ limit: Int) -> String {
            "the pattern is too large once its repetitions are counted (more than \(limit) steps)"
        }
    }
}

extension Strings {
    // MARK: - Pipeline

    enum Pipeline {
        static let missingFilter = "'|' needs a filter after it"
        static let filtersHint = "Filters: include REGEX, exclude REGEX, begin REGEX, count, head N."
        static let quotePatternHint = "Quote a pattern with spaces: | include 'two words'."
        static let afterRedirection = "nothing may follow the file that output goes to"
        static let missingCount = "'head' needs how many lines to keep"

        static func noCommand(_ marker: String) -> String {
            "'\(marker)' needs a command before it"
        }

        static func unknownFilter(_ word: String) -> String {
            "'\(word)' is not a filter"
        }

        static func missingPattern(_ filter: String) -> String {
            "'\(filter)' needs a pattern"
        }

        static func extraWord(_ word: String) -> String {
            "'\(word)' is one word too many here: a filter takes one pattern or number"
        }

        static func badCount(_ word: String) -> String {
            "'\(word)' is not a number of lines; give a whole number from 0"
        }

        static func missingFile(_ marker: String) -> String {
            "'\(marker)' needs a file to write to"
        }
    }
}

extension Strings {
    // MARK: - Aliases

    enum Aliases {
        static let aliasSummary = "List the aliases, or define one"
        static let unaliasSummary = "Remove an alias"
        static let nameArgument = "The alias's name"
        static let definitionArgument =
            "A name alone shows that alias; with '=', commands separated by ';', with $1, $2 … and $@ for the words given"
        static let wordsArgument = "Words added to the alias's last command"
        static let noAliases = "No aliases yet. Define one with: alias NAME = COMMANDS"
        static let nameColumn = "Alias"
        static let commandsColumn = "Runs"
        static let definitionHint = "Write: alias NAME = COMMAND; COMMAND, with $1, $2 … or $@ for the words given."
        static let nameHint =
            "An alias's name is a lower-case word: letters, digits, '-' and '_', at most 32 characters."
        static let otherNameHint = "Choose another name; 'help' lists the commands every scene has."
        static let sensitiveHint = "Type that command itself each time."
        static let recursionHint = "An alias may run other aliases, but never itself."
        static let listHint = "Type 'alias' to list the aliases."
        static let missingEquals = "write '=' between the alias's name and its commands"

        static func countedWordsArgument(_ count: Int) -> String {
            count == 1 ? "The word for $1" : "The words for $1 to $\(count)"
        }

        static func summary(_ definition: String) -> String {
            "= " + definition
        }

        static func noCommands(_ name: String) -> String {
            "alias '\(name)' needs commands after '='"
        }

        static func invalidName(_ name: String) -> String {
            "'\(name)' cannot be an alias's name"
        }

        static func shadowsGlobal(_ name: String) -> String {
            "'\(name)' is a command in every scene; an alias may not take its name"
        }

        static func unreadable(_ name: String, _ command: String, _ reason: String) -> String {
            "alias '\(name)': '\(command)' cannot be read: \(reason)"
        }

        static func sensitive(_ name: String, _ command: String) -> String {
            "alias '\(name)' would keep '\(command)', which takes a secret, in plain text"
        }

        static func recursive(_ chain: [String]) -> String {
            "alias '\(chain.first ?? "")' would run itself: \(chain.joined(separator: " → "))"
        }

        static func unknown(_ name: String) -> String {
            "'\(name)' is not an alias"
        }

        static func missingArguments(_ name: String, _ needed: Int, _ given: Int) -> String {
            "alias '\(name)' needs \(words(needed)), and \(given) \(given == 1 ? "was" : "were") given"
        }

        static func extraArguments(_ name: String, _ taken: Int, _ given: Int) -> String {
            "alias '\(name)' takes \(words(taken)), and \(given) were given"
        }

        static func nestedTooDeep(_ limit: Int) -> String {
            "aliases run aliases more than \(limit) deep"
        }

        static func showHint(_ name: String) -> String {
            "Type 'alias \(name)' to see what it runs."
        }

        static func inAlias(_ name: String, _ message: String) -> String {
            "in alias \(name): \(message)"
        }

        private static func words(_ count: Int) -> String {
            count == 1 ? "1 word" : "\(count) words"
        }
    }
}

extension Strings {
    // MARK: - Redirection

    enum Redirection {
        static func wrote(_ count: Int, to path: String) -> String {
            "Wrote \(count) \(count == 1 ? "line" : "lines") to \(path)."
        }

        static let notWhileNavigatingHint =
            "A deep link (--at) only takes you somewhere; redirect output once you are there."

        static func notWhileNavigating(_ path: String) -> String {
            "a deep link only navigates: it does not write '\(path)'"
        }

        static func wouldWrite(_ count: Int, to path: String) -> String {
            "--check: would write \(count) \(count == 1 ? "line" : "lines") to \(path); nothing was written."
        }

        static func notWrittenAfterFailure(_ path: String) -> String {
            "'\(path)' was left as it was, because the command failed."
        }

        static func shownInstead(_ path: String) -> String {
            "The output could not be saved to '\(path)'; here it is:"
        }
    }
}

extension Strings {
    // MARK: - Guide

    enum Guide {
        static let filterFollower = "Filter the output: include, exclude, begin, count, head"
        static let redirectFollower = "Write the output to FILE instead (>> adds to its end)"
        static let include = "Keep the lines that match"
        static let exclude = "Drop the lines that match"
        static let begin = "Start at the first line that matches"
        static let count = "Show how many lines there are"
        static let head = "Keep the first N lines"
        static let pattern = "A regular expression; (?i) first ignores case; quote one with spaces"
        static let lines = "How many lines"
        static let file = "The file to write, created readable by you alone"
        static let run = "Run the command as it stands"
    }
}

extension Strings {
    // MARK: - Startup File

    enum StartupFile {
        static let noInitHelp = "Do not run the startup file ($XDG_CONFIG_HOME/<app>/init) at a terminal."
        static let replaceHint = "Make it a plain file of your own, or start with --no-init."

        static func writableByOthers(_ path: String, mode: String) -> String {
            "ignoring '\(path)': others may write it (mode \(mode)), so it could run their commands"
        }

        static func ownedByAnotherUser(_ path: String) -> String {
            "ignoring '\(path)': it belongs to another user"
        }

        static func notRegularFile(_ path: String) -> String {
            "ignoring '\(path)': it is not a plain file"
        }

        static func unreadable(_ path: String, _ reason: String) -> String {
            "ignoring '\(path)': \(reason)"
        }

        static func chmodHint(_ path: String) -> String {
            "Run: chmod go-w '\(path)'"
        }
    }
}
