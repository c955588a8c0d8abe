import Vipera

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width of the terminal on standard output right now, so a resize takes effect on the next
/// command.
package enum TerminalWidth {
    /// The columns of the terminal on standard output, or nil when it is not a terminal.
    package static func current() -> Int? {
        TerminalProbe.terminalColumns(of: STDOUT_FILENO)
    }

    /// Standard output's terminal height in lines, or nil when it is not a terminal.
    package static func rows() -> Int? {
        TerminalProbe.terminalRows(of: STDOUT_FILENO)
    }
}
