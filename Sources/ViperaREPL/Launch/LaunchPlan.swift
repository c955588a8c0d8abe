@_spi(Dispatch) package import Vipera

/// What a launch will do, decided from the command line and the process's streams before
/// anything runs: where lines come from, the colour and format of output, and the mode.
/// ``REPLLauncher`` carries it out.
///
/// ```swift
/// let plan = LaunchPlan(options: options, isTerminal: false)
/// // --check -c 'accounts': .dryRun, from .commands(["accounts"]), no colour, no startup file
/// ```
package struct LaunchPlan: Sendable, Equatable {
    // MARK: - Nested Types

    /// What the launch is for.
    package enum Mode: Sendable, Equatable {
        /// The command line asks for what cannot be done; the launch says why and exits.
        case refused(ErrorViewModel)
        /// Each transcript is checked against a fresh app; no session runs.
        case checkTranscripts([String])
        /// A session runs its lines.
        case session
        /// A session walks its lines through the real scenes with nothing kept, then says how
        /// many were refused.
        case dryRun
        /// A session runs its lines and is written as a transcript to the path.
        case record(to: String)
    }

    /// Where a session's lines come from.
    package enum Input: Sendable, Equatable {
        /// A person at a terminal, with line editing, history and completion.
        case terminal
        /// A pipe or a redirected file on standard input.
        case standardInput
        /// The script `--script` names.
        case script(path: String)
        /// The commands `-c` gives, one per `;`.
        case commands([String])

        /// Whether a person types the lines.
        package var isInteractive: Bool { self == .terminal }
    }

    // MARK: - Properties

    /// What the launch is for.
    package let mode: Mode
    /// Where the session's lines come from.
    package let input: Input
    /// Colour at a terminal unless turned off; never in a script, a pipe or a transcript.
    package let colorPreference: ColorPreference
    /// Text for people, or JSON Lines.
    package let outputFormat: OutputFormat
    /// The deep link the session opens at (`--at`), if any.
    package let link: String?
    /// Whether the scene the session opens at is shown before the lines run: not for `-c`, which
    /// shows only what its commands display, as `psql -c` does, so `--output json -c accounts`
    /// writes one document; nor for a dry run, which shows only what it refuses.
    package let showsOpeningScene: Bool
    /// Whether the startup file runs first: only at a terminal, unless `--no-init`.
    package let runsStartupFile: Bool
    /// Where notices go: above the prompt at a terminal, standard error for a script that asked
    /// with `--notices`, nowhere otherwise, so they never mix with what a script writes.
    package let noticeStream: ConsoleStream?

    /// Whether the session is written as a transcript.
    package var isRecording: Bool {
        if case .record = mode { return true }
        return false
    }

    // MARK: - Initialization

    /// Decides the plan.
    /// - Parameters:
    ///   - options: The command line, already validated.
    ///   - isTerminal: Whether standard input and standard output are both a terminal.
    package init(options: REPLOptions, isTerminal: Bool) {
        let input = Self.input(options: options, isTerminal: isTerminal)
        self.input = input
        mode = Self.mode(options: options, input: input)
        let isPlain = options.noColor || !isTerminal || !input.isInteractive || options.isTranscriptRun
        colorPreference = isPlain ? .never : .automatic
        outputFormat = options.output
        link = options.at
        showsOpeningScene = options.commands == nil && !options.isDryRun
        runsStartupFile = input.isInteractive && !options.skipsStartupFile
        noticeStream = input.isInteractive ? .output : options.showsNotices ? .error : nil
    }

    // MARK: - Private

    private static func input(options: REPLOptions, isTerminal: Bool) -> Input {
        if let script = options.script {
            return .script(path: script)
        }
        if let commands = options.commands {
            return .commands(CommandSeparator.split(commands))
        }
        return isTerminal ? .terminal : .standardInput
    }

    private static func mode(options: REPLOptions, input: Input) -> Mode {
        if !options.checkTranscripts.isEmpty {
            return .checkTranscripts(options.checkTranscripts)
        }
        if options.isDryRun {
            return input.isInteractive
                ? .refused(ErrorViewModel(message: Strings.CommandLine.checkNeedsScript)) : .dryRun
        }
        return options.record.map { .record(to: $0) } ?? .session
    }
}
