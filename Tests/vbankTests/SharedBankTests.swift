import BankTesting
import Foundation
import Testing

/// Three people on one server bank, each at a vbank session and each at psql: an owner, a
/// person the owner shared an account with to view, and an outsider. What each sees and may do
/// is held by the server, so psql sees exactly what vbank shows.
@Suite("A bank shared between people")
struct SharedBankTests {
    // MARK: - Nested Types

    /// `vbank init` failed, saying why.
    private struct BankNotMade: Error {
        let errors: String
    }

    /// A bank made by the administrator, and three people admitted to it, with names of their own
    /// for this test: roles belong to the whole server, which every test shares.
    private struct Bank {
        let server: TestPostgresServer
        let database: String
        let home: String
        let owner: String
        let viewer: String
        let outsider: String

        init(viewer viewerName: String = "viewer") throws {
            server = try TestPostgresServer.shared()
            let fresh = try server.freshDatabase()
            database = fresh.name
            home = try VBankExecutable.temporaryDirectory()
            let suffix = "\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
            owner = "owner_\(suffix)"
            viewer = "\(viewerName)_\(suffix)"
            outsider = "outsider_\(suffix)"
            let made = try VBankExecutable.run(["init", "--db", fresh.url], home: home)
            guard made.status == 0 else { throw BankNotMade(errors: made.errors) }
            for person in [owner, viewer, outsider] {
                try server.admit(person, database: database)
            }
        }

        /// A vbank session of `person`'s, given `commands`.
        func session(_ person: String, _ commands: String...) throws -> VBankExecutable.Run {
            try VBankExecutable.run(
                ["--demo", "--db", server.url(of: database, user: person)],
                input: commands.joined(separator: "\n") + "\n",
                home: home, environment: ["COLUMNS": "200"])
        }

        /// What psql prints for `sql` as `person`.
        func psql(_ sql: String, as person: String) throws -> String {
            try server.psql(sql, database: database, user: person)
        }

        /// What psql prints for `sql` as the administrator, who sees every row.
        func administrator(_ sql: String) throws -> String {
            try server.psql(sql, database: database)
        }
    }

    // MARK: - Tests

