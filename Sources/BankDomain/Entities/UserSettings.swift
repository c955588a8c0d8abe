/// The customer's preferences for the app.
public struct UserSettings: Sendable, Equatable {
    // MARK: - Constants

    /// The page sizes a transaction list accepts.
    public static let pageSizes = 5...100
    /// The preferences of a new customer.
    public static let defaults = UserSettings(pageSize: 20, showsBalances: true, usesColour: true, showsNotices: true)

    // MARK: - Properties

    /// How many transactions a page shows.
    public let pageSize: Int
    /// Whether balances are shown or hidden as `••••`.
    public let showsBalances: Bool
    /// Whether the app uses colour where the terminal allows it.
    public let usesColour: Bool
    /// Whether changes other sessions make are shown above the prompt.
    public let showsNotices: Bool

    // MARK: - Initialization

    /// Creates settings.
    public init(pageSize: Int, showsBalances: Bool, usesColour: Bool, showsNotices: Bool = true) {
        self.pageSize = pageSize
        self.showsBalances = showsBalances
        self.usesColour = usesColour
        self.showsNotices = showsNotices
    }

    // MARK: - Changing

    /// The same settings with another page size.
    public func withPageSize(_ pageSize: Int) -> UserSettings {
        UserSettings(
            pageSize: pageSize, showsBalances: showsBalances, usesColour: usesColour, showsNotices: showsNotices)
    }

    /// The same settings with balances shown or hidden.
    public func withShowsBalances(_ showsBalances: Bool) -> UserSettings {
        UserSettings(
            pageSize: pageSize, showsBalances: showsBalances, usesColour: usesColour, showsNotices: showsNotices)
    }

    /// The same settings with colour on or off.
    public func withUsesColour(_ usesColour: Bool) -> UserSettings {
        UserSettings(
            pageSize: pageSize, showsBalances: showsBalances, usesColour: usesColour, showsNotices: showsNotices)
    }

    /// The same settings with notices of other sessions' changes on or off.
    public func withShowsNotices(_ showsNotices: Bool) -> UserSettings {
        UserSettings(
            pageSize: pageSize, showsBalances: showsBalances, usesColour: usesColour, showsNotices: showsNotices)
    }
}
