import BankDomain
import CSV
import Foundation
import GRDB

/// The statement file: opening it for reading or writing, counting its rows, and the columns an
/// export writes (the ones an import reads back).
enum StatementFile {
    // MARK: - Constants

    /// The columns an export writes.
    static let header = ["date", "memo", "amount", "category"]
    private static let chunkSize = 1 << 20
    private static let newline = UInt8(ascii: "\n")

    // MARK: - Reading

    /// The number of rows the file holds, less the header, counted by its line breaks: exact
    /// unless quoted fields hold line breaks, which is good enough for an estimate.
    static func countRows(at path: String) throws(StatementError) -> Int {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isFolder.boolValue else { throw .unreadable(path: path, reason: Strings.Statements.notAFile) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        defer { try? handle.close() }
        var lines = 0
        var endsWithNewline = true
        while let data = try? handle.read(upToCount: chunkSize), !data.isEmpty {
            lines += data.withUnsafeBytes { bytes in bytes.reduce(0) { $0 + ($1 == newline ? 1 : 0) } }
            endsWithNewline = data.last == newline
        }
        return max(lines + (endsWithNewline ? 0 : 1) - 1, 0)
    }

    /// A reader positioned after the header row.
    static func reader(at path: String) throws(StatementError) -> CSVReader {
        guard let stream = InputStream(fileAtPath: path) else {
            throw .unreadable(path: path, reason: "it cannot be opened")
        }
        do {
            return try CSVReader(stream: stream, hasHeaderRow: true)
        } catch {
            throw .unreadable(path: path, reason: Strings.Statements.unparsable("\(error)"))
        }
    }

    /// Whether the reader's error only marks the end: CSVReader on Linux ends every stream with
    /// `cannotReadFile`.
    static func isEndOfStream(_ error: any Error) -> Bool {
        guard case CSVError.cannotReadFile = error else { return false }
        return true
    }

    // MARK: - Writing

    /// A writer on a new file at `path`, replacing what was there.
    static func writer(at path: String) throws(StatementError) -> CSVWriter {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.isEmpty || isFolder(folder) else {
            throw .unwritable(path: path, reason: Strings.Statements.noFolder)
        }
        guard !isFolder(path) else { throw .unwritable(path: path, reason: Strings.Statements.isFolder) }
        guard let stream = OutputStream(toFileAtPath: path, append: false) else {
            throw .unwritable(path: path, reason: "it cannot be opened")
        }
        do {
            return try CSVWriter(stream: stream)
        } catch {
            throw .unwritable(path: path, reason: Strings.Statements.cannotWrite)
        }
    }

    /// The fields of one exported row: its day, memo, signed amount and category.
    static func fields(of row: Row, dates: DateFormatter) -> [String] {
        let date = Date(timeIntervalSince1970: row[0])
        let minor: Int64 = row[2]
        let type: String = row[3]
        let signed = type == TransactionType.credit.rawValue ? minor : -minor
        return [dates.string(from: date), row[1], amountText(signed), row[4]]
    }

    /// The formatter of the dates an export writes, in the import's default format.
    static func dateFormatter(timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = StatementImportOptions.defaultDateFormat
        return formatter
    }

    /// Whether `path` names an existing folder.
    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// `-12.50` for -1250 minor units.
    static func amountText(_ minor: Int64) -> String {
        let magnitude = minor.magnitude
        let cents = magnitude % 100
        return (minor < 0 ? "-" : "") + String(magnitude / 100) + "." + (cents < 10 ? "0" : "") + String(cents)
    }
}
