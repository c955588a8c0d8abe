#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

/// A parsed and validated value of one parameter.
package enum ArgumentValue: Sendable, Equatable {
    /// A whole number.
    case integer(Int)
    /// A decimal number.
    case decimal(Decimal)
    /// Text, as typed (quotes and escapes removed).
    case text(String)
    /// A choice, in its declared spelling.
    case choice(String)
    /// An entry of a list the scene shows.
    case item(ListItem)
    /// Whether a flag was given.
    case flag(Bool)
}

/// An entry a user picked from a list a scene shows, by number, by name, or by `#KEY`.
///
/// Each means the entry as the list showed it: a scene whose list may have changed since holds
/// a number to the whole list as shown (the rows may have moved), and a name or key to that
/// entry alone (``isNumber``).
public struct ListItem: Sendable, Equatable {
    /// The entry's 1-based position in the list.
    public let position: Int
    /// The entry's name as the scene supplied it.
    public let name: String
    /// The entry's stable key (``KeyedChoiceScene/choiceKeys(for:)``), when the scene gives keys.
    public let key: String?
    /// Whether the user typed the entry's number, rather than its name or key.
    public let isNumber: Bool

    /// Creates an item.
    /// - Parameters:
    ///   - position: Its number in the list, from 1.
    ///   - name: Its name in the list.
    ///   - key: Its stable key, when the scene gives one.
    ///   - isNumber: Whether the user typed its number, rather than its name or key.
    public init(position: Int, name: String, key: String? = nil, isNumber: Bool = false) {
        self.position = position
        self.name = name
        self.key = key
        self.isNumber = isNumber
    }
}
