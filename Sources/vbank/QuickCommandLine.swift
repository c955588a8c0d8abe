import ArgumentParser
import ViperaREPL

/// vbank's common command lines (`--db PATH -c COMMANDS`, flags, `--name=value`), read without
/// ArgumentParser: its reflection over the command's properties costs 18 million instructions,
/// half of a start on a bank file. Whatever this is not sure of it leaves to ArgumentParser,
/// which says what is wrong: subcommands, help, `--version`, a name it does not know, a name
/// given twice, a value that is empty or starts with `-`, a value the option refuses, a command
/// line the commands' own checks refuse. A property test holds the two to the same reading.
enum QuickCommandLine {
    // MARK: - Reading

    /// The command `arguments` ask for, read and checked as ArgumentParser would; nil when it is
    /// for ArgumentParser to read.
    static func command(from arguments: [String]) -> VBankCommand? {
        var reading = Reading()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard let (name, inline) = split(argument), reading.isFirst(name) else { return nil }
            let value: String?
            switch form(of: name) {
            case .flag?:
                guard inline == nil else { return nil }
                value = nil
            case .valued?:
                guard let given = inline ?? remaining.popFirst(), !given.isEmpty, !given.hasPrefix("-") else {
                    return nil
                }
                value = given
            case nil:
                return nil
            }
            guard reading.set(name, value: value) else { return nil }
        }
        return reading.checkedCommand()
    }

    // MARK: - Private

    /// The options vbank's own command adds to the ones every Vipera app shares.
    private static func form(of name: String) -> REPLOptions.HandReadForm? {
        switch name {
        case "--demo": .flag
        case "--db", "--now": .valued
        default: REPLOptions.handReadForm(of: name)
        }
    }

    /// `--name=value` as its name and value, `--name` and `-c` as a name alone; nil for anything
    /// else, such as a subcommand, `-cVALUE` or `--`.
    private static func split(_ argument: String) -> (name: String, inline: String?)? {
        guard argument.hasPrefix("--") else { return argument == "-c" ? (argument, nil) : nil }
        guard argument.count > 2 else { return nil }
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// What has been read so far.
    private struct Reading {
        private var seen: Set<String> = []
        private var repl = REPLOptions.handReadDefaults
        private var db: String?
        private var now: String?
        private var demo = false

        mutating func isFirst(_ name: String) -> Bool {
            seen.insert(name).inserted
        }

        mutating func set(_ name: String, value: String?) -> Bool {
            switch (name, value) {
            case ("--demo", nil): demo = true
            case ("--db", let value?): db = value
            case ("--now", let value?): now = value
            default: return repl.setByHand(name, value: value)
            }
            return true
        }

        /// The command, if its checks and its options' checks pass, as ArgumentParser runs them.
        func checkedCommand() -> VBankCommand? {
            var command = VBankCommand()
            command.repl = repl
            command.db = db
            command.now = now
            command.demo = demo
            do {
                try repl.validate()
                try command.validate()
            } catch {
                return nil
            }
            return command
        }
    }
}
