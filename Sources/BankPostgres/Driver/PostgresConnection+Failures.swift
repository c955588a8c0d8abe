import CLibPQ

/// What a failed result or connection says, as a ``PostgresError``.
extension PostgresConnection {
    static func failure(of result: OpaquePointer, on connection: OpaquePointer) -> PostgresError {
        let code = field("C", of: result)
        let detail = vbank_PQresultErrorMessage(result).map { String(cString: $0) } ?? message(of: connection)
        // The server gives every error of its own a SQLSTATE; one without is libpq's, about the
        // connection itself, such as a server that closed it.
        let lost = vbank_PQstatus(connection) == CONNECTION_BAD || code.map(isConnectionState) ?? true
        return PostgresError(
            sqlState: code, detail: detail.trimmingCharacters(in: .whitespacesAndNewlines), connectionLost: lost,
            primaryMessage: field("M", of: result))
    }

    static func failure(of connection: OpaquePointer) -> PostgresError {
        PostgresError(
            sqlState: nil, detail: message(of: connection), connectionLost: vbank_PQstatus(connection) == CONNECTION_BAD
        )
    }

    /// SQLSTATE classes that mean the session is over: a connection exception, or the server
    /// shutting down or ending the session.
    static func isConnectionState(_ code: String) -> Bool {
        code.hasPrefix("08") || code == "57P01" || code == "57P02" || code == "57P03"
    }

    static func message(of connection: OpaquePointer) -> String {
        vbank_PQerrorMessage(connection).map { String(cString: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines)
            ?? "libpq gave no message"
    }

    /// The field `code` of the error `result`, if the server gave it.
    private static func field(_ code: Character, of result: OpaquePointer) -> String? {
        vbank_PQresultErrorField(result, Int32(code.asciiValue ?? 0)).map { String(cString: $0) }
    }
}
