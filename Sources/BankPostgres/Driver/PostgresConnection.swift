import CLibPQ
import Foundation
import Synchronization

/// One statement and its parameters, sent as text for the server to read by the columns' types.
struct PostgresStatement: Sendable {
    let sql: String
    let parameters: [String?]
    /// The name the statement is prepared under on each connection, for one that nearly every
    /// command sends: the server parses and plans it once a session instead of every time. Nil
    /// for the rest, whose best plan depends on their parameters.
    let preparedName: String?

    init(_ sql: String, _ parameters: [String?] = [], preparedAs name: String? = nil) {
        self.sql = sql
        self.parameters = parameters
        preparedName = name
    }
}

/// One libpq connection, used by one session at a time, that counts its round trips.
///
/// Every call blocks its thread until the server answered, as libpq's own calls do: a command in
/// a terminal waits for its data anyway, and it costs no thread hop. Ctrl-C reaches a statement
/// through ``cancelRunningStatement()``, which uses libpq's `PQcancel` from any thread and never
/// waits for the connection's lock.
final class PostgresConnection: Sendable {
    // MARK: - Nested Types

    /// The connection handle libpq gave, owned by the connection.
    private struct Handles: ~Copyable {
        let connection: OpaquePointer
        /// The statements prepared in the connection's session, by name.
        var prepared: Set<String> = []
        /// Notifications that arrived before the connection was opened anew, not yet read.
        var pending: [PostgresNotification] = []
        /// The server process of the connection's session, kept as it was opened: libpq forgets it
        /// once the connection is lost, when the notifications it sent itself are still to be read.
        var backend: Int32

        deinit {
            vbank_PQfinish(connection)
        }
    }

    /// libpq's cancel handle: `PQcancel` on it is safe from any thread, even a signal handler,
    /// while the connection is in use, which is what it is for.
    private final class CancelHandle: @unchecked Sendable {
        private let pointer: OpaquePointer?

        init(of connection: OpaquePointer) {
            pointer = vbank_PQgetCancel(connection)
        }

        deinit {
            if let pointer { vbank_PQfreeCancel(pointer) }
        }

        func cancel() {
            guard let pointer else { return }
            var buffer = [CChar](repeating: 0, count: 256)
            _ = vbank_PQcancel(pointer, &buffer, Int32(buffer.count))
        }
    }

    /// What a pipeline sent, in order: each has one result.
    private enum PipelineStep: Equatable {
        case preparation(String)
        case statement
    }

    // MARK: - Properties

    private let handles: Mutex<Handles>
    /// A copy of the cancel handle, under a lock of its own so that Ctrl-C does not wait for the
    /// statement it cancels.
    private let canceller: Mutex<CancelHandle>
    private let trips = Atomic<Int>(0)
    private let reconnections = Atomic<Int>(0)

    /// Statements, pipelines and copies sent to the server since the connection was opened: each
    /// is one wait for its answer.
    var roundTrips: Int { trips.load(ordering: .relaxed) }

    /// How many times the connection was opened again (``reconnect()``): what its session set,
    /// such as `LISTEN`, holds only while this has not moved.
    var generation: Int { reconnections.load(ordering: .relaxed) }

    // MARK: - Initialization

    /// Connects with libpq's parameters `keywords` and `values`; libpq reads the `PG*` variables,
    /// service files and `~/.pgpass` for whatever they leave out.
    /// - Throws: ``PostgresError`` with libpq's words when the server cannot be reached or refuses.
    init(keywords: [String], values: [String]) throws(PostgresError) {
        guard vbank_pq_load() == 1 else {
            throw PostgresError(sqlState: nil, detail: "libpq could not be loaded", connectionLost: true)
        }
        guard let connection = Self.connect(keywords: keywords, values: values) else {
            throw PostgresError(sqlState: nil, detail: "libpq could not allocate a connection", connectionLost: true)
        }
        guard vbank_PQstatus(connection) == CONNECTION_OK else {
            let detail = Self.message(of: connection)
            vbank_PQfinish(connection)
            throw PostgresError(sqlState: nil, detail: detail, connectionLost: true)
        }
        vbank_PQsetNoticeProcessor(connection, { _, _ in }, nil)
        canceller = Mutex(CancelHandle(of: connection))
        handles = Mutex(Handles(connection: connection, backend: vbank_PQbackendPID(connection)))
    }

