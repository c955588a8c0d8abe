/// A failure libpq or the server reported, with what vbank needs to decide what it means:
/// the SQLSTATE, and whether the connection is gone.
struct PostgresError: Error, CustomStringConvertible {
    // MARK: - Properties

    /// The server's SQLSTATE, when it sent one.
    let sqlState: String?
    /// libpq's or the server's own words, for the log.
    let detail: String
    /// Whether the connection was lost: the server went away, or never answered.
    let connectionLost: Bool
    /// The server's own message, without its severity and context: what a refusal of vbank's
    /// server functions says.
    var primaryMessage: String?

    var description: String {
        "\(sqlState.map { "SQLSTATE \($0): " } ?? "")\(detail)\(connectionLost ? " (connection lost)" : "")"
    }

    // MARK: - Kinds

    /// Whether running the whole transaction again may succeed: a serialization failure or a
    /// deadlock, which the server resolved by rolling this transaction back.
    var isRetryable: Bool {
        sqlState == "40001" || sqlState == "40P01"
    }

    /// Whether one of the bank's server functions refused the change by its rules.
    var isRefusal: Bool {
        sqlState?.hasPrefix(PostgresSchema.refusalStatePrefix) ?? false
    }

    /// Whether the statement was cancelled: Ctrl-C, through `PQcancel`.
    var isCancellation: Bool {
        sqlState == "57014"
    }

    /// A column held what its statement cannot have returned: a bug or a schema changed behind
    /// vbank's back.
    static func unexpectedValue(row: Int, column: Int) -> PostgresError {
        PostgresError(sqlState: nil, detail: "unexpected value in row \(row), column \(column)", connectionLost: false)
    }

    /// A result of a kind the statement cannot give.
    static func unexpectedResult(_ detail: String) -> PostgresError {
        PostgresError(sqlState: nil, detail: detail, connectionLost: false)
    }
}
