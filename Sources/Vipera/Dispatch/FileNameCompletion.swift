#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The paths that complete a partly typed file name, read from the file system as a shell reads
/// them: the entries of the folder typed so far (the working folder when none is) whose names
/// start with what follows the last `/`, folders with a `/` after them, hidden entries only when
/// a `.` is typed. A leading `~` or `~user` is that home folder (``HomeFolders``), and stays as
/// typed in the line.
package struct FileNameCompletion: Sendable {
    // MARK: - Constants

    /// The most entries read from one folder: a folder of a million files still answers at once.
    static let maximumEntries = 2_000

    // MARK: - Properties

    /// The user's home folder, for `~`; nil leaves `~` as it is.
    package var home: String? { homes.home }
    private let homes: HomeFolders

    // MARK: - Initialization

    /// Completes paths, with `home` for `~`: the `HOME` of the environment unless told otherwise.
    /// - Parameter home: The folder `~` stands for.
    package init(home: String? = HomeFolders.environmentHome) {
        homes = HomeFolders(home: home)
    }

    // MARK: - Completing

    /// The paths that complete `typed`, sorted.
    /// - Parameter typed: The path as typed so far.
    package func candidates(completing typed: String) -> [String] {
        let folderPart = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
        let namePrefix = String(typed.dropFirst(folderPart.count))
        let folder = folderPart.isEmpty ? "." : homes.expanding(folderPart)
        return entries(of: folder, startingWith: namePrefix).map { name, isFolder in
            folderPart + name + (isFolder ? "/" : "")
        }
        .sorted()
    }

    // MARK: - Private

    private func entries(of folder: String, startingWith prefix: String) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let showsHidden = prefix.hasPrefix(".")
        var found: [(name: String, isFolder: Bool)] = []
        var read = 0
        while read < Self.maximumEntries, let entry = readdir(directory) {
            read += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", name.hasPrefix(prefix), showsHidden || !name.hasPrefix(".") else {
                continue
            }
            found.append((name, Self.isFolder(folder + "/" + name)))
        }
        return found
    }

    /// Whether `path` is a folder, following a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
