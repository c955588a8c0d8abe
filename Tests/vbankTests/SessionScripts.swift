import Foundation
import ViperaTesting

/// What several vbank suites feed the app: scripts of transfers, long statements, processes run
/// side by side, and a terminal open at an account.
enum SessionScripts {
    // MARK: - Nested Types

    /// A process that ran to its end, and what it wrote.
    struct Finished {
        let status: Int32
        let output: String
        let errors: String
    }

    // MARK: - Constants

    /// Checking and savings accounts, which have the funds for every transfer of a script.
    static let fundedAccounts = [1, 2, 3, 5]

    // MARK: - Scripts

    /// `count` transfers of a few cents between the funded accounts, with memos `p{process}t{n}`.
    static func transfers(_ count: Int, process: Int) -> String {
        (0..<count).map { number in
            let from = fundedAccounts[(number + process) % fundedAccounts.count]
            let to = fundedAccounts[(number + process + 1) % fundedAccounts.count]
            return
                "transfer\nfrom \(from)\nto \(to)\namount 0.0\(number % 9 + 1)\nmemo p\(process)t\(number)\nconfirm\n"
        }
        .joined()
    }

    /// A statement of `rows` coffees in `folder`, one a day through 2025 over and over; its path.
    static func coffees(rows: Int, in folder: String) throws -> String {
        let path = folder + "/statement-\(rows).csv"
        var text = "date,memo,amount,category\n"
        text.reserveCapacity(rows * 36)
        for row in 0..<rows {
            text +=
                "2025-\(String(format: "%02d", row % 12 + 1))-\(String(format: "%02d", row % 28 + 1)),"
                + "Coffee \(row),-3.\(String(format: "%02d", row % 100)),dining\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // MARK: - Processes

    /// Runs one vbank per script on `database` at the same time, each reading its script from a
    /// file named after `name` in `home`, and waits for them all.
    static func sideBySide(_ scripts: [String], database: String, home: String, name: String) throws -> [Finished] {
        var processes: [(Process, String)] = []
        for (index, script) in scripts.enumerated() {
            let file = "\(home)/\(name)-\(index)"
            try script.write(toFile: file + ".txt", atomically: true, encoding: .utf8)
            _ = FileManager.default.createFile(atPath: file + ".out", contents: nil)
            _ = FileManager.default.createFile(atPath: file + ".err", contents: nil)
            let process = try VBankExecutable.process(database: database, inputFile: file + ".txt", home: home)
            process.standardOutput = FileHandle(forWritingAtPath: file + ".out")
            process.standardError = FileHandle(forWritingAtPath: file + ".err")
            processes.append((process, file))
        }
        try processes.forEach { try $0.0.run() }
        return try processes.map { process, file in
            process.waitUntilExit()
            return Finished(
                status: process.terminationStatus,
                output: try String(contentsOfFile: file + ".out", encoding: .utf8),
                errors: try String(contentsOfFile: file + ".err", encoding: .utf8))
        }
    }

    /// vbank at a terminal on `database` (a file or an address), showing account 1.
    static func terminalAtAccount(database: String, home: String) throws -> PseudoTerminal {
        let environment = [
            "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": "xterm", "LANG": "C.UTF-8", "TZ": "UTC",
            "PATH": "/usr/bin:/bin",
            "PAGER": "cat",
        ]
        let terminal = try PseudoTerminal(
            path: VBankExecutable.path, arguments: ["--demo", "--db", database, "--now", VBankExecutable.now],
            environment: environment, columns: 100)
        try terminal.waitFor("Home > ")
        terminal.type("accounts\r")
        try terminal.waitFor("Accounts > ")
        terminal.type("open 1\r")
        try terminal.waitFor("Everyday > ")
        return terminal
    }

    /// Imports the statement at `path` at `terminal` (open at account 1), confirming it once its
    /// preview shows, presses Ctrl-C once the progress bar shows, expects the cancellation message
    /// and the prompt again, and quits; vbank's exit status.
    static func importCancelledByCtrlC(_ path: String, at terminal: PseudoTerminal) throws -> Int32 {
        try importConfirmed(path, at: terminal)
        try waitForTheImportsBar(at: terminal)
        terminal.type("\u{03}")
        try terminal.waitFor("the import was cancelled; the account is as it was", timeout: .seconds(60))
        try terminal.waitFor("Everyday > ")
        terminal.type("quit\r")
        return try terminal.waitForExit()
    }

    /// Waits for the progress bar of an import just confirmed at `terminal`. `confirm` reads the
    /// whole statement again before the first row goes in, so the bar comes as late as the preview
    /// did and then some: on a loaded two-core machine, a debug build's second reading of 400,000
    /// rows took more than a minute (13.6 s idle).
    static func waitForTheImportsBar(at terminal: PseudoTerminal) throws {
        try terminal.waitFor("rows/s", timeout: statementReadingTimeout)
    }

    /// How long a statement of hundreds of thousands of rows may take to be read at a terminal.
    static let statementReadingTimeout = Duration.seconds(240)

    /// Types `import PATH` at `terminal`, waits for the preview a person sees first, and confirms
    /// it; the screen when the preview showed.
    @discardableResult
    static func importConfirmed(_ path: String, at terminal: PseudoTerminal) throws -> String {
        terminal.type("import \(path)\r")
        let preview = try terminal.waitFor("Type 'confirm' to import them", timeout: statementReadingTimeout)
        try terminal.waitFor("Everyday > ")
        terminal.type("confirm\r")
        return preview
    }
}
