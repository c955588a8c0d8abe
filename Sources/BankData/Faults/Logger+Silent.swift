public import Logging

extension Logger {
    /// A logger that writes nothing: where nobody asked for diagnostics.
    public static var silent: Logger {
        Logger(label: "vbank.silent", factory: { _ in SwiftLogNoOpLogHandler() })
    }
}
