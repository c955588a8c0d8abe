package import BankDomain
import Foundation

/// Reads a statement's records as a stream, a chunk of the file at a time: finds the separator
/// by the header, unless one was given, then hands out the rows as ``CSVRecordScanner`` reads them.
///
/// The separator is the first of `,`, `;` and tab whose header names every column an import
/// needs (``StatementRowParser/requiredColumns``); a header none of them splits that way is read
/// with a comma, and the import says which columns are missing.
package final class StatementReader {
    // MARK: - Constants

    /// Bytes read at a time; a record longer than this makes the buffer grow until it ends.
    package static let chunkSize = 1 << 20
    /// The separators a statement is looked at with, in this order.
    package static let separators = [StatementSeparator.comma, .semicolon, .tab]

    // MARK: - Properties

    /// The header row's fields.
    package let header: [String]
    /// The file.
    package let input: StatementInput
    /// The separator the header was read with.
    package let separator: StatementSeparator
    /// Where a record holds its file's own identifier of the transaction: only in a format
    /// read whole (OFX, CAMT.053).
    package let fileIDColumn: Int?
    private let records: any StatementRecordSource
    /// How many records a format read whole holds; nil for CSV, which is read as it comes.
    package let recordCount: Int?

    // MARK: - Initialization

    /// Reads the header of `input` with `separator`, or with the first of ``separators`` that
    /// names every column in `required`; `shouldStop` is asked while a stream waits.
    /// - Throws: ``StatementError/unreadable(path:reason:)`` for a file without a header row.
    package init(
        input: StatementInput, separator: StatementSeparator?, required: [String],
        shouldStop: () -> Bool
    ) throws(StatementError) {
        self.input = input
        fileIDColumn = nil
        recordCount = nil
        let candidates = separator.map { [$0] } ?? Self.separators
        let scanner = CSVRecordScanner(input: input, separator: candidates[0].byte)
        records = scanner
        var first: [String]?
        for candidate in candidates {
            guard first == nil || scanner.restart() else { break }
            scanner.separator = candidate.byte
            let header = try Self.header(from: scanner, path: input.path, shouldStop: shouldStop)
            first = first ?? header
            if StatementRowParser.names(required, in: header) {
                (self.header, self.separator) = (header, candidate)
                return
            }
        }
        // No separator made every column: the first reading stands, and the parser names what is missing.
        _ = scanner.restart()
        scanner.separator = candidates[0].byte
        header = try Self.header(from: scanner, path: input.path, shouldStop: shouldStop)
        self.separator = candidates[0]
    }

    /// Reads `input` as a rules file describes it: fields parted by `separator`, the first `skip`
    /// records passed over, and every record after them a row; the header is the columns the
    /// rules map records to.
    package init(input: StatementInput, separator: StatementSeparator, skip: Int, shouldStop: () -> Bool)
        throws(StatementError)
    {
        self.input = input
        self.separator = separator
        fileIDColumn = nil
        recordCount = nil
        let scanner = CSVRecordScanner(input: input, separator: separator.byte)
        records = scanner
        header = StatementRulesMapper.columns
        for _ in 0..<skip where try scanner.next(shouldStop: shouldStop) == nil {
            break
        }
    }

    /// Reads `input`, a statement in `format` other than CSV, whole: its records are in the
    /// columns of ``StatementFileEntry``. QIF dates are read day first when `dayFirst`.
    package init(
        input: StatementInput, format: StatementFileFormat, dayFirst: Bool, encodingGiven: Bool, shouldStop: () -> Bool
    )
        throws(StatementError)
    {
        self.input = input
        separator = .comma
        header = StatementFileEntry.columns
        fileIDColumn = StatementFileEntry.idColumn
        let fileRecords = try StatementFileRecords(
            input: input, format: format, dayFirst: dayFirst, encodingGiven: encodingGiven, shouldStop: shouldStop)
        records = fileRecords
        recordCount = fileRecords.count
    }

    // MARK: - Reading

    /// The next record, or nil after the last; `shouldStop` is asked while a stream waits.
    package func next(shouldStop: () -> Bool) throws(StatementError) -> CSVRecord? {
        try records.next(shouldStop: shouldStop)
    }

    // MARK: - Private

    private static func header(from scanner: CSVRecordScanner, path: String, shouldStop: () -> Bool)
        throws(StatementError) -> [String]
    {
        switch try scanner.next(shouldStop: shouldStop) {
        case .fields(let fields, _)?: return fields
        case .malformed(_, let reason)?:
            throw .unreadable(path: path, reason: Strings.Statements.badHeader(reason))
        case nil: throw .unreadable(path: path, reason: Strings.Statements.noHeader)
        }
    }
}
