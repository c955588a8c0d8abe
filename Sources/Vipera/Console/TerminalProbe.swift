#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Facts about the process's standard streams that decide layout and colour.
@usableFromInline
package struct TerminalProbe: Sendable, Equatable {
    // MARK: - Constants

    /// The width assumed when nothing better is known, as for a pipe.
    @usableFromInline package static let defaultWidth = 80

    // MARK: - Properties

    /// Whether standard output is a terminal.
    package let isOutputTerminal: Bool
    /// Whether standard error is a terminal.
    package let isErrorTerminal: Bool
    /// The terminal's width, `COLUMNS` when that is all there is, or `defaultWidth`.
    package let width: Int

    // MARK: - Initialization

    /// Creates a probe with known facts, for tests.
    /// - Parameters:
    ///   - isOutputTerminal: Whether standard output is a terminal.
    ///   - isErrorTerminal: Whether standard error is a terminal.
    ///   - width: The terminal's width in columns.
    package init(isOutputTerminal: Bool, isErrorTerminal: Bool, width: Int) {
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.width = width
    }

    /// Reads the facts of the running process.
    package static func current(environment: [String: String]) -> TerminalProbe {
        let isOutputTerminal = isatty(STDOUT_FILENO) == 1
        let measured = terminalColumns(of: STDOUT_FILENO) ?? terminalColumns(of: STDERR_FILENO)
        let fromEnvironment = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        return TerminalProbe(
            isOutputTerminal: isOutputTerminal,
            isErrorTerminal: isatty(STDERR_FILENO) == 1,
            width: measured ?? fromEnvironment ?? defaultWidth
        )
    }

    /// The current height of the terminal on `descriptor` in lines, or nil when it is not a terminal.
    package static func terminalRows(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// The current width of the terminal on `descriptor`, or nil when it is not a terminal.
    package static func terminalColumns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
