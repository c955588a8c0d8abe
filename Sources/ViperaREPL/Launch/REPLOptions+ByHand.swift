import ArgumentParser
import Logging
import Vipera

/// The options read by hand, for an app's quick path past ArgumentParser. ArgumentParser finds an
/// option by reflecting over the command's properties, and each property wrapper's type is a
/// first-time protocol-conformance lookup that scans every conformance record of the binary:
/// 18 million instructions, half of a start on a bank file. An app reads the common command lines
/// here and leaves every other one (help, subcommands, errors) to ArgumentParser.
extension REPLOptions {
    // MARK: - Types

    /// How an option is given on the command line.
    package enum HandReadForm: Equatable, Sendable {
        /// Alone: `--echo`.
        case flag
        /// With one value: `--script FILE` or `--script=FILE`.
        case valued
    }

    // MARK: - Reading

    /// The defaults, each property set, so that every one can be read without ArgumentParser
    /// having parsed anything.
    package static var handReadDefaults: REPLOptions {
        var options = REPLOptions()
        options.script = nil
        options.commands = nil
        options.at = nil
        options.isDryRun = false
        options.echo = false
        options.stopOnError = false
        options.skipsStartupFile = false
        options.showsNotices = false
        options.noColor = false
        options.noPager = false
        options.accessible = false
        options.output = .text
        options.historySize = FileCommandHistory.defaultLimit
        options.logLevel = nil
        options.checkTranscripts = []
        options.record = nil
        return options
    }

    /// How the option spelt `name` (`--echo`, `-c`) is given; nil for one this does not read by
    /// hand, which ArgumentParser reads (`--check-transcript` takes several values).
    package static func handReadForm(of name: String) -> HandReadForm? {
        switch name {
        case "--check", "--echo", "--stop-on-error", "--no-init", "--notices", "--no-color", "--no-pager",
            "--accessible":
            .flag
        case "--script", "-c", "--at", "--output", "--history-size", "--log-level", "--record":
            .valued
        default:
            nil
        }
    }

    /// Sets the option spelt `name` as ArgumentParser would: a flag on (`value` nil), an option to
    /// its value read as its type reads arguments. False when the value is not one the option
    /// takes, or the name is none ``handReadForm(of:)`` knows in that form.
    package mutating func setByHand(_ name: String, value: String?) -> Bool {
        guard let value else { return setFlagByHand(name) }
        switch name {
        case "--script": script = value
        case "-c": commands = value
        case "--at": at = value
        case "--record": record = value
        case "--output": return read(value, into: &output)
        case "--history-size": return read(value, into: &historySize)
        case "--log-level":
            guard let level = Logger.Level(argument: value) else { return false }
            logLevel = level
        default: return false
        }
        return true
    }

    // MARK: - Private

    private mutating func setFlagByHand(_ name: String) -> Bool {
        switch name {
        case "--check": isDryRun = true
        case "--echo": echo = true
        case "--stop-on-error": stopOnError = true
        case "--no-init": skipsStartupFile = true
        case "--notices": showsNotices = true
        case "--no-color": noColor = true
        case "--no-pager": noPager = true
        case "--accessible": accessible = true
        default: return false
        }
        return true
    }

    private func read<Value: ExpressibleByArgument>(_ argument: String, into value: inout Value) -> Bool {
        guard let read = Value(argument: argument) else { return false }
        value = read
        return true
    }
}
