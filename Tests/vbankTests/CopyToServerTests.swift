import BankTesting
import Foundation
import Testing

/// `vbank copy --to postgresql://…`: a bank file of one's own moved to a server bank.
@Suite("Copying a bank file to a server")
struct CopyToServerTests {
    // MARK: - Tests

    @Test func aBankOfOnesOwn_isCopiedWhole_ownedByWhoeverCopies_andVerified() throws {
        // Given a new bank file with two accounts, an imported statement, a transfer, a note, a
        // split, a closed account, a category and a rule of its own, sound by verify
        let home = try VBankExecutable.temporaryDirectory()
        let path = home + "/mine.sqlite"
        let statement = home + "/november.csv"
        try "date,memo,amount\n2026-11-01,Coffee,-3.50\n2026-11-02,Salary,1000\n".write(
            toFile: statement, atomically: true, encoding: .utf8)
        #expect(try VBankExecutable.run(["init", "--db", path], home: home).status == 0)
        let made = try VBankExecutable.run(
            ["--demo", "--db", path],
            input: """
                accounts
                new-account Everyday checking --opening 120.50 --opened 2026-11-01
                new-account Savings savings
                new-account Jar savings
                close Jar
                open Everyday
                import \(statement)
                home
                transfer
                from Everyday
                to Savings
                amount 20
                confirm
                home
                accounts
                open Everyday
                transactions
                open 3
                note with Priya zanzibar
                back
                open 2
                split 900 salary other
                home
                categories
                new-category pets
                rule vet category pets

                """, home: home)
        #expect(made.errors.isEmpty, "\(made.errors)")
        let sound = try VBankExecutable.run(["verify", "--db", path], home: home)
        #expect(sound.output.contains("Money:     every balance equals its ledger (3 accounts, 6 transactions)"))

        // When a person who owns an empty database copies the file there, and again
        let server = try TestPostgresServer.shared()
        let mover = "mover_\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        let database = "copy_\(mover)"
        // (the group role of people is the server's, made once by an administrator or the first bank)
        try server.psql(
            "DO $$ BEGIN CREATE ROLE vbank_people NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$")
        try server.psql("CREATE ROLE \(mover) LOGIN")
        try server.psql("CREATE DATABASE \(database) OWNER \(mover)")
        let url = server.url(of: database, user: mover)
        let copied = try VBankExecutable.run(
            ["copy", "--db", path, "--to", url], home: home, environment: ["COLUMNS": "200"])
        let again = try VBankExecutable.run(["copy", "--db", path, "--to", url], home: home)

        // Then every row is there, theirs, and verify holds on the server
        #expect(copied.status == 0, "\(copied.errors)")
        #expect(copied.output.contains("3 accounts, 6 transactions"), "\(copied.output)")
        #expect(copied.output.contains("Money:     every balance equals its ledger (3 accounts, 6 transactions)"))
        #expect(
            try server.psql(
                "SELECT name, balance_minor, owner, closed_at IS NOT NULL FROM account ORDER BY id", database: database)
                == "Everyday|109700|\(mover)|f\nSavings|2000|\(mover)|f\nJar|0|\(mover)|t\n")
        #expect(try server.psql("SELECT count(import_key) FROM ledger_entry", database: database) == "2\n")
        // And the statement's rows keep their days, the note its row and the split its record,
        // under the rows' identifiers on the server
        #expect(
            try server.psql(
                "SELECT memo, day FROM ledger_entry WHERE import_key IS NOT NULL ORDER BY id", database: database)
                == "Coffee|20758\nSalary|20759\n")
        #expect(
            try server.psql(
                "SELECT e.memo, n.note FROM ledger_note AS n JOIN ledger_entry AS e ON e.id = n.entry_id",
                database: database)
                == "Coffee|with Priya zanzibar\n")
        #expect(
            try server.psql(
                """
                SELECT c.kind, e.memo, e.category FROM ledger_correction AS c JOIN ledger_entry AS e ON e.id = c.entry_id
                ORDER BY c.id
                """, database: database) == "note|Coffee|other\nsplit|Salary|other\nsplit|Salary|salary\n")
        // And the transfer keeps its key on both its rows, the key the file gave it
        let key = try server.psql(
            "SELECT DISTINCT request_key FROM ledger_entry WHERE request_key IS NOT NULL", database: database
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            try server.psql(
                "SELECT count(*) FROM ledger_entry WHERE request_key = '\(key)'", database: database) == "2\n")
        let inTheFile = try VBankExecutable.run(["--db", path, "-c", "search \(key)"], home: home)
        #expect(inTheFile.output.contains("Everyday") && inTheFile.output.contains("Savings"), "\(inTheFile.output)")
        // And the categories and rules are the copier's own
        #expect(
            try server.psql(
                "SELECT owner, name, kind, position FROM category WHERE name IN ('pets', 'groceries') ORDER BY position",
                database: database) == "\(mover)|groceries|spending|1\n\(mover)|pets|spending|16\n")
        #expect(
            try server.psql("SELECT owner, position, pattern, category FROM category_rule", database: database)
                == "\(mover)|1|vet|pets\n")
        // And the second copy wrote nothing
        #expect(again.status == 1)
        #expect(again.errors.contains("already holds accounts; copy wrote nothing there"))
        #expect(try server.psql("SELECT count(*) FROM ledger_entry", database: database) == "6\n")
        // And on the server the statement's rows are known: importing it again adds none
        let session = try VBankExecutable.run(
            ["--demo", "--db", url], input: "accounts\nopen Everyday\nimport \(statement)\n", home: home,
            environment: ["COLUMNS": "400"])
        #expect(session.output.contains("Imported 0 transactions into Everyday"), "\(session.output)")
        #expect(session.output.contains("2 rows already imported"))
        // And search on the server finds the row by its note
        let search = try VBankExecutable.run(
            ["--db", url], input: "accounts\nopen Everyday\ntransactions\nsearch zanzibar\n", home: home,
            environment: ["COLUMNS": "200"])
        #expect(search.output.contains("Coffee"), "\(search.output)")
    }

    @Test func aMissingFile_orAnAddressThatIsNoServer_isRefused_andNothingIsMade() throws {
        // Given no bank file
        let home = try VBankExecutable.temporaryDirectory()
        let server = try TestPostgresServer.shared()
        let (name, url) = try server.freshDatabase()

        // When it is copied, and a file is copied to another file
        let missing = try VBankExecutable.run(["copy", "--db", home + "/none.sqlite", "--to", url], home: home)
        let notAServer = try VBankExecutable.run(
            ["copy", "--db", home + "/none.sqlite", "--to", home + "/b.sqlite"], home: home)

        // Then each says why, and the database stayed empty
        #expect(missing.status == 1)
        #expect(missing.errors.contains("there is no bank file at \(home)/none.sqlite; copy changed nothing"))
        #expect(notAServer.status == 2)
        #expect(notAServer.errors.contains("copy writes to a PostgreSQL server"))
        #expect(try server.psql("SELECT to_regclass('account') IS NULL", database: name) == "t\n")
    }
}
