/// How a session behaves, decided by the command line.
package struct SessionConfiguration: Sendable, Equatable {
    // MARK: - Constants

    /// How deep `source` may nest unless told otherwise.
    package static let defaultMaximumSourceDepth = 16
    /// How deep aliases may run aliases unless told otherwise.
    package static let defaultMaximumAliasDepth = 16

    // MARK: - Properties

    /// The app's name, first in the prompt's breadcrumb.
    package var appName: String
    /// Whether each command is written (`> command`) before its output.
    package var echo: Bool
    /// Whether a script stops at its first failing command.
    package var stopOnError: Bool
    /// How deep `source` may nest.
    package var maximumSourceDepth: Int
    /// How deep aliases may run aliases.
    package var maximumAliasDepth: Int
    /// Whether the session is a dry run (`--check`): a redirection says what it would write and
    /// opens no file.
    package var isDryRun: Bool

    // MARK: - Initialization

    /// Creates a configuration.
    /// - Parameters:
    ///   - appName: The app's name, first in the prompt's breadcrumb.
    ///   - echo: Whether each command is written (`> command`) before its output.
    ///   - stopOnError: Whether a script stops at its first failing command.
    ///   - maximumSourceDepth: How deep `source` may nest.
    ///   - maximumAliasDepth: How deep aliases may run aliases.
    ///   - isDryRun: Whether the session is a dry run (`--check`).
    package init(
        appName: String,
        echo: Bool = false,
        stopOnError: Bool = false,
        maximumSourceDepth: Int = SessionConfiguration.defaultMaximumSourceDepth,
        maximumAliasDepth: Int = SessionConfiguration.defaultMaximumAliasDepth,
        isDryRun: Bool = false
    ) {
        self.appName = appName
        self.echo = echo
        self.stopOnError = stopOnError
        self.maximumSourceDepth = maximumSourceDepth
        self.maximumAliasDepth = maximumAliasDepth
        self.isDryRun = isDryRun
    }
}
