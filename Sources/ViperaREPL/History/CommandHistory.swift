/// The commands a person typed, kept across runs.
@MainActor
package protocol CommandHistory: AnyObject {
    /// The entries, oldest first.
    var entries: [String] { get }

    /// Why the last save failed, or nil when it worked.
    var saveFailure: String? { get }

    /// Adds `line` unless it repeats the last entry, drops the oldest entries beyond the limit,
    /// and saves at once so a crash loses nothing.
    /// - Parameter line: The command as typed.
    func record(_ line: String)
}
