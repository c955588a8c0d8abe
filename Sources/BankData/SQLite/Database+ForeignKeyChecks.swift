import GRDB

extension Database {
    /// Runs `work`, which opens its own transaction, with SQLite's foreign key checks off, and
    /// turns them on again whatever happens. For writes of many rows whose references were checked
    /// inside the same transaction: the checks make SQLite keep a statement journal for every
    /// multi-row insert. The pragma is ignored inside a transaction, so this goes around one.
    func withoutForeignKeyChecks<Value>(_ work: () throws -> Value) throws -> Value {
        try execute(sql: "PRAGMA foreign_keys = OFF")
        defer { try? execute(sql: "PRAGMA foreign_keys = ON") }
        return try work()
    }
}
