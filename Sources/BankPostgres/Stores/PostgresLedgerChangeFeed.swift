import BankDomain
import Synchronization

/// What other sessions wrote to a bank on a server, heard on the session's own connection, which
/// listens to ``PostgresSchema/ledgerChannel``: a session holds one connection to the server.
/// It is asked only while no command runs (``NoticeSource``), and reads what arrived without
/// waiting.
///
/// The statement that adds ledger rows notifies the channel itself, by a trigger, so only rows
/// that were committed are ever announced. Notifications sent by the session's own connection are
/// passed over, and so are those of banks in other schemas of the same database.
///
/// When the server drops the connection (a restart), the next look, or the next command, opens it
/// again; the feed then listens again and tells what other sessions did meanwhile: the rows they
/// added after the highest it had heard of, and the corrections and undos they recorded after the
/// highest change it had heard of.
final class PostgresLedgerChangeFeed: LedgerChangeFeed {
    // MARK: - Nested Types

    /// What one statement announced.
    private enum Announcement {
        /// Single rows, by identifier: `SCHEMA rows ID,ID,…`.
        case rows([Int64])
        /// Imported rows of one account: `SCHEMA imported ACCOUNT COUNT`.
        case imported(account: String, count: Int)
        /// Corrections and undos, by identifier: `SCHEMA corrected ID,ID,…`.
        case corrected([Int64])

        init?(_ payload: String, in schema: String) {
            let words = payload.split(separator: " ")
            guard words.count >= 3, words[0] == schema else { return nil }
            switch words[1] {
            case "rows" where words.count == 3:
                self = .rows(Self.identifiers(words[2]))
            case "corrected" where words.count == 3:
                self = .corrected(Self.identifiers(words[2]))
            case "imported" where words.count == 4:
                guard let count = Int(words[3]) else { return nil }
                self = .imported(account: String(words[2]), count: count)
            default:
                return nil
            }
        }

        private static func identifiers(_ list: Substring) -> [Int64] {
            list.split(separator: ",").compactMap { Int64($0) }
        }

        /// The announcement without the rows and corrections a gap already told; nil when none
        /// are left.
        func leaving(_ told: Told) -> Announcement? {
            switch self {
            case .rows(let identifiers):
                let fresh = identifiers.filter { !told.rows.contains($0) }
                return fresh.isEmpty ? nil : .rows(fresh)
            case .corrected(let identifiers):
                let fresh = identifiers.filter { !told.corrections.contains($0) }
                return fresh.isEmpty ? nil : .corrected(fresh)
            case .imported:
                return self
            }
        }
    }

    /// The rows and corrections a gap told. A statement another session committed after the
    /// feed listened again, but before the gap was read, is in both the gap and the notifications
    /// that follow: told once.
    private struct Told {
        var rows: Set<Int64> = []
        var corrections: Set<Int64> = []
    }

    /// Where the feed stands: the connection's generation it listens on, and the highest ledger
    /// row and change record it knows of, from which a gap is told.
    private struct Place {
        var generation: Int
        var highestRow: Int64
        var highestChange: Int64 = 0
        /// Rows the session wrote after the highest, heard of as the connection was lost.
        var ownRows: [Int64] = []
        /// What the last gap told.
        var toldAfterGap = Told()
    }

    // MARK: - Constants

    /// The rows a gap lists one by one; a gap of more is told by its count.
    private static let listedRows = LedgerChange.mostListedAfterAGap

    // MARK: - Properties

    private let connection: PostgresConnection
    private let schema: String
    /// The session's name in the record of changes, whose own corrections a gap leaves out.
    private let session: String
    private let place: Mutex<Place>

    // MARK: - Initialization

    /// Listens on `connection`, the session's (named `session` in the record of changes), which
    /// must already be in the bank's schema.
    init(connection: PostgresConnection, session: String) throws(PostgresError) {
        self.connection = connection
        self.session = session
        schema = try connection.execute("SELECT current_schema()").string(0, 0)
        place = Mutex(Place(generation: connection.generation, highestRow: 0))
        try listen()
    }

    // MARK: - LedgerChangeFeed

