#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// History in a plain text file, one entry per line, readable only by its owner (mode 0600, in a
/// directory of mode 0700). Every change rewrites the file through a temporary file and a rename,
/// so the file is always whole.
@MainActor
package final class FileCommandHistory: CommandHistory {
    // MARK: - Constants

    /// How many entries are kept unless told otherwise.
    nonisolated package static let defaultLimit = 1_000
    private static let fileMode: mode_t = 0o600
    private static let directoryMode = 0o700

    // MARK: - Properties

    /// The entries, oldest first.
    package private(set) var entries: [String]
    /// The most entries kept.
    package let limit: Int
    /// The file's path.
    package let path: String
    /// Why the last save failed, if it did.
    package private(set) var saveFailure: String?

    // MARK: - Initialization

    /// Loads the history at `path`; a missing file is an empty history.
    /// - Parameters:
    ///   - path: The history file.
    ///   - limit: The most entries kept; the oldest go first.
    package init(path: String, limit: Int = FileCommandHistory.defaultLimit) {
        self.path = path
        self.limit = max(limit, 0)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        entries = Array(text.split(separator: "\n").map(String.init).suffix(self.limit))
    }

    // MARK: - CommandHistory

    /// Adds `line` unless it repeats the last entry, and saves.
    /// - Parameter line: The command as typed.
    package func record(_ line: String) {
        guard limit > 0, !line.isEmpty, !line.contains("\n"), entries.last != line else { return }
        entries.append(line)
        if entries.count > limit {
            entries.removeFirst(entries.count - limit)
        }
        save()
    }

    // MARK: - Private

    private func save() {
        do {
            try writeFile()
            saveFailure = nil
        } catch {
            saveFailure = Strings.History.reason(error.code)
        }
    }

    /// Writes the entries through a temporary file beside the history, so a full disk leaves the
    /// file as it was.
    private func writeFile() throws(WriteFailure) {
        try makeFolders(of: path)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else { throw WriteFailure(code: errno) }
        var contents = entries.joined(separator: "\n") + "\n"
        let written = contents.withUTF8 { bytes in write(descriptor, bytes.baseAddress, bytes.count) == bytes.count }
        let failure = written ? nil : WriteFailure(code: errno == 0 ? EIO : errno)
        guard close(descriptor) == 0, failure == nil, rename(temporary, path) == 0 else {
            let failure = failure ?? WriteFailure(code: errno)
            unlink(temporary)
            throw failure
        }
    }

    /// Makes each missing folder above `path` with mode 0700.
    private func makeFolders(of path: String) throws(WriteFailure) {
        var folder = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true).dropLast() {
            folder += "/" + part
            if mkdir(folder, mode_t(Self.directoryMode)) != 0, errno != EEXIST {
                throw WriteFailure(code: errno)
            }
        }
    }
}

/// Why the history file could not be written: the system's error number.
private struct WriteFailure: Error, Equatable {
    let code: Int32
}
