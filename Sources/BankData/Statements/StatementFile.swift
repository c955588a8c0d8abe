import BankDomain
import Foundation
import GRDB

/// The statement file: opening it for reading or writing, counting its rows, and the columns an
/// export writes (the ones an import reads back).
enum StatementFile {
    // MARK: - Constants

    private static let chunkSize = 1 << 20
    private static let newline = UInt8(ascii: "\n")

    // MARK: - Reading

    /// The number of rows the file holds, less the header, counted by its line breaks: exact
    /// unless quoted fields hold line breaks, which is good enough for an estimate.
    static func countRows(at path: String) throws(StatementError) -> Int {
        let handle = try openForReading(path)
        defer { try? handle.close() }
        var lines = 0
        var endsWithNewline = true
        while let data = try? handle.read(upToCount: chunkSize), !data.isEmpty {
            lines += data.withUnsafeBytes { bytes in bytes.reduce(0) { $0 + ($1 == newline ? 1 : 0) } }
            endsWithNewline = data.last == newline
        }
        return max(lines + (endsWithNewline ? 0 : 1) - 1, 0)
    }

    /// The statement at `path`, open for reading; says why when it cannot be.
    static func openForReading(_ path: String) throws(StatementError) -> FileHandle {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isFolder.boolValue else { throw .unreadable(path: path, reason: Strings.Statements.notAFile) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        return handle
    }

    // MARK: - Writing

    /// The fields of one exported row: its day, memo, signed amount and category.
    static func fields(of transaction: Transaction, dates: DateFormatter) -> [String] {
        [
            dates.string(from: transaction.date), StatementCSV.exportedMemo(transaction.memo),
            amountText(transaction.signedMinorUnits),
            transaction.category.rawValue,
        ]
    }

    /// The formatter of the dates an export writes, in the import's default format.
    static func dateFormatter(timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = StatementImportOptions.defaultDateFormat
        return formatter
    }

    /// `-12.50` for -1250 minor units.
    static func amountText(_ minor: Int64) -> String {
        let magnitude = minor.magnitude
        let cents = magnitude % 100
        return (minor < 0 ? "-" : "") + String(magnitude / 100) + "." + (cents < 10 ? "0" : "") + String(cents)
    }
}
