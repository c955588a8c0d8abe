import BankDomain
import Foundation
import Vipera

/// The numbers a user types mean the rows of a list as it was last shown: `close 2` closes the
/// account that was second when the user looked, never the one another session, or the user's
/// own last command, moved into that place since.
///
/// A scene keeps the rows it showed; a command that names one reads the list as it is now. A
/// number goes ahead only when the rows are the same ones, in the same places, under the same
/// names; a name (which the shown list turned into a place) only when that row is still listed as
/// it was shown, wherever it is now. Otherwise it is refused with ``ListChangedError``, and the
/// scene shows the list again.
enum ShownList {
    /// The current row that `pick` meant in `shown`: for a number, when `current` is the same list
    /// (the same rows by `sameRow`, in the same order); for a name, when `current` still has that row.
    /// - Throws: `ListSelectionError` for a number that was not on the list shown;
    ///   ``ListChangedError`` when the list changed since.
    static func entry<Entry>(
        _ pick: ListPick, shown: [Entry], current: [Entry], sameRow: (Entry, Entry) -> Bool,
        name: (Entry) -> String
    ) throws -> Entry {
        let seen = try ListSelectionError.entry(pick.position, of: shown)
        guard pick.byNumber else {
            guard let row = current.first(where: { sameRow(seen, $0) }) else {
                throw ListChangedError(position: nil, shownName: name(seen))
            }
            return row
        }
        guard shown.count == current.count, zip(shown, current).allSatisfy(sameRow) else {
            throw ListChangedError(position: pick.position, shownName: name(seen))
        }
        return current[pick.position - 1]
    }

    /// Whether `shown` and `current` are the same account as a list shows it: the same one, by
    /// the same name, open, owned and shared the same way.
    static func sameAccount(_ shown: Account, _ current: Account) -> Bool {
        shown.id == current.id && shown.name == current.name && shown.isClosed == current.isClosed
            && shown.access == current.access && shown.owner == current.owner
    }
}

/// A number typed against a list that changed since it was shown, or a name of a row that is no
/// longer listed as it was.
struct ListChangedError: Error, Equatable, LocalizedError {
    /// The number typed; nil when a name was.
    let position: Int?
    /// What was at that place when the list was shown.
    let shownName: String

    var errorDescription: String? {
        position.map { Strings.Lists.changed($0, was: shownName) } ?? Strings.Lists.gone(shownName)
    }

    var recoverySuggestion: String? { Strings.Lists.changedHint }
}

extension Strings {
    enum Lists {
        static let changedHint = "The list as it is now is shown above it: pick again by its number or name."

        static func changed(_ position: Int, was name: String) -> String {
            "the list changed since it was shown, so \(position) may no longer be \(name): nothing was done"
        }

        static func gone(_ name: String) -> String {
            "\(name) is no longer on the list as it was shown (closed, renamed or shared anew): nothing was done"
        }
    }
}
