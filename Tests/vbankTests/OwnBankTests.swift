import BankTesting
import Foundation
import Testing

/// `vbank init` and a bank of one's own: no demo data, accounts opened by their owner, and money
/// that `verify` finds where it was put.
@Suite("A bank of one's own")
struct OwnBankTests {
    private let home: String
    private let bank: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
        bank = home + "/mine.sqlite"
    }

    private func vbank(_ arguments: [String], input: String = "") throws -> VBankExecutable.Run {
        try VBankExecutable.run(
            arguments + ["--db", bank, "--now", VBankExecutable.now], input: input, home: home,
            environment: ["COLUMNS": "120"])
    }

    @Test func init_makesAnEmptyBankForItsOwnerOnly_andRefusesToMakeItTwice() throws {
        // When
        let made = try vbank(["init"])

        // Then the file is the owner's alone, and a session finds no demo data in it
        #expect(made.status == 0 && made.errors.isEmpty)
        #expect(made.output.hasPrefix("made a new, empty bank at \(bank)\n"))
        let mode = (try FileManager.default.attributesOfItem(atPath: bank)[.posixPermissions] as? Int ?? 0) & 0o777
        #expect(mode == 0o600)
        let session = try vbank([], input: "accounts\n")
        #expect(session.output.contains("No accounts yet: type 'accounts', then open one with new-account."))
        #expect(session.output.contains("There are no accounts yet. Open one with: new-account NAME"))

        // And a second init, on the bank or in memory, is refused and changes nothing
        let size = try FileManager.default.attributesOfItem(atPath: bank)[.size] as? Int
        let again = try vbank(["init"])
        #expect(again.status == 1)
        #expect(
            again.errors
                == "error: there is already a file at \(bank); init left it as it is\n"
                + "  Give another place with --db, or start vbank on the bank that is there.\n")
        #expect(try FileManager.default.attributesOfItem(atPath: bank)[.size] as? Int == size)
        let inMemory = try VBankExecutable.run(["init", "--db", ":memory:"], home: home)
        #expect(inMemory.status != 0 && inMemory.errors.contains("not in :memory:"))
    }

    @Test func aPathWithNoBank_isRefusedWithTheCommandThatMakesOne_andNothingIsMade() throws {
        // When a session, a script and a dry run are started on a path that holds no bank (a typo)
        let typo = home + "/mine.sqllite"
        let runs = try [
            VBankExecutable.run(["--db", typo, "-c", "accounts; open 1; import s.csv"], home: home),
            VBankExecutable.run(["--db", typo], input: "accounts\n", home: home),
            VBankExecutable.run(["--db", typo, "--check", "-c", "accounts"], home: home),
        ]

        // Then each is refused, with the commands that make a bank there, and no file is made
        for run in runs {
            #expect(run.status == 1)
            #expect(
                run.errors
                    == "error: there is no bank at \(typo): vbank made nothing there\n"
                    + "  Make an empty bank there with: vbank init --db \(typo); or one with demo data to try vbank: "
                    + "vbank --db \(typo) --demo.\n")
            #expect(run.output.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: typo))

        // And --demo makes the demo bank there, saying so
        let demo = try VBankExecutable.run(["--db", typo, "--demo", "-c", "accounts"], home: home)
        #expect(demo.status == 0 && demo.errors == "created a new bank with demo data at \(typo)\n")
        #expect(demo.output.contains("Everyday"))
    }

    @Test func anAccountHoldsNothingFromBeforeItOpened_andOpeningsAreNeitherIncomeNorSpending() throws {
        // Given a new bank, a statement of December, and accounts opened today with money, on a
        // day in November with money, and with nothing
        _ = try vbank(["init"])
        let statement = home + "/december.csv"
        try "date,memo,amount\n2025-12-05,Salary,2500.00\n2025-12-09,Groceries,-84.20\n".write(
            toFile: statement, atomically: true, encoding: .utf8)
        // The same rows exported again, with Windows line ends: the same bytes are imported once.
        let again = home + "/december-again.csv"
        try "date,memo,amount\r\n2025-12-05,Salary,2500.00\r\n2025-12-09,Groceries,-84.20\r\n".write(
            toFile: again, atomically: true, encoding: .utf8)

        // When the statement is imported into each
        let session = try vbank(
            [],
            input: """
                accounts
                new-account Today checking --opening 100
                new-account November checking --opening 100 --opened 2025-11-01
                new-account Empty savings
                open Today
                import \(statement)
                back
                open November
                import \(statement)
                transactions
                back
                back
                open Empty
                import \(again)
                home
                insights

                """)

        // Then the account opened today takes none of it, says why and how to give an earlier day,
        // and the others take it all, the opening on its own day
        #expect(session.status == 0, "\(session.errors)")
        #expect(
            session.output.contains("the row is dated 2025-12-05, before the account opened on 2026-01-15"),
            "\(session.output)")
        #expect(session.output.contains("--opened DAY gives an earlier one"))
        // Read without blanks and line breaks: a long temporary path is broken across lines
        let unwrapped = session.output.filter { !$0.isWhitespace }
        #expect(unwrapped.contains("Imported0transactionsintoTodayfrom\(statement);2badrowsskipped"))
        #expect(session.output.contains("Imported 2 transactions into November"))
        #expect(session.output.contains("Imported 2 transactions into Empty"))
        #expect(session.output.contains("3  Nov 1, 2025  Opening balance  opening     +$100.00"), "\(session.output)")
        // And insights count the statements' money, never the openings of November and today
        let lines = session.output.split(separator: "\n")
        for month in ["Nov 2025 in", "Jan 2026 in"] {
            #expect(lines.contains { $0.hasPrefix(month) && $0.hasSuffix(" $0.00") }, "\(month)")
        }
        #expect(lines.contains { $0.hasPrefix("Dec 2025 in") && $0.hasSuffix(" $5,000.00") })
    }

    @Test func amountsHaveTheDecimalsOfTheirCurrency_andOnlyISO4217CurrenciesAreAccepted() throws {
        // Given a new bank and a statement in yen, one of its rows with decimals
        _ = try vbank(["init"])
        let statement = home + "/yen.csv"
        let export = home + "/yen-out.csv"
        try "date,memo,amount\n2026-01-02,Ramen,\"-1,200\"\n2026-01-03,Tip,-10.50\n".write(
            toFile: statement, atomically: true, encoding: .utf8)

        // When accounts are opened in yen, dinars and codes that are no currency, and the
        // statement is imported and exported
        let session = try vbank(
            [],
            input: """
                accounts
                new-account Tokyo savings --currency JPY --opening 1000.50
                new-account Tokyo savings --currency jpy --opening 1000 --opened 2026-01-01
                new-account Manama checking --currency BHD --opening 1.234
                new-account Fake checking --currency XYZ
                new-account Gold checking --currency XAU
                open Tokyo
                import \(statement)
                transactions
                export \(export)

                """)

        // Then yen have no decimals and dinars three, anything else is refused, and the export
        // writes yen as yen
        #expect(session.errors.contains("error: '1000.50' has decimals, and JPY amounts have none"))
        #expect(session.output.contains("Opened Tokyo, a savings account, at ¥1,000."))
        #expect(session.output.contains("Opened Manama, a checking account, at BHD 1.234."))
        #expect(session.errors.contains("error: 'XYZ' is not an ISO 4217 currency an account can be kept in"))
        #expect(session.errors.contains("error: 'XAU' is not an ISO 4217 currency an account can be kept in"))
        #expect(session.output.contains("'-10.50' has decimals, and JPY amounts have none"))
        #expect(session.output.contains("1  Jan 2, 2026  Ramen            other     -¥1,200"), "\(session.output)")
        let written = try String(contentsOfFile: export, encoding: .utf8)
        #expect(written.contains("\n2026-01-02,Ramen,-1200,other,vbank:"))
        #expect(written.contains("\n2026-01-01,Opening balance,1000,opening,vbank:"))
    }

    @Test func twoAccounts_aStatementAndATransfer_areAllThatTheBankHolds_andItVerifies() throws {
        // Given a new empty bank and a statement
        _ = try vbank(["init"])
        let statement = home + "/january.csv"
        try "date,memo,amount\n2026-01-05,Salary,2500.00\n2026-01-09,Groceries,-84.20\n".write(
            toFile: statement, atomically: true, encoding: .utf8)

        // When two accounts are opened, the statement imported into one, and money moved to the other
        let session = try vbank(
            [],
            input: """
                accounts
                new-account Everyday checking --opening 120.50 --opened 2026-01-01
                new-account "Rainy day" savings
                open everyday
                import \(statement)
                transfer
                to 2
                amount 500
                confirm
                back
                home

                """)

        // Then every step worked, and the home screen holds exactly that money
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output.contains("Imported 2 transactions into Everyday"))
        #expect(session.output.contains("Transferred $500.00 from Everyday to Rainy day."))
        #expect(session.output.contains("Total balance: $2,536.30"))
        #expect(session.output.contains("Everyday   checking  $2,036.30"))
        #expect(session.output.contains("Rainy day  savings     $500.00"))

        // And verify finds every balance equal to its ledger
        let check = try vbank(["verify"])
        #expect(check.status == 0)
        #expect(check.output.contains("Money:     every balance equals its ledger (2 accounts, 5 transactions)"))
    }
}

