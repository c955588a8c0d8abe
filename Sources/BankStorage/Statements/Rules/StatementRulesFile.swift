package import BankDomain
import Foundation

/// A rules file on the disk, with the files it includes, each found beside the one that names it.
package enum StatementRulesFile {
    /// The most a rules file may hold: far beyond any bank's rules, and what memory holds at once.
    package static let maximumBytes = 4 << 20

    /// The rules the file at `path` says.
    /// - Throws: ``StatementError/unreadableRules(path:reason:)`` for a file that cannot be read, and
    ///   ``StatementError/badRules(path:line:column:reason:)`` at the first line that makes no sense.
    package static func load(path: String) throws(StatementError) -> StatementRules {
        let text = try read(path)
        return try StatementRulesParser.parse(text, path: path) { name throws(StatementError) in
            let folder = (path as NSString).deletingLastPathComponent
            let included = name.hasPrefix("/") || folder.isEmpty ? name : folder + "/" + name
            return (included, try read(included))
        }
    }

    // MARK: - Private

    private static func read(_ path: String) throws(StatementError) -> String {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw StatementError.unreadableRules(path: path, reason: Strings.Statements.notAFile)
            }
            if let size = attributes[.size] as? Int, size > maximumBytes {
                throw StatementError.unreadableRules(path: path, reason: Strings.Rules.tooLarge)
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let error as StatementError {
            throw error
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw .unreadableRules(
                path: path, reason: exists ? Strings.Statements.permissionDenied : Strings.Statements.noSuchFile)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableRules(path: path, reason: Strings.Rules.notUTF8)
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}
