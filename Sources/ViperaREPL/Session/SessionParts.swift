package import Logging
@_spi(Dispatch) package import Vipera

/// What an app adds to a session beside its scenes: its own global commands, where each scene's
/// commands work, what to do before each command, and its notices.
@MainActor
package struct SessionApp {
    // MARK: - Properties

    /// The app's own global commands.
    package var globals: [CommandSpec<GlobalCommand>]
    /// Which scenes have which commands, so a command typed in the wrong scene says where it works.
    package var directory: CommandDirectory
    /// Called before every command runs, sourced ones included, so the app can do once per
    /// command what would otherwise be done per read (asking its database whether it changed, say).
    package var commandWillRun: @MainActor () -> Void
    /// Where notices are posted and shown, and what is asked for them while the session waits;
    /// nil when the session shows none.
    package var notices: SessionNotices?

    // MARK: - Initialization

    /// Creates what an app adds; nothing unless told.
    /// - Parameters:
    ///   - globals: The app's own global commands.
    ///   - directory: Which scenes have which commands.
    ///   - commandWillRun: Called before every command runs.
    ///   - notices: Where notices are posted and shown; nil for none.
    package init(
        globals: [CommandSpec<GlobalCommand>] = [],
        directory: CommandDirectory = .empty,
        commandWillRun: @escaping @MainActor () -> Void = {},
        notices: SessionNotices? = nil
    ) {
        self.globals = globals
        self.directory = directory
        self.commandWillRun = commandWillRun
        self.notices = notices
    }
}

/// What the process gives a session around its lines: kept history, Ctrl-C, the terminal's
/// width, scripts for `source`, a recorder of its steps, and a logger.
@MainActor
package struct SessionServices {
    // MARK: - Properties

    /// Where typed commands are kept; nil when nobody types.
    package var history: (any CommandHistory)?
    /// Ctrl-C while a command runs; nil when commands cannot be cancelled.
    package var interrupts: (any InterruptSource)?
    /// The terminal's width before each typed command; standard output's unless told otherwise.
    package var terminalWidth: @MainActor () -> Int?
    /// Shows a typed command's output taller than the screen; nil when nothing is paged.
    package var pager: (any OutputPaging)?
    /// The terminal's height in lines, for the pager.
    package var terminalRows: @MainActor () -> Int?
    /// Opens a file for `source`; reads the file system unless told otherwise.
    package var openScript: @MainActor (String) throws -> any LineReader
    /// Told about each line the session reads from its own input; the session holds it weakly.
    package var observer: (any SessionObserver)?
    /// Where the dispatcher logs.
    package var logger: Logger

    // MARK: - Initialization

    /// Creates the services; those of a process at a pipe, with no history and no logs, unless told.
    /// - Parameters:
    ///   - history: Where typed commands are kept.
    ///   - interrupts: Ctrl-C while a command runs.
    ///   - terminalWidth: The terminal's width before each typed command.
    ///   - pager: Shows a typed command's output taller than the screen.
    ///   - terminalRows: The terminal's height in lines.
    ///   - openScript: Opens a file for `source`.
    ///   - observer: Told about each line the session reads.
    ///   - logger: Where the dispatcher logs.
    package init(
        history: (any CommandHistory)? = nil,
        interrupts: (any InterruptSource)? = nil,
        terminalWidth: @escaping @MainActor () -> Int? = { TerminalWidth.current() },
        pager: (any OutputPaging)? = nil,
        terminalRows: @escaping @MainActor () -> Int? = { TerminalWidth.rows() },
        openScript: @escaping @MainActor (String) throws -> any LineReader = { try StreamLineReader.open(path: $0) },
        observer: (any SessionObserver)? = nil,
        logger: Logger = Logger(label: "vipera.session", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.history = history
        self.interrupts = interrupts
        self.terminalWidth = terminalWidth
        self.pager = pager
        self.terminalRows = terminalRows
        self.openScript = openScript
        self.observer = observer
        self.logger = logger
    }
}
