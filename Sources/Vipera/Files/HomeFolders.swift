#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads `~` at the start of a typed path as a shell does: `~` and `~/…` are the user's home
/// folder, `~ann` and `~ann/…` are ann's, from the system's user database. A home that is not
/// known, or a user who does not exist, leaves the path as typed, so the error that follows
/// names what was typed.
package struct HomeFolders: Sendable {
    // MARK: - Properties

    /// The folder `~` stands for; nil leaves `~` as it is.
    package let home: String?
    private let homeOfUser: @Sendable (String) -> String?

    // MARK: - Initialization

    /// Homes from `home` (the environment's `HOME` unless told otherwise) and `homeOfUser` (the
    /// user database unless told otherwise).
    package init(
        home: String? = HomeFolders.environmentHome,
        homeOfUser: @escaping @Sendable (String) -> String? = HomeFolders.userDatabaseHome
    ) {
        self.home = home
        self.homeOfUser = homeOfUser
    }

    /// `HOME` in the environment.
    package static var environmentHome: String? {
        getenv("HOME").map { String(cString: $0) }
    }

    /// The home folder the user database gives `user`, if the user exists.
    package static func userDatabaseHome(of user: String) -> String? {
        guard let entry = getpwnam(user), let folder = entry.pointee.pw_dir else { return nil }
        return String(cString: folder)
    }

    // MARK: - Expanding

    /// `path` with a leading `~` or `~user` read as that home folder.
    /// - Parameter path: The path as typed.
    package func expanding(_ path: String) -> String {
        guard path.hasPrefix("~") else { return path }
        let user = path.dropFirst().prefix { $0 != "/" }
        let rest = path.dropFirst(1 + user.count)
        let folder = user.isEmpty ? home : homeOfUser(String(user))
        guard let folder, !folder.isEmpty else { return path }
        return folder + rest
    }
}
