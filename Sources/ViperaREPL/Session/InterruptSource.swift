import CEditLineShim

/// Tells a running command that the user pressed Ctrl-C.
package protocol InterruptSource: Sendable {
    /// Whether Ctrl-C was pressed since the last call; asking clears it.
    func takeInterrupt() -> Bool
}

/// Ctrl-C as the process's SIGINT handler records it.
package struct SignalInterruptSource: InterruptSource {
    /// Creates the source; the handler is installed by `EditLineReader`.
    package init() {}

    /// Whether SIGINT arrived since the last call.
    package func takeInterrupt() -> Bool {
        vipera_take_interrupt() != 0
    }
}
