import BankTesting
import Foundation
import ViperaBench

/// Transfers a second on a server bank with many sessions at once, against the server's own
/// floor measured in the same run: `pgbench` with as many clients calling a one-statement
/// PL/pgSQL transfer between one hot row and a row of each client's own (two clients on the
/// same two rows would deadlock, which is not the floor of anything). vbank's figures are whole sessions (a vbank
/// process each, its start included) running scripts of transfers, once with one account in
/// every transfer (a hot account) and once with each session on accounts of its own. Between
/// the two stands the ceiling of vbank's own server: pgbench with as many clients calling the
/// bank's `vbank_transfer` itself on the hot account, no vbank process in the path, which is as
/// fast as any client of the bank can move money.
@MainActor
struct ServerTransferBenchmarks {
    // MARK: - Constants

    static let sessions = 32
    static let transfersPerSession = 25
    private static let floorSeconds = 5
    /// The share of the floor vbank's whole path reaches with a hot account (issue 50).
    static let floorShare = 0.45

    // MARK: - Properties

    let vbank: String
    let runs: Int
    let scratch: String
    let report: (String) -> Void

    // MARK: - Measuring

    /// The floor, then vbank with a hot account and without, on a durable server of their own.
    func measure() throws -> [Figure] {
        report("PostgreSQL: \(Self.sessions) sessions of transfers, and pgbench's floor, on a durable server…")
        let server = try TestPostgresServer.durable()
        defer { server.shutDown() }
        let floor = try Samples.collect(runs) { try floorRate(on: server) }
        let ceiling = try Samples.collect(runs) { try functionRate(on: server) }
        let hot = try Samples.collect(runs) { try vbankRate(on: server, hotAccount: true) }
        let spread = try Samples.collect(runs) { try vbankRate(on: server, hotAccount: false) }
        let share = hot.median / floor.median
        return [
            Figure(
                name: "Transfers on PostgreSQL, pgbench floor, \(Self.sessions) clients, a hot row", samples: floor,
                unit: .perSecond),
            Figure(
                name:
                    "Transfers on PostgreSQL, pgbench calling vbank_transfer, \(Self.sessions) clients, a hot account",
                samples: ceiling, unit: .perSecond),
            Figure(
                name: "Transfers on PostgreSQL, vbank, \(Self.sessions) sessions, a hot account", samples: hot,
                unit: .perSecond,
                target: "≥ \(Self.floorShare) of the floor (now \(String(format: "%.2f", share)))",
                isMet: share >= Self.floorShare),
            Figure(
                name: "Transfers on PostgreSQL, vbank, \(Self.sessions) sessions, accounts of their own",
                samples: spread, unit: .perSecond),
        ]
    }

    // MARK: - Private

    /// pgbench's transactions a second over the one-statement function.
    private func floorRate(on server: TestPostgresServer) throws -> Double {
        let database = try server.freshDatabase().name
        try server.psql(
            """
            CREATE TABLE hot (id integer PRIMARY KEY, balance bigint NOT NULL);
            INSERT INTO hot SELECT client, 0 FROM generate_series(1, \(Self.sessions + 1)) AS client;
            CREATE FUNCTION transfer(source integer, destination integer, amount bigint) RETURNS void
            LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE hot SET balance = balance + CASE WHEN id = source THEN -amount ELSE amount END
                WHERE id IN (source, destination);
            END
            $$;
            """, database: database)
        let script = try pgbenchScript(
            "pgbench-transfer.sql", "\\set other :client_id + 2\nSELECT transfer(1, :other, 1);\n")
        return try pgbenchRate(script: script, database: database, on: server)
    }

    /// The bank's own transfer function a second, called by pgbench on the hot account and a pair
    /// account of each client's own, in a bank vbank made: the most any client of it can reach.
    private func functionRate(on server: TestPostgresServer) throws -> Double {
        let database = try bankWithPairs(on: server).database
        let ids = try server.psql(
            "SELECT (SELECT id FROM account WHERE name = 'Everyday'), (SELECT id FROM account WHERE name = 'Pair00a')",
            database: database
        ).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|").compactMap { Int($0) }
        guard ids.count == 2 else { throw ChildProcess.Failure(description: "the bank has no hot account: \(ids)") }
        // A new key of 20 letters and digits at each call, as vbank makes one at each confirm;
        // each client moves money between the hot account and its own first pair account.
        let script = try pgbenchScript(
            "pgbench-vbank-transfer.sql",
            """
            \\set own \(ids[1]) + 2 * :client_id
            SELECT vbank_transfer(substr(md5(random()::text), 1, 20), :own, \(ids[0]), 1, 'bench',
                extract(epoch FROM now())::double precision, 'bench pair', 'bench everyday');
            """)
        return try pgbenchRate(script: script, database: database, on: server)
    }

