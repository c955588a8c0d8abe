package import BankDomain
package import Foundation

/// A statement being exported, whatever the bank is kept in: written beside its path (mode
/// 0600) a buffer at a time and renamed over it once whole, so a failed export leaves what was
/// there. A dry run checks the path and counts the rows, and creates no file at all.
package final class StatementExportFile {
    // MARK: - Constants

    /// Bytes gathered before they are written.
    private static let bufferSize = 1 << 16

    // MARK: - Properties

    private let path: String
    private let staged: StagedFile?
    private let dates: DateFormatter
    /// Whether the disk under a path is full, for a write that failed without saying so.
    private let isNearlyFull: (String) -> Bool
    private var buffer: [UInt8] = []
    /// Rows written so far.
    package private(set) var count = 0
    /// Whether each row names who wrote it, in a last column: on a bank shared between people.
    private let namesAuthors: Bool

    // MARK: - Initialization

    /// Starts the statement at `path`, with dates in `timeZone`; writes nothing unless `writesFiles`.
    /// With `namesAuthors`, each row says who wrote it, in an `author` column that an import of
    /// the file passes over.
    /// - Throws: ``StatementError/unwritable(path:reason:)`` or a full disk, before anything is read.
    package init(
        path: String, timeZone: TimeZone, writesFiles: Bool, namesAuthors: Bool = false,
        isNearlyFull: @escaping (String) -> Bool
    ) throws {
        try StatementFile.checkWritable(path)
        self.path = path
        self.namesAuthors = namesAuthors
        self.isNearlyFull = isNearlyFull
        dates = StatementFile.dateFormatter(timeZone: timeZone)
        staged = try writesFiles ? Self.translating(path: path, isNearlyFull) { try StagedFile(for: path) } : nil
        buffer.reserveCapacity(Self.bufferSize)
        StatementCSV.appendRow(StatementCSV.header + (namesAuthors ? [StatementCSV.authorColumn] : []), to: &buffer)
    }

    deinit {
        staged?.discard()
    }

    // MARK: - Writing

    /// Adds `transaction` as the next row.
    package func append(_ transaction: Transaction) throws {
        try append(StatementFile.fields(of: transaction, dates: dates))
    }

    /// Adds `transaction` as the next row, written by `author`, of a file that names authors.
    package func append(_ transaction: Transaction, writtenBy author: String) throws {
        try append(StatementFile.fields(of: transaction, dates: dates) + [author])
    }

    // MARK: - Private

    private func append(_ fields: [String]) throws {
        StatementCSV.appendRow(fields, to: &buffer)
        count += 1
        if buffer.count >= Self.bufferSize {
            try flush()
        }
    }

    /// Writes what is left and puts the statement in place; how many rows it has.
    package func finish() throws -> Int {
        try flush()
        try Self.translating(path: path, isNearlyFull) { try staged?.replace() }
        return count
    }

    private func flush() throws {
        try Self.translating(path: path, isNearlyFull) { try buffer.withUnsafeBytes { try staged?.write($0) } }
        buffer.removeAll(keepingCapacity: true)
    }

    /// A failed write of the file names the file, and a full disk says so.
    private static func translating<Value>(
        path: String, _ isNearlyFull: (String) -> Bool, _ work: () throws -> Value
    ) throws -> Value {
        do {
            return try work()
        } catch let error as POSIXError {
            if error.code == .ENOSPC || error.code == .EDQUOT || isNearlyFull(path) {
                throw BankError.storage(StorageFault(.diskFull, during: .exportStatement, file: path))
            }
            throw StatementError.unwritable(path: path, reason: String(cString: strerror(error.code.rawValue)))
        }
    }
}
