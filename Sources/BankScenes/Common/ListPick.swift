import Vipera

/// An entry of a list a command names, as the scene's request carries it: its place in the list
/// as shown, and whether the user typed that number (which means the list as shown, whole) or a
/// name (which means that entry alone, wherever it is now).
struct ListPick: Sendable, Equatable {
    /// The entry's place in the list as shown, from 1.
    let position: Int
    /// Whether the user typed the number.
    let byNumber: Bool

    /// The entry at `position`, typed as its number, or as its name when `byNumber` is false.
    init(position: Int, byNumber: Bool = true) {
        self.position = position
        self.byNumber = byNumber
    }

    /// The entry `item` names.
    init(_ item: ListItem) {
        self.init(position: item.position, byNumber: item.isNumber)
    }
}