    /// `text` written as the pgbench script `name` in the scratch folder, which pgbench, run as
    /// the server's user, can read; its path.
    private func pgbenchScript(_ name: String, _ text: String) throws -> String {
        let script = "\(scratch)/\(name)"
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o644)
        chmod(scratch, 0o755)
        return script
    }

    /// A fresh bank made by vbank, with two accounts for each session (``pairAccounts``).
    private func bankWithPairs(on server: TestPostgresServer) throws -> (database: String, url: String) {
        let (database, url) = try server.freshDatabase()
        _ = try ChildProcess(path: vbank, arguments: ["--db", url]).run(input: "\(scratch)/quit.txt")
        try server.psql(Self.pairAccounts, database: database)
        return (database, url)
    }

    /// pgbench's transactions a second over `script`, with a client for each session; every
    /// transaction must succeed.
    private func pgbenchRate(script: String, database: String, on server: TestPostgresServer) throws -> Double {
        let output = try server.pgbench(
            ["-n", "-M", "prepared", "-c", "\(Self.sessions)", "-j", "2", "-T", "\(Self.floorSeconds)", "-f", script],
            database: database)
        guard output.contains("number of failed transactions: 0"),
            let line = output.split(separator: "\n").first(where: { $0.hasPrefix("tps = ") }),
            let rate = Double(line.dropFirst(6).prefix { $0.isNumber || $0 == "." })
        else { throw ChildProcess.Failure(description: "pgbench printed no rate: \(output)") }
        return rate
    }

    /// vbank's transfers a second: every session's script run at once, until the last ends.
    private func vbankRate(on server: TestPostgresServer, hotAccount: Bool) throws -> Double {
        let (database, url) = try bankWithPairs(on: server)
        let scripts = try (0..<Self.sessions).map { session in
            let path = "\(scratch)/transfers-\(session).txt"
            try Self.script(session: session, hotAccount: hotAccount).write(
                toFile: path, atomically: true, encoding: .utf8)
            return (ChildProcess(path: vbank, arguments: ["--db", url]), input: path)
        }
        let together = try ChildProcess.runTogether(scripts)
        guard together.statuses.allSatisfy({ $0 == 0 }) else {
            throw ChildProcess.Failure(description: "a session of transfers failed: \(together.statuses)")
        }
        let made = try server.psql(
            "SELECT count(*) FROM ledger_entry WHERE category = 'transfer' AND type = 'debit' AND memo = 'bench'",
            database: database)
        guard Int(made.trimmingCharacters(in: .whitespacesAndNewlines)) == Self.sessions * Self.transfersPerSession
        else { throw ChildProcess.Failure(description: "transfers were lost: \(made)") }
        return Double(Self.sessions * Self.transfersPerSession) / together.seconds
    }

    /// Two accounts for each session, named by it, each holding enough for every transfer.
    private static let pairAccounts = """
        INSERT INTO account (id, position, name, type, number, iban, currency, balance_minor, opening_balance_minor)
        SELECT nextval('account_id_seq'), 100 + n, 'Pair' || lpad((n / 2)::text, 2, '0') || (CASE WHEN n % 2 = 0 THEN 'a' ELSE 'b' END),
            'checking', lpad(n::text, 8, '0'), NULL, 'USD', 100000000, 100000000
        FROM generate_series(0, \(sessions * 2 - 1)) AS n;
        """

    /// A session's transfers: with a hot account, between Everyday and the session's first
    /// account, each way in turn; else between the session's own two accounts.
    private static func script(session: Int, hotAccount: Bool) -> String {
        let pair = String(format: "Pair%02d", session)
        let (one, other) = hotAccount ? ("Everyday", "\(pair)a") : ("\(pair)a", "\(pair)b")
        return (0..<transfersPerSession).map { index in
            let (from, to) = index % 2 == 0 ? (other, one) : (one, other)
            return "transfer\nfrom \(from)\nto \(to)\namount 1\nmemo bench\nconfirm\n"
        }.joined() + "quit\n"
    }
}
