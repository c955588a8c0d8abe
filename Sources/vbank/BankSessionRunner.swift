import BankData
import BankDomain
import BankScenes
import Foundation
import Vipera
@_spi(TranscriptFaults) import ViperaREPL

/// Runs vbank's session on a bank, whichever backend keeps it: the REPL with the home scene at
/// its root, or transcripts checked or recorded, each on a fresh bank.
@MainActor
struct BankSessionRunner {
    // MARK: - Constants

    /// Where each scene's commands work, from the catalogue of the scenes' declarations.
    static let directory = CommandDirectory(loading: { BankSceneCatalog.entries })

    // MARK: - Properties

    let command: VBankCommand
    let environment: [String: String]

    // MARK: - Running

    /// Runs the session on `bank` and returns the process's exit status.
    func run(on bank: SessionBank, clock: any BankClock) async -> Int32 {
        let session = bank.session
        let status = await launcher.run(
            commandWillRun: session.commandWillRun, notices: BankNotices.board(),
            noticeSources: {
                [BankNotices.source(session.changeFeed(), settings: session.stores.settings, clock: clock)]
            }
        ) { console, navigator in
            if !bank.usesColour {
                console.colorPreference = .never
            }
            bank.openingNotices.forEach { console.render($0, to: .error) }
            announceFixedClock(on: console)
            return BankSceneFactory(
                stores: session.stores, clock: clock, timeZone: .current, console: console, navigator: navigator,
                isDryRun: command.repl.isDryRun, rulesFolder: RulesFolder.path(environment: environment),
                asksBeforeImporting: isPersonAtTerminal
            )
            .makeHome()
        }
        return status.rawValue
    }

    /// Checks or records transcripts, each on a fresh bank whose stores fail where the
    /// transcript's `#@fail` lines say, and discards the banks at the end.
    func runTranscripts(on banks: any TranscriptBanks, clock: any BankClock, timeZone: TimeZone) async -> Int32 {
        let status = await launcher.run { console, navigator in
            let stores = try banks.makeStores()
            return BankSceneFactory(
                stores: FaultInjector.current.map { FaultInjectingStores.wrap(stores, with: $0) } ?? stores,
                clock: clock, timeZone: timeZone, console: console, navigator: navigator,
                requestKeys: .transcript()
            )
            .makeHome()
        }
        banks.discardAll()
        return status.rawValue
    }

    /// Reports an error that ends the run before a session starts, and returns the failing status.
    func report(_ error: ErrorViewModel) -> Int32 {
        let console = StandardConsole(colorPreference: command.repl.noColor ? .never : .automatic)
        console.reportError(error)
        console.flush()
        return ExitStatus.commandFailed.rawValue
    }

    // MARK: - Private

    private var launcher: REPLLauncher {
        REPLLauncher(
            appName: VBankCommand.appName, options: command.repl, directory: Self.directory, environment: environment)
    }

    /// Whether a person types the commands at a terminal, rather than a script, `-c` or a pipe.
    private var isPersonAtTerminal: Bool {
        command.repl.script == nil && command.repl.commands == nil && isatty(STDIN_FILENO) == 1
            && isatty(STDOUT_FILENO) == 1
    }

    /// Says at a terminal that the clock is stopped; scripts and transcripts stop it on purpose.
    private func announceFixedClock(on console: any Console) {
        let location = BankLocation(db: command.db, now: command.now, environment: environment)
        guard let notice = location.fixedClockNotice(), isPersonAtTerminal else { return }
        console.render(Notice(.warning, notice), to: .error)
    }
}
