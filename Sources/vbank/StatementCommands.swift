import ArgumentParser
import Vipera

/// A command of the shell that runs one of an account's commands on the bank, through the
/// scenes a person would go through: what it says, how it fails and what it writes are the
/// app's own.
protocol AccountStepCommand: ParsableCommand {
    /// vbank's options: which bank, and how to report.
    var parent: VBankCommand { get }
    /// The account's name.
    var account: String { get }
    /// Where the command runs, after `accounts; open ACCOUNT`.
    var place: [String] { get }
    /// The commands to run there.
    var steps: [String] { get }
}

extension AccountStepCommand {
    /// vbank, started at the account's scene, running the steps and leaving.
    var session: VBankCommand {
        var session = parent
        session.repl.at = (["accounts", "open " + CommandWord.quoted(account)] + place).joined(separator: "; ")
        session.repl.commands = steps.joined(separator: "; ")
        session.repl.stopOnError = true
        return session
    }
}

/// `vbank import FILE --account NAME`.
struct ImportCommand: AccountStepCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a bank statement into an account, as 'import' in the account does.",
        discussion: """
            The statement is CSV (vbank's own, or a bank's with --rules), OFX or QFX, QIF or CAMT.053, known \
            by its content. Rows already in the account are passed over, bad rows are listed and skipped (or, \
            with --strict, nothing is imported), and the summary says what came in. --db PATH chooses the bank; --check \
            imports nothing.
            """
    )

    @Argument(help: ArgumentHelp("The statement.", valueName: "FILE"))
    var file: String

    @Option(help: ArgumentHelp("The account to import into, by its name.", valueName: "NAME"))
    var account: String

    @Option(help: ArgumentHelp("How the statement writes dates, such as dd/MM/yyyy.", valueName: "FORMAT"))
    var format: String?

    @Option(help: ArgumentHelp("The statement's field separator: , ; or tab.", valueName: "SEP"))
    var separator: String?

    @Option(
        help: ArgumentHelp(
            "The statement's encoding: utf-8, utf-16, latin1 or windows-1252 (UTF-16 with its mark is found alone).",
            valueName: "NAME"))
    var encoding: String?

    @Option(
        help: ArgumentHelp(
            "hledger CSV rules that describe the statement: a path, or a name kept in ~/.config/vbank/rules.",
            valueName: "RULES"))
    var rules: String?

    @Flag(help: "Stop at the first bad row, importing nothing.")
    var strict = false

    @ParentCommand var parent: VBankCommand

    var place: [String] { [] }

    var steps: [String] {
        var words = ["import", CommandWord.quoted(file)]
        if let format { words += ["--format", CommandWord.quoted(format)] }
        if let separator { words += ["--separator", CommandWord.quoted(separator)] }
        if let encoding { words += ["--encoding", CommandWord.quoted(encoding)] }
        if let rules { words += ["--rules", CommandWord.quoted(rules)] }
        if strict { words.append("--strict") }
        return [words.joined(separator: " ")]
    }
}

/// `vbank export FILE --account NAME`.
struct ExportCommand: AccountStepCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an account's transactions as a CSV statement, as 'export' in its list does.",
        discussion: """
            FILE must not exist yet, unless --replace is given; a link or a device is always refused. \
            --from and --to keep the rows of those days; --db PATH chooses the bank.
            """
    )

    @Argument(help: ArgumentHelp("The new file.", valueName: "FILE"))
    var file: String

    @Option(help: ArgumentHelp("The account to export, by its name.", valueName: "NAME"))
    var account: String

    @Option(help: ArgumentHelp("The first day to export, such as 2026-11-01.", valueName: "DAY"))
    var from: String?

    @Option(help: ArgumentHelp("The last day to export.", valueName: "DAY"))
    var to: String?

    @Flag(help: "Write over FILE if it exists.")
    var replace = false

    @ParentCommand var parent: VBankCommand

    /// The account's list, with the days asked for.
    var place: [String] {
        ["transactions"]
            + [from.map { "filter from " + CommandWord.quoted($0) }, to.map { "filter to " + CommandWord.quoted($0) }]
            .compactMap { $0 }
    }

    var steps: [String] {
        ["export " + CommandWord.quoted(file) + (replace ? " --replace" : "")]
    }
}
