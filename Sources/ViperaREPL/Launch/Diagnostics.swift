public import Logging
import Synchronization

/// An app's diagnostics: swift-log, set up once per process to write to standard error from the
/// level asked for (`--log-level`), and writing nothing at all when none was asked for.
///
/// ```swift
/// let logger = Diagnostics.logger(label: "vbank.storage", level: options.logLevel)
/// ```
public enum Diagnostics {
    // MARK: - Properties

    /// Whether swift-log's logging system was set up, which may happen once per process.
    private static let isSetUp = Mutex(false)

    // MARK: - Loggers

    /// A logger labelled `label` that writes to standard error from `level` on, or nothing when
    /// `level` is nil. The first level asked for holds for the whole process.
    public static func logger(label: String, level: Logger.Level?) -> Logger {
        guard let level else {
            return Logger(label: label, factory: { _ in SwiftLogNoOpLogHandler() })
        }
        isSetUp.withLock { isSetUp in
            guard !isSetUp else { return }
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
            isSetUp = true
        }
        return Logger(label: label)
    }
}
