import BankDomain

/// The rows one statement returned, copied out of libpq's result as text: what every column of
/// vbank's schema reads as (integers, floating-point dates, words), parsed where it is used.
struct PostgresRows: Sendable {
    // MARK: - Properties

    /// How many rows.
    let count: Int
    /// How many columns each row has.
    let columns: Int
    /// Row by row, column by column; nil for SQL NULL.
    private let values: [String?]

    // MARK: - Initialization

    init(count: Int, columns: Int, values: [String?]) {
        self.count = count
        self.columns = columns
        self.values = values
    }

    /// No rows: what a statement that returns none gives.
    static let empty = PostgresRows(count: 0, columns: 0, values: [])

    // MARK: - Reading

    /// The text of column `column` of row `row`; nil for NULL.
    func text(_ row: Int, _ column: Int) -> String? {
        values[row * columns + column]
    }

    /// The text of a column that may not be NULL.
    func string(_ row: Int, _ column: Int) throws(PostgresError) -> String {
        guard let text = text(row, column) else { throw PostgresError.unexpectedValue(row: row, column: column) }
        return text
    }

    /// An integer column.
    func int64(_ row: Int, _ column: Int) throws(PostgresError) -> Int64 {
        guard let value = Int64(try string(row, column)) else {
            throw PostgresError.unexpectedValue(row: row, column: column)
        }
        return value
    }

    /// An integer column that counts something.
    func int(_ row: Int, _ column: Int) throws(PostgresError) -> Int {
        Int(try int64(row, column))
    }

    /// A `bigint[]` column, which PostgreSQL writes `{1,2,3}`; empty for NULL, as `array_agg` of
    /// nothing answers.
    func int64Array(_ row: Int, _ column: Int) throws(PostgresError) -> [Int64] {
        guard let text = text(row, column) else { return [] }
        guard text.first == "{", text.last == "}" else { throw PostgresError.unexpectedValue(row: row, column: column) }
        var values: [Int64] = []
        for element in text.dropFirst().dropLast().split(separator: ",") {
            guard let value = Int64(element) else { throw PostgresError.unexpectedValue(row: row, column: column) }
            values.append(value)
        }
        return values
    }

    /// A floating-point column.
    func double(_ row: Int, _ column: Int) throws(PostgresError) -> Double {
        guard let value = Double(try string(row, column)) else {
            throw PostgresError.unexpectedValue(row: row, column: column)
        }
        return value
    }

    /// A calendar day kept as days since 1970 (a ledger row's or an account's opening); nil for
    /// NULL, a row of a moment or an account with no opening day.
    func day(_ row: Int, _ column: Int) throws(PostgresError) -> CalendarDay? {
        guard let text = text(row, column) else { return nil }
        guard let days = Int(text) else { throw PostgresError.unexpectedValue(row: row, column: column) }
        return CalendarDay(daysSince1970: days)
    }

    /// A boolean column, which PostgreSQL writes `t` or `f`.
    func bool(_ row: Int, _ column: Int) throws(PostgresError) -> Bool {
        try string(row, column) == "t"
    }

    /// A sum of minor units, which PostgreSQL computes as `numeric` and may be past 64 bits.
    func minorSum(_ row: Int, _ column: Int) throws -> Int64 {
        guard let value = Int64(try string(row, column)) else { throw BankError.sumTooLarge }
        return value
    }
}