    @Test func eachPerson_seesAndMovesExactlyWhatTheSharesAllow_atVBankAndAtPsql() throws {
        // Given an owner with two accounts, one shared with the viewer to view
        let bank = try Bank()
        let owned = try bank.session(
            bank.owner, "accounts", "new-account Joint checking --opening 100",
            "new-account Private savings --opening 40", "share Joint with \(bank.viewer) view", "shares")
        #expect(owned.errors.isEmpty, "\(owned.errors)")
        #expect(owned.output.contains("Joint    \(bank.owner)  \(bank.viewer)  view"), "\(owned.output)")

        // When the viewer opens an account and tries to move money out of and into the joint one,
        // and the outsider looks
        let viewed = try bank.session(
            bank.viewer, "accounts", "new-account Own checking --opening 10", "shares", "back", "transfer",
            "from Joint", "to Own", "from Own", "to Joint", "amount 5", "confirm")
        let outside = try bank.session(bank.outsider, "accounts", "open Joint", "back", "transfer", "from 1")

        // Then the viewer sees the joint account beside their own, and moved nothing
        #expect(viewed.output.contains("1  Joint  checking  ****0001  $100.00"), "\(viewed.output)")
        #expect(!viewed.output.contains("Private"))
        let refusal = "error: \(bank.owner) shared Joint with you to view only; no money was moved"
        #expect(viewed.errors.components(separatedBy: refusal).count == 3, "\(viewed.errors)")
        // And the outsider sees no account at all
        #expect(!outside.output.contains("Joint") && !outside.output.contains("Private"), "\(outside.output)")
        #expect(outside.output.contains("There are no accounts yet"))
        // And psql, as each person, sees the same rows
        let accounts = "SELECT name FROM account ORDER BY id"
        #expect(try bank.psql(accounts, as: bank.owner) == "Joint\nPrivate\n")
        #expect(try bank.psql(accounts, as: bank.viewer) == "Joint\nOwn\n")
        #expect(try bank.psql(accounts, as: bank.outsider) == "")
        let ledger = "SELECT count(*) FROM ledger_entry; SELECT count(*) FROM ledger_tally"
        #expect(try bank.psql(ledger, as: bank.viewer) == "2\n2\n")
        #expect(try bank.psql(ledger, as: bank.outsider) == "0\n0\n")
        #expect(try bank.psql("SELECT count(*) FROM ledger_entry WHERE words @@ 'opening'", as: bank.outsider) == "0\n")
        // And the money is where it was
        #expect(
            try bank.administrator("SELECT name, balance_minor FROM account ORDER BY id")
                == "Joint|10000\nPrivate|4000\nOwn|1000\n")
    }

    @Test func atPsql_noPersonStepsAroundTheShares() throws {
        // Given an account shared to view
        let bank = try Bank()
        _ = try bank.session(
            bank.owner, "accounts", "new-account Joint checking --opening 100", "share Joint with \(bank.viewer) view")

        // When the viewer and the outsider write at psql what vbank would refuse (people write
        // nothing but through the bank's functions)
        let changed = Result { try bank.psql("UPDATE account SET balance_minor = 0 RETURNING id", as: bank.viewer) }
        let owned = Result { try bank.psql("UPDATE account SET owner = current_user RETURNING id", as: bank.outsider) }
        let forged = Result {
            try bank.psql(
                """
                INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, words)
                VALUES (1, 0, 0, 'x', 'other', 1, 'credit', 'x', '')
                """, as: bank.viewer)
        }
        let shared = Result {
            try bank.psql(
                "INSERT INTO account_share (account_id, person, level) VALUES (1, current_user, 'transfer')",
                as: bank.viewer)
        }
        let dropped = Result { try bank.psql("DROP TABLE account", as: bank.viewer) }

        // Then nothing changed
        #expect(throws: (any Error).self) { try changed.get() }
        #expect(throws: (any Error).self) { try owned.get() }
        #expect(throws: (any Error).self) { try forged.get() }
        #expect(throws: (any Error).self) { try shared.get() }
        #expect(throws: (any Error).self) { try dropped.get() }
        #expect(try bank.administrator("SELECT balance_minor, owner FROM account") == "10000|\(bank.owner)\n")
        #expect(try bank.administrator("SELECT person, level FROM account_share") == "\(bank.viewer)|view\n")
    }

    @Test func aTransferShare_movesMoney_andTakingItBack_hidesTheAccountAgain() throws {
        // Given an account shared for transfer
        let bank = try Bank()
        _ = try bank.session(
            bank.owner, "accounts", "new-account Joint checking --opening 100",
            "share Joint with \(bank.viewer) transfer")

        // When the person moves money out of it, and the owner then takes the share back
        let moved = try bank.session(
            bank.viewer, "accounts", "new-account Own checking", "back", "transfer", "from Joint", "to Own",
            "amount 30", "confirm", "accounts", "rename Joint Ours", "close Joint")
        let taken = try bank.session(bank.owner, "accounts", "unshare Joint from \(bank.viewer)", "shares")
        let after = try bank.session(bank.viewer, "accounts")

        // Then the money moved, the account stayed the owner's to rename and close, and it is gone
        #expect(
            try bank.administrator("SELECT name, balance_minor FROM account ORDER BY id") == "Joint|7000\nOwn|3000\n")
        #expect(moved.errors.contains("error: only \(bank.owner), who owns Joint, may rename, close or share it"))
        #expect(taken.output.contains("\(bank.viewer) no longer sees Joint."), "\(taken.output)")
        #expect(taken.output.contains("No account is shared."))
        #expect(!after.output.contains("Joint"), "\(after.output)")
    }

    @Test func everyRow_namesItsAuthor_andOnlyAnAdministratorChangesIt() throws {
        // Given an account the viewer may move money on, and a transfer they made from it
        let bank = try Bank()
        let folder = try VBankExecutable.temporaryDirectory()
        _ = try bank.session(
            bank.owner, "accounts", "new-account Joint checking --opening 100",
            "share Joint with \(bank.viewer) transfer")
        _ = try bank.session(
            bank.viewer, "accounts", "new-account Own checking", "back", "transfer", "from Joint", "to Own",
            "amount 5", "confirm")

        // When the owner looks at the rows and exports them, and people try to rewrite an author
        let looked = try bank.session(
            bank.owner, "accounts", "open Joint", "transactions", "open 1", "back", "open 2", "back",
            "export \(folder)/joint.csv")
        let rewritten = Result {
            try bank.psql("UPDATE ledger_entry SET author = '\(bank.owner)'", as: bank.viewer)
        }
        let forged = Result {
            try bank.psql(
                """
                INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty,
                    words, author)
                VALUES (1, 0, 0, 'x', 'other', 1, 'credit', 'x', '', '\(bank.owner)')
                """, as: bank.viewer)
        }

        // Then each row names who wrote it, in the detail and in the export
        #expect(looked.output.contains("Written by:   \(bank.viewer)"), "\(looked.output)")
        #expect(looked.output.contains("Written by:   you"))
        let export = try String(contentsOfFile: folder + "/joint.csv", encoding: .utf8)
        #expect(export.hasPrefix("date,memo,amount,category,reference,author\n"))
        #expect(export.contains(",-5.00,transfer,vbank:") && export.contains(":2,\(bank.viewer)\n"))
        #expect(export.contains(",100.00,opening,vbank:") && export.contains(":1,\(bank.owner)\n"))
        // And no person can change or forge one; an administrator can
        #expect(throws: (any Error).self) { try rewritten.get() }
        #expect(throws: (any Error).self) { try forged.get() }
        let authors = "SELECT author FROM ledger_entry ORDER BY id"
        #expect(try bank.administrator(authors) == "\(bank.owner)\n\(bank.viewer)\n\(bank.viewer)\n")
        try bank.administrator("UPDATE ledger_entry SET author = '\(bank.owner)' WHERE id = 2")
        #expect(try bank.administrator(authors) == "\(bank.owner)\n\(bank.owner)\n\(bank.viewer)\n")
    }

    @Test func hostileNames_areOnlyNames() throws {
        // Given a person whose login holds quotes, a semicolon and letters beyond ASCII
        let bank = try Bank(viewer: "zoë \"o'hare\"; DROP TABLE account; --")

        // When the owner shares with that person, typed in double quotes, and with names that are
        // no one's
        let typed = bank.viewer.replacingOccurrences(of: "\"", with: "\\\"")
        let session = try bank.session(
            bank.owner, "accounts", "new-account Joint checking --opening 100",
            "share Joint with 'x\"; DROP TABLE account; --' view", "share Joint with \"\(typed)\" view",
            "share Joint with \(bank.owner) view")
        let viewed = try bank.session(bank.viewer, "accounts")

        // Then the real name was shared with and nothing else ran
        #expect(session.errors.contains("error: there is no person named 'x\"; DROP TABLE account; --' at this bank"))
        #expect(session.errors.contains("error: \(bank.owner) owns Joint already"))
        #expect(try bank.administrator("SELECT person FROM account_share") == "\(bank.viewer)\n")
        #expect(try bank.psql("SELECT name FROM account", as: bank.viewer) == "Joint\n")
        #expect(viewed.output.contains("1  Joint  checking  ****0001  $100.00"), "\(viewed.output)")
    }

    @Test func aLoginThatIsNotAdmitted_isToldWhy() throws {
        // Given a login the administrator made but did not admit
        let bank = try Bank()
        let stranger = "stranger_\(getpid())_\(UInt32.random(in: 0...UInt32.max))"
        try bank.administrator("CREATE ROLE \(stranger) LOGIN")

        // When it starts vbank on the bank
        let session = try bank.session(stranger, "accounts")

        // Then it is told it is not one of the bank's people, and how an administrator admits it
        #expect(session.status != 0)
        #expect(session.errors.contains("it is not one of the bank's people"), "\(session.errors)")
        #expect(session.errors.contains("GRANT vbank_people TO LOGIN;"))
    }

    @Test func aBankFile_hasOnePerson_andSaysSharingNeedsAServer() throws {
        // Given a bank file of one's own with an account
        let home = try VBankExecutable.temporaryDirectory()
        let path = home + "/mine.sqlite"
        _ = try VBankExecutable.run(["init", "--db", path], home: home)

        // When its owner shares the account and lists the shares
        let session = try VBankExecutable.run(
            ["--demo", "--db", path],
            input: "accounts\nnew-account Jar savings\nshare Jar with bob view\nunshare 1 from bob\nshares\n",
            home: home, environment: ["COLUMNS": "200"])

        // Then sharing is explained, nothing was shared, and the way to a server bank is named
        let refusal = "error: sharing needs a bank on a PostgreSQL server: a bank file has one person, its owner"
        #expect(session.errors.components(separatedBy: refusal).count == 3, "\(session.errors)")
        #expect(session.errors.contains("Move this bank to a server with: vbank copy --to postgresql://HOST/DATABASE"))
        #expect(session.output.contains("No account is shared."))
    }
}
