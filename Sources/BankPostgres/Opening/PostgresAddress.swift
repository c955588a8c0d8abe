public import BankDomain
import CLibPQ
import Foundation

/// Where a bank on a PostgreSQL server is: a `postgresql://` or `postgres://` URL, exactly as
/// psql takes it, handed to libpq as written. libpq fills in what it leaves out from the `PG*`
/// variables, a service file (`?service=NAME`) and `~/.pgpass`, and tries a list of hosts in order.
public struct PostgresAddress: Sendable, Equatable {
    // MARK: - Constants

    /// The schemes that name a server rather than a file.
    private static let schemes = ["postgresql://", "postgres://"]
    /// Seconds a connection attempt waits when neither the address nor `PGCONNECT_TIMEOUT` says.
    static let defaultConnectTimeout = "10"

    // MARK: - Properties

    /// The address as the user wrote it, which holds no password.
    public let text: String
    /// The user libpq will log in as, when the address names one.
    let user: String?
    /// The database the address names, when it names one.
    let database: String?

    // MARK: - Initialization

    /// The address `text`, checked by libpq's own parser.
    /// - Throws: ``BankError/storage(_:)`` when libpq cannot read it, or it holds a password.
    public init(_ text: String) throws(BankError) {
        // libpq is loaded here, the first time a server is named: a bank file never loads it.
        guard vbank_pq_load() == 1 else { throw Self.fault(.clientLibraryMissing) }
        var error: UnsafeMutablePointer<CChar>?
        guard let options = vbank_PQconninfoParse(text, &error) else {
            let reason = error.map { String(cString: $0) } ?? "libpq could not read it"
            vbank_PQfreemem(error)
            throw Self.fault(.badAddress(reason: reason.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        defer { vbank_PQconninfoFree(options) }
        let values = Self.values(of: options)
        guard values["password", default: ""].isEmpty else { throw Self.fault(.passwordInAddress) }
        self.text = text
        user = values["user"]
        database = values["dbname"]
    }

    // MARK: - Recognising

    /// Whether `text` names a server rather than a bank file.
    public static func isServerAddress(_ text: String) -> Bool {
        schemes.contains { text.lowercased().hasPrefix($0) }
    }

    // MARK: - Connecting

    /// libpq's parameters: the address itself, expanded, after a connect timeout and an
    /// application name that the address or the environment may override.
    func connectionParameters(environment: [String: String]) -> (keywords: [String], values: [String]) {
        var keywords = ["fallback_application_name"]
        var values = ["vbank"]
        if environment["PGCONNECT_TIMEOUT"] == nil {
            keywords.append("connect_timeout")
            values.append(Self.defaultConnectTimeout)
        }
        keywords.append("dbname")
        values.append(text)
        return (keywords, values)
    }

    /// What a failure to connect means, from libpq's words, which go to the log.
    func openingFault(for detail: String, environment: [String: String]) -> StorageFault.Cause {
        let lowered = detail.lowercased()
        if lowered.contains("password authentication failed") || lowered.contains("no password supplied")
            || lowered.contains("authentication failed") || lowered.contains("role \"")
            || lowered.contains("no pg_hba.conf entry")
        {
            return .loginRefused(user: user ?? environment["PGUSER"])
        }
        if lowered.contains("database \""), lowered.contains("does not exist") {
            return .noDatabase(database ?? environment["PGDATABASE"] ?? Self.quoted(in: detail) ?? "")
        }
        // Refused, timed out, no such host or socket: libpq's words for each vary, and the remedy
        // is the same.
        return .serverUnreachable(text)
    }

    // MARK: - Private

    private static func fault(_ cause: StorageFault.Cause) -> BankError {
        .storage(StorageFault(cause, during: .opening))
    }

    private static func values(of options: UnsafeMutablePointer<PQconninfoOption>) -> [String: String] {
        var values: [String: String] = [:]
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                values[String(cString: keyword)] = String(cString: value)
            }
            option += 1
        }
        return values
    }

    private static func quoted(in text: String) -> String? {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }
}