    // MARK: - Statements

    /// Runs one statement and returns its rows: one round trip.
    func execute(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> PostgresRows {
        trips.add(1, ordering: .relaxed)
        return try handles.withLock { handles throws(PostgresError) -> PostgresRows in
            let result = Self.withCStrings(parameters) { values in
                vbank_PQexecParams(handles.connection, sql, Int32(values.count), nil, values, nil, nil, 0)
            }
            return try Self.rows(of: result, on: handles.connection)
        }
    }

    /// `name` as an SQL identifier, quoted by libpq for this connection's encoding, whatever it holds.
    func quotedIdentifier(_ name: String) throws(PostgresError) -> String {
        try handles.withLock { handles throws(PostgresError) -> String in
            guard let quoted = vbank_PQescapeIdentifier(handles.connection, name, name.utf8.count) else {
                throw Self.failure(of: handles.connection)
            }
            defer { vbank_PQfreemem(quoted) }
            return String(cString: quoted)
        }
    }

    /// Runs `sql`, which may hold several statements and no parameters, such as a migration: one
    /// round trip.
    func executeScript(_ sql: String) throws(PostgresError) {
        trips.add(1, ordering: .relaxed)
        try handles.withLock { handles throws(PostgresError) in
            let connection = handles.connection
            _ = try Self.rows(of: vbank_PQexec(connection, sql), on: connection)
            Self.drain(connection)
        }
    }

    /// Runs `statement` and returns its rows: one round trip, in which a statement with a
    /// ``PostgresStatement/preparedName`` is first prepared if this session has not yet.
    func execute(_ statement: PostgresStatement) throws(PostgresError) -> PostgresRows {
        guard let name = statement.preparedName else { return try execute(statement.sql, statement.parameters) }
        trips.add(1, ordering: .relaxed)
        return try handles.withLock { handles throws(PostgresError) -> PostgresRows in
            guard handles.prepared.contains(name) else { return try Self.pipeline([statement], on: &handles)[0] }
            let result = Self.withCStrings(statement.parameters) { values in
                vbank_PQexecPrepared(handles.connection, name, Int32(values.count), values, nil, nil, 0)
            }
            return try Self.rows(of: result, on: handles.connection)
        }
    }

    /// Runs `statements` in order in one round trip (libpq's pipeline mode) and returns each one's
    /// rows. Once one fails the server skips the rest up to the end of the pipeline, and this
    /// throws the first failure.
    func pipeline(_ statements: [PostgresStatement]) throws(PostgresError) -> [PostgresRows] {
        trips.add(1, ordering: .relaxed)
        return try handles.withLock { handles throws(PostgresError) -> [PostgresRows] in
            try Self.pipeline(statements, on: &handles)
        }
    }

    /// Runs `sql`, a `COPY … FROM STDIN`, and streams what `feed` sends to the server; `feed`
    /// throwing ends the copy, which the server then undoes. One round trip however many rows.
    func copy(_ sql: String, _ feed: (_ send: ([UInt8]) throws -> Void) throws -> Void) throws {
        trips.add(1, ordering: .relaxed)
        try handles.withLock { handles in
            let connection = handles.connection
            let start = vbank_PQexec(connection, sql)
            guard vbank_PQresultStatus(start) == PGRES_COPY_IN else {
                _ = try Self.rows(of: start, on: connection)
                throw PostgresError.unexpectedResult("COPY did not start")
            }
            vbank_PQclear(start)
            do {
                try feed { bytes in
                    let sent = bytes.withUnsafeBufferPointer { buffer in
                        buffer.withMemoryRebound(to: CChar.self) {
                            vbank_PQputCopyData(connection, $0.baseAddress, Int32($0.count))
                        }
                    }
                    guard sent == 1 else { throw Self.failure(of: connection) }
                }
            } catch {
                vbank_PQputCopyEnd(connection, "the import stopped")
                Self.drain(connection)
                throw error
            }
            guard vbank_PQputCopyEnd(connection, nil) == 1 else { throw Self.failure(of: connection) }
            _ = try Self.rows(of: vbank_PQgetResult(connection), on: connection)
            Self.drain(connection)
        }
    }

    // MARK: - Connection

    /// Whether libpq knows the connection is gone. A server that went away is usually found out
    /// only by the next statement.
    var isBroken: Bool {
        handles.withLock { vbank_PQstatus($0.connection) == CONNECTION_BAD }
    }

    /// Whether the connection is inside a transaction, such as one a failed statement left open.
    var isInTransaction: Bool {
        handles.withLock { vbank_PQtransactionStatus($0.connection) != PQTRANS_IDLE }
    }

    /// The notifications (`NOTIFY`) that arrived on a channel this connection listens to, read
    /// from the socket without waiting, and whether the connection was found lost: what arrived
    /// before it was lost, or before it was opened anew, is given all the same.
    func notifications() -> (arrived: [PostgresNotification], connectionLost: Bool) {
        handles.withLock { handles in
            var arrived = handles.pending + Self.queuedNotifications(of: handles.connection, own: handles.backend)
            handles.pending = []
            let read = vbank_PQconsumeInput(handles.connection) == 1
            arrived += Self.queuedNotifications(of: handles.connection, own: handles.backend)
            return (arrived, !read || vbank_PQstatus(handles.connection) == CONNECTION_BAD)
        }
    }

    /// Connects again with the same parameters; false when the server still cannot be reached.
    func reconnect() -> Bool {
        handles.withLock { handles in
            handles.pending += Self.queuedNotifications(of: handles.connection, own: handles.backend)
            vbank_PQreset(handles.connection)
            handles.prepared.removeAll()
            guard vbank_PQstatus(handles.connection) == CONNECTION_OK else { return false }
            reconnections.add(1, ordering: .relaxed)
            handles.backend = vbank_PQbackendPID(handles.connection)
            vbank_PQsetNoticeProcessor(handles.connection, { _, _ in }, nil)
            let fresh = CancelHandle(of: handles.connection)
            canceller.withLock { $0 = fresh }
            return true
        }
    }

    /// Asks the server to cancel the statement running now, if any: safe from any thread while
    /// another waits for that statement.
    func cancelRunningStatement() {
        canceller.withLock { $0.cancel() }
    }

    // MARK: - Private

    /// The notifications libpq has read, each marked as `own` when that server process sent it.
    private static func queuedNotifications(of connection: OpaquePointer, own: Int32) -> [PostgresNotification] {
        var arrived: [PostgresNotification] = []
        while let notification = vbank_PQnotifies(connection) {
            let fields = notification.pointee
            arrived.append(
                PostgresNotification(
                    channel: String(cString: fields.relname), sender: fields.be_pid,
                    payload: String(cString: fields.extra), isOwn: fields.be_pid == own))
            vbank_PQfreemem(notification)
        }
        return arrived
    }

    private static func connect(keywords: [String], values: [String]) -> OpaquePointer? {
        withCStrings(keywords + [nil]) { keywordPointers in
            withCStrings(values + [nil]) { valuePointers in
                vbank_PQconnectdbParams(keywordPointers, valuePointers, 1)
            }
        }
    }

    /// The rows of `result`, which this frees, or the failure it reports.
    private static func rows(of result: OpaquePointer?, on connection: OpaquePointer) throws(PostgresError)
        -> PostgresRows
    {
        guard let result else { throw failure(of: connection) }
        defer { vbank_PQclear(result) }
        switch vbank_PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_PIPELINE_SYNC:
            return .empty
        case PGRES_TUPLES_OK:
            return copyRows(of: result)
        default:
            throw failure(of: result, on: connection)
        }
    }