    /// The ledger rows other sessions committed since the last look; after the connection was
    /// lost and opened again, first what they added meanwhile.
    /// - Throws: ``PostgresError`` when the server answers a look with a failure.
    func changesByOtherSessions() throws -> [LedgerChange] {
        let (arrived, lost) = connection.notifications()
        let announced = arrived.filter { $0.channel == PostgresSchema.ledgerChannel }
            .compactMap { notification in
                Announcement(notification.payload, in: schema).map { (isOwn: notification.isOwn, $0) }
            }
        let reconnected = lost && connection.reconnect()
        guard !lost || reconnected, connection.generation == place.withLock({ $0.generation }) else {
            // The session's own rows written before the gap are not told as another's meanwhile;
            // the others' are, with the rest of the gap, once the connection is back.
            let ownRows = announced.filter(\.isOwn).flatMap { Self.rowIDs(of: $0.1) }
            place.withLock { $0.ownRows += ownRows }
            return lost && !reconnected ? [] : try resumed()
        }
        try advance(past: announced.map(\.1))
        let told = place.withLock { $0.toldAfterGap }
        return try announced.filter { !$0.isOwn }.compactMap { $0.1.leaving(told) }.flatMap(changes)
    }

    // MARK: - Private

    /// Listens on the connection as it is now, and notes the highest row it holds.
    private func listen() throws(PostgresError) {
        let generation = connection.generation
        try connection.executeScript("LISTEN \(PostgresSchema.ledgerChannel)")
        let highest = try connection.execute(Self.highest)
        let (row, change) = (try highest.int64(0, 0), try highest.int64(0, 1))
        place.withLock {
            $0 = Place(
                generation: generation, highestRow: max($0.highestRow, row),
                highestChange: max($0.highestChange, change), ownRows: $0.ownRows, toldAfterGap: $0.toldAfterGap)
        }
    }

    /// Moves the highest row heard of past what `announcements` added: their rows, or for an import
    /// or a correction (whose new rows are not named) the highest row there is now.
    private func advance(past announcements: [Announcement]) throws {
        let named = announcements.flatMap(Self.rowIDs).max() ?? 0
        let unnamed = announcements.contains { if case .rows = $0 { false } else { true } }
        let highest = unnamed ? max(named, try connection.execute(Self.highest).int64(0, 0)) : named
        let change = announcements.flatMap(Self.changeIDs).max() ?? 0
        place.withLock {
            $0.highestRow = max($0.highestRow, highest)
            $0.highestChange = max($0.highestChange, change)
        }
    }

    private static let highest =
        "SELECT coalesce((SELECT max(id) FROM ledger_entry), 0), coalesce((SELECT max(id) FROM ledger_correction), 0)"

    private static func changeIDs(of announcement: Announcement) -> [Int64] {
        guard case .corrected(let identifiers) = announcement else { return [] }
        return identifiers
    }

    private static func rowIDs(of announcement: Announcement) -> [Int64] {
        guard case .rows(let identifiers) = announcement else { return [] }
        return identifiers
    }

    private static func list(_ identifiers: [Int64]) -> String {
        PostgresText.array(identifiers.map { String($0) })
    }

    /// Listens again on the connection opened anew, and tells what other sessions did while it
    /// was lost: the rows after the highest it heard of, but the session's own, one by one, or
    /// counted when many; then their corrections and undos, as many as a gap lists.
    private func resumed() throws -> [LedgerChange] {
        let (since, sinceChange, own) = place.withLock {
            (String($0.highestRow), $0.highestChange, Self.list($0.ownRows))
        }
        try listen()
        // One more than a gap lists, to know whether it is listed or counted: a gap of a million
        // imported rows reads a count, never a million identifiers.
        let firstAdded = try identifiers(
            "SELECT e.id FROM ledger_entry AS e WHERE \(Self.addedDuringGap) ORDER BY e.id LIMIT \(Self.listedRows + 1)",
            [since, own])
        let corrected = try identifiers(
            "SELECT c.id FROM ledger_correction AS c WHERE c.id > $1::bigint AND c.session <> $2 "
                + "AND \(PostgresSchema.announcedCorrection) ORDER BY c.id LIMIT \(Self.listedRows)",
            [String(sinceChange), session])
        place.withLock {
            $0.ownRows = []
            $0.toldAfterGap = Told(rows: Set(firstAdded), corrections: Set(corrected))
        }
        return try added(firstAdded, since: since, own: own)
            + corrections(where: "c.id = ANY($1::bigint[])", [Self.list(corrected)])
    }

