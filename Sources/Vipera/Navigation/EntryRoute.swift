/// How a scene on the stack was reached: the command line that pushed it, written out in full,
/// or a command kept out of history, which a link must not repeat.
public enum EntryRoute: Sendable, Equatable {
    /// The command, as a deep link step (`open Everyday`).
    case command(String)
    /// A sensitive command; the stack has no link while the scene is on it.
    case sensitive
}
