import Vipera

/// The file a command's output is redirected to, checked before the command runs so that a bad
/// path costs nothing. `>` writes a temporary file beside it and renames it over the old one, so
/// the file is never half-written; `>>` appends and cuts a failed append back off. Both refuse a
/// link, a folder and anything but a plain file or a device (``FileDestination``), and files are
/// created readable by their owner alone (0600): the output may hold account data.
struct OutputFile {
    // MARK: - Properties

    /// The path as typed.
    var displayPath: String { destination.displayPath }
    private let destination: FileDestination

    // MARK: - Initialization

    /// Checks that `redirection` names a file that can be written; `~` and `~user` are home
    /// folders (``HomeFolders``).
    init(_ redirection: Redirection, home: String?) throws(FileDestinationError) {
        let path = HomeFolders(home: home).expanding(redirection.path)
        destination = try FileDestination(
            path: path, displayPath: redirection.path, mode: redirection.mode == .append ? .append : .replace)
    }

    // MARK: - Writing

    /// Writes `text`: all of it, or nothing.
    func write(_ text: String) throws(FileDestinationError) {
        try destination.write(Array(text.utf8))
    }
}