    private static func copyRows(of result: OpaquePointer) -> PostgresRows {
        let count = Int(vbank_PQntuples(result))
        let columns = Int(vbank_PQnfields(result))
        var values: [String?] = []
        values.reserveCapacity(count * columns)
        for row in 0..<Int32(count) {
            for column in 0..<Int32(columns) {
                values.append(
                    vbank_PQgetisnull(result, row, column) == 1
                        ? nil : String(cString: vbank_PQgetvalue(result, row, column)))
            }
        }
        return PostgresRows(count: count, columns: columns, values: values)
    }

    /// Sends `statements` as one pipeline, preparing each named one the session has not, and
    /// reads their rows.
    private static func pipeline(_ statements: [PostgresStatement], on handles: inout Handles)
        throws(PostgresError) -> [PostgresRows]
    {
        let connection = handles.connection
        guard vbank_PQenterPipelineMode(connection) == 1 else { throw failure(of: connection) }
        defer { vbank_PQexitPipelineMode(connection) }
        var sent: [PipelineStep] = []
        for statement in statements {
            let preparing = statement.preparedName.flatMap { name in
                handles.prepared.contains(name) || sent.contains(.preparation(name)) ? nil : name
            }
            if let preparing {
                guard vbank_PQsendPrepare(connection, preparing, statement.sql, 0, nil) == 1 else {
                    throw failure(of: connection)
                }
                sent.append(.preparation(preparing))
            }
            guard send(statement, on: connection) == 1 else { throw failure(of: connection) }
            sent.append(.statement)
        }
        guard vbank_PQpipelineSync(connection) == 1 else { throw failure(of: connection) }
        return try pipelineResults(of: sent, on: connection) { handles.prepared.insert($0) }
    }