/// `vbank init` on a PostgreSQL server.
@Suite("A bank of one's own on a server")
struct OwnServerBankTests {
    @Test func init_makesAnEmptyBankInAnEmptyDatabase_andRefusesADatabaseWithABank() throws {
        // Given an empty database on the server
        let home = try VBankExecutable.temporaryDirectory()
        let server = try TestPostgresServer.shared()
        let (name, url) = try server.freshDatabase()

        // When init runs there, then again
        let wide = ["COLUMNS": "200"]
        let made = try VBankExecutable.run(["init", "--db", url], home: home, environment: wide)
        let again = try VBankExecutable.run(["init", "--db", url], home: home, environment: wide)

        // Then the first made a bank without accounts, and the second changed nothing
        #expect(made.status == 0, "\(made.errors)")
        #expect(made.output.hasPrefix("made a new, empty bank at \(url)"))
        #expect(try server.psql("SELECT count(*) FROM account", database: name).contains("0"))
        #expect(again.status == 1)
        #expect(again.errors.hasPrefix("error: \(url) already holds a bank; init left it as it is"))
        let session = try VBankExecutable.run(
            ["--demo", "--db", url], input: "accounts\nnew-account Everyday checking --opening 10\n", home: home,
            environment: wide)
        #expect(session.output.contains("1  Everyday  checking  ****0001   $10.00"), "\(session.output)")
    }
}
