import GRDB

@testable import BankData

/// What a bank's schema is made of, read back from SQLite, so that a bank made by replaying the
/// migrations and one made from ``BankSchemaSnapshot`` can be compared whole.
enum SchemaDescription {
    /// The statements that make `db`'s schema and the rows its migrations wrote, in the order
    /// SQLite keeps them: what ``BankSchemaSnapshot/statements`` must hold. Tables FTS5 makes for
    /// itself, SQLite's own and the bank's identity, which every bank draws afresh, are left out.
    static func statements(of db: Database) throws -> [String] {
        let shadows = try shadowTables(db)
        let entries = try Row.fetchAll(
            db, sql: "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
        var statements: [String] = []
        var tables: [String] = []
        for entry in entries {
            let (type, name, sql): (String, String, String) = (entry[0], entry[1], entry[2])
            guard !shadows.contains(name), !name.hasPrefix("sqlite_") else { continue }
            statements.append(sql)
            if type == "table", !sql.hasPrefix("CREATE VIRTUAL"), name != "bank" {
                tables.append(name)
            }
        }
        for table in tables {
            statements += try inserts(of: table, in: db)
        }
        return statements
    }

    /// Everything SQLite holds for `db`: every schema entry, FTS5's and SQLite's own included,
    /// and every row of every table but the virtual ones, with the bank's identity as its shape.
    static func whole(_ db: Database) throws -> [String] {
        let entries = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name")
        var description = entries.map { "\($0[0] as String) \($0[1] as String) \($0[2] as String) \($0[3] ?? "")" }
        for entry in entries where entry[0] == "table" && !(entry[3] as String? ?? "").hasPrefix("CREATE VIRTUAL") {
            let name: String = entry[1]
            description += name == "bank" ? try identityShape(db) : try inserts(of: name, in: db)
        }
        return description
    }

    // MARK: - Private

    private static func shadowTables(_ db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE type = 'shadow'"))
    }

    /// An INSERT for each row of `table`, in rowid order, of its columns that are stored.
    private static func inserts(of table: String, in db: Database) throws -> [String] {
        let columns = try String.fetchAll(
            db, sql: "SELECT name FROM pragma_table_xinfo(?) WHERE hidden = 0 ORDER BY cid", arguments: [table])
        let names = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let values = columns.map { "quote(\"\($0)\")" }.joined(separator: " || ', ' || ")
        let order = try hasRowID(table, db) ? " ORDER BY rowid" : ""
        return try String.fetchAll(
            db,
            sql: "SELECT 'INSERT INTO \"\(table)\" (\(names)) VALUES (' || \(values) || ')' FROM \"\(table)\"\(order)")
    }

    private static func hasRowID(_ table: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT NOT wr FROM pragma_table_list WHERE name = ?", arguments: [table]) ?? true
    }

    /// The identity row's shape: one row, two identifiers, different from each other.
    private static func identityShape(_ db: Database) throws -> [String] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT id, length(identity), length(generation), identity <> generation FROM bank")
        return rows.map { "bank \($0[0] as Int) \($0[1] as Int) \($0[2] as Int) \($0[3] as Bool)" }
    }
}
