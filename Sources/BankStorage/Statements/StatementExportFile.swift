package import BankDomain
package import Foundation
import Vipera

/// A statement being exported, whatever the bank is kept in: written where the user said and as
/// they said (``FileDestination``): never through a link, never over a file unless told to
/// replace it, a new file beside its path (mode 0600) a buffer at a time, put in place once
/// whole, so a failed export leaves what was there; a device (`/dev/null`, a terminal) written
/// through. A dry run checks the path and counts the rows, and creates no file at all.
package final class StatementExportFile {
    // MARK: - Constants

    /// Bytes gathered before they are written.
    private static let bufferSize = 1 << 16

    // MARK: - Properties

    private let path: String
    private let writer: FileDestinationWriter?
    private let dates: DateFormatter
    /// The bank's identity, which each row's reference names.
    private let bank: String
    /// The account's currency, whose decimals the amounts are written with.
    private let currency: String
    /// Whether the disk under a path is full, for a write that failed without saying so.
    private let isNearlyFull: (String) -> Bool
    private var buffer: [UInt8] = []
    /// Rows written so far.
    package private(set) var count = 0
    /// Whether each row names who wrote it, in a last column: on a bank shared between people.
    private let namesAuthors: Bool

    // MARK: - Initialization

    /// Starts the statement at `path` of an account in `currency` of the bank whose identity is
    /// `bank`, with the days of rows of moments in `timeZone`; writes nothing unless `writesFiles`.
    /// A file already at `path` is refused unless `replacing`. With `namesAuthors`, each row says
    /// who wrote it, in an `author` column that an import of the file passes over.
    /// - Throws: ``FileDestinationError`` or a full disk, before anything is read.
    package init(
        path: String, replacing: Bool, timeZone: TimeZone, bank: String, currency: String, writesFiles: Bool,
        namesAuthors: Bool = false,
        isNearlyFull: @escaping (String) -> Bool
    ) throws {
        let destination = try FileDestination(path: path, mode: replacing ? .replace : .create)
        self.path = path
        self.namesAuthors = namesAuthors
        self.bank = bank
        self.currency = currency
        self.isNearlyFull = isNearlyFull
        dates = StatementFile.dateFormatter(timeZone: timeZone)
        writer =
            try writesFiles
            ? Self.translating(path: path, isNearlyFull) { () throws(FileDestinationError) in
                try destination.open()
            } : nil
        buffer.reserveCapacity(Self.bufferSize)
        StatementCSV.appendRow(StatementCSV.header + (namesAuthors ? [StatementCSV.authorColumn] : []), to: &buffer)
    }

    deinit {
        writer?.discard()
    }

    // MARK: - Writing

    /// Adds `transaction` as the next row.
    package func append(_ transaction: Transaction) throws {
        try append(StatementFile.fields(of: transaction, dates: dates, bank: bank, currency: currency))
    }

    /// Adds `transaction` as the next row, written by `author`, of a file that names authors.
    package func append(_ transaction: Transaction, writtenBy author: String) throws {
        try append(StatementFile.fields(of: transaction, dates: dates, bank: bank, currency: currency) + [author])
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
        try Self.translating(path: path, isNearlyFull) { () throws(FileDestinationError) in try writer?.commit() }
        return count
    }

    private func flush() throws {
        guard let writer else { return buffer.removeAll(keepingCapacity: true) }
        try Self.translating(path: path, isNearlyFull) { () throws(FileDestinationError) in
            try writer.write(buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// A write the disk had no room for says so, as the bank's own writes do.
    private static func translating<Value>(
        path: String, _ isNearlyFull: (String) -> Bool, _ work: () throws(FileDestinationError) -> Value
    ) throws -> Value {
        do {
            return try work()
        } catch {
            if case .cannotWrite(_, _, let code) = error, code == ENOSPC || code == EDQUOT || isNearlyFull(path) {
                throw BankError.storage(StorageFault(.diskFull, during: .exportStatement, file: path))
            }
            throw error
        }
    }
}
