/// Where a parse finds the values a command's dynamic arguments may take: the top scene's
/// choices (account names, say) and the stable keys of the entries it lists (`#KEY`).
///
/// The dispatcher hands a parse a small value rather than closures, so parsing a command costs no
/// allocation for the closures' contexts; a caller with closures wraps them in ``ClosureChoices``.
package protocol ChoiceSupplying {
    /// The values `source` offers now.
    /// - Parameter source: The kind of values an argument takes.
    /// - Returns: The values, in the order the scene lists them.
    func choices(for source: ChoiceSource) -> [String]

    /// The stable keys of the entries `source` lists, in the same order.
    /// - Parameter source: The kind of values an argument takes.
    /// - Returns: The keys; empty when the scene keys nothing.
    func keys(for source: ChoiceSource) -> [String]
}

/// Choices and keys given as closures, for a caller that has them so (a scene's tests,
/// ``CommandTable/command(for:choices:keys:)``).
package struct ClosureChoices: ChoiceSupplying {
    // MARK: - Properties

    private let choices: (ChoiceSource) -> [String]
    private let keys: (ChoiceSource) -> [String]

    // MARK: - Initialization

    /// Wraps `choices` and `keys`.
    /// - Parameters:
    ///   - choices: The values each source offers.
    ///   - keys: The stable keys of the entries each source lists; none unless given.
    package init(
        choices: @escaping (ChoiceSource) -> [String], keys: @escaping (ChoiceSource) -> [String] = { _ in [] }
    ) {
        self.choices = choices
        self.keys = keys
    }

    // MARK: - ChoiceSupplying

    package func choices(for source: ChoiceSource) -> [String] {
        choices(source)
    }

    package func keys(for source: ChoiceSource) -> [String] {
        keys(source)
    }
}