    /// The identifiers `query` selects, in its first column.
    private func identifiers(_ query: String, _ parameters: [String?]) throws -> [Int64] {
        let rows = try connection.execute(query, parameters)
        return try (0..<rows.count).map { try rows.int64($0, 0) }
    }

    /// The rows other sessions added during a gap, told one by one when `first` holds them all,
    /// else counted. (A counted gap's rows past `first` are not remembered as told: a statement
    /// among them whose announcement comes late is told again, under a count that already said
    /// many rows came.)
    private func added(_ first: [Int64], since: String, own: String) throws -> [LedgerChange] {
        guard first.count <= Self.listedRows else {
            let count = try connection.execute(
                "SELECT count(*) FROM ledger_entry AS e WHERE \(Self.addedDuringGap)", [since, own]
            ).int(0, 0)
            return [.resumed(added: count)]
        }
        let described = try connection.execute(
            Self.describedRows(where: "e.id = ANY($1::bigint[])"), [Self.list(first)])
        return [.resumed(added: described.count)] + (try (0..<described.count).map { try transaction(described, $0) })
    }

    /// The rows other sessions added after `$1`, but those in `$2` (the session's own).
    private static let addedDuringGap = "e.id > $1::bigint AND NOT e.id = ANY($2::bigint[]) AND \(notCorrection)"

    /// Rows a split or an undo added are told as corrections, not as rows of their own.
    private static let notCorrection = """
        NOT EXISTS (SELECT 1 FROM ledger_correction AS c WHERE c.entry_id = e.id AND c.kind IN ('split', 'undo'))
        """

    /// The rows matching `condition` (on `e`), described as a notice tells them, in the order written.
    private static func describedRows(where condition: String) -> String {
        """
        SELECT a.name, a.currency, e.amount_minor, e.type, e.category, e.counterparty, e.memo
        FROM ledger_entry AS e JOIN account AS a ON a.id = e.account_id
        WHERE \(condition) AND \(notCorrection)
        ORDER BY e.id
        """
    }

    private func changes(in announcement: Announcement) throws -> [LedgerChange] {
        switch announcement {
        case .rows(let identifiers):
            let rows = try connection.execute(
                Self.describedRows(where: "e.id = ANY($1::bigint[])"), [Self.list(identifiers)])
            return try (0..<rows.count).map { try transaction(rows, $0) }
        case .corrected(let identifiers):
            return try corrections(where: "c.id = ANY($1::bigint[])", [Self.list(identifiers)])
        case .imported(let account, let count):
            let rows = try connection.execute("SELECT name, currency FROM account WHERE id = $1", [account])
            guard rows.count == 1 else { return [] }
            return [
                LedgerChange(
                    accountName: try rows.string(0, 0), currency: try rows.string(0, 1), kind: .imported(count: count))
            ]
        }
    }

    /// The corrections and undos matching `condition` (on `c`), told as notices, in the order made.
    private func corrections(where condition: String, _ parameters: [String?]) throws
        -> [LedgerChange]
    {
        let rows = try connection.execute(
            """
            SELECT a.name, a.currency, coalesce(e.memo, ''), \(PostgresCorrectedLedger.correctionColumns("c"))
            FROM ledger_correction AS c
            JOIN account AS a ON a.id = c.account_id
            LEFT JOIN ledger_entry AS e ON e.id = c.entry_id
            WHERE \(condition) ORDER BY c.id
            """, parameters)
        return try (0..<rows.count).map { row in
            LedgerChange(
                accountName: try rows.string(row, 0), currency: try rows.string(row, 1),
                kind: .corrected(
                    try PostgresCorrectedLedger.correction(rows, row, from: 3), memo: try rows.string(row, 2)))
        }
    }

    private func transaction(_ rows: PostgresRows, _ row: Int) throws -> LedgerChange {
        let amount = try rows.int64(row, 2)
        let isCredit = try rows.string(row, 3) == TransactionType.credit.rawValue
        return LedgerChange(
            accountName: try rows.string(row, 0), currency: try rows.string(row, 1),
            kind: .transaction(
                signedMinorUnits: isCredit ? amount : -amount,
                category: TransactionCategory(rawValue: try rows.string(row, 4)) ?? .other,
                counterparty: try rows.string(row, 5), memo: try rows.string(row, 6)))
    }
}