    private static func send(_ statement: PostgresStatement, on connection: OpaquePointer) -> Int32 {
        withCStrings(statement.parameters) { values in
            if let name = statement.preparedName {
                vbank_PQsendQueryPrepared(connection, name, Int32(values.count), values, nil, nil, 0)
            } else {
                vbank_PQsendQueryParams(connection, statement.sql, Int32(values.count), nil, values, nil, nil, 0)
            }
        }
    }

    /// Reads a pipeline's results up to its sync: each step's result, then libpq's end mark. The
    /// statements' rows are returned; each preparation that succeeded is told to `didPrepare`.
    private static func pipelineResults(
        of steps: [PipelineStep], on connection: OpaquePointer, didPrepare: (String) -> Void
    ) throws(PostgresError) -> [PostgresRows] {
        var results: [PostgresRows] = []
        var firstFailure: PostgresError?
        for step in steps {
            guard let result = vbank_PQgetResult(connection) else { throw failure(of: connection) }
            var rowsOfStep = PostgresRows.empty
            if vbank_PQresultStatus(result) == PGRES_PIPELINE_ABORTED {
                vbank_PQclear(result)
            } else {
                do throws(PostgresError) {
                    rowsOfStep = try rows(of: result, on: connection)
                    if case .preparation(let name) = step { didPrepare(name) }
                } catch {
                    firstFailure = firstFailure ?? error
                }
            }
            if step == .statement { results.append(rowsOfStep) }
            // Each step's results end with a null.
            while let extra = vbank_PQgetResult(connection) { vbank_PQclear(extra) }
        }
        guard let sync = vbank_PQgetResult(connection), vbank_PQresultStatus(sync) == PGRES_PIPELINE_SYNC else {
            throw failure(of: connection)
        }
        vbank_PQclear(sync)
        if let firstFailure { throw firstFailure }
        return results
    }

    private static func drain(_ connection: OpaquePointer) {
        while let result = vbank_PQgetResult(connection) {
            vbank_PQclear(result)
        }
    }

    /// Calls `body` with C strings of `strings` (nil for a null pointer), which live for the call.
    private static func withCStrings<Result>(
        _ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> Result
    ) -> Result {
        let copies = strings.map { $0.flatMap { strdup($0) } }
        defer { copies.forEach { free($0) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }
}
