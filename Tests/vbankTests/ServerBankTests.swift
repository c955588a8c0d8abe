import BankTesting
import Foundation
import Testing
import ViperaTesting

/// vbank on a bank kept on a PostgreSQL server: the transcripts, every way opening can fail, and
/// two sessions sharing one bank.
@Suite("vbank on a PostgreSQL server")
struct ServerBankTests {
    /// Transcripts of what only a bank file does: backups, restores and a check that names the file.
    private static let fileOnlyTranscripts: Set = [
        "settings.transcript", "corrections.transcript",
        // A server dates a change by its own clock, not the transcript's.
        "ledger-corrections.transcript", "ledger-split.transcript", "month-of-money.transcript",
    ]
    private static let serverFolder = TranscriptTests.folder + "/Server"

    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    // MARK: - Transcripts

    @Test func theTranscripts_holdOnAServer_eachInASchemaOfItsOwn() throws {
        // Given a database on the server, and the transcripts that are not about bank files
        let server = try TestPostgresServer.shared()
        let (name, url) = try server.freshDatabase()
        let serverOnly = try FileManager.default.contentsOfDirectory(atPath: Self.serverFolder)
            .filter { $0.hasSuffix(".transcript") }.map { Self.serverFolder + "/" + $0 }
        let shared = TranscriptTests.names.filter { !Self.fileOnlyTranscripts.contains($0) }
            .map { TranscriptTests.folder + "/" + $0 }

        // When they are checked against banks on the server
        let run = try VBankExecutable.run(
            ["--demo", "--db", url, "--check-transcript"] + shared + serverOnly, home: home)

        // Then they hold, and the throw-away schemas are gone
        #expect(run.status == 0, "\(run.errors)\(run.output.suffix(3_000))")
        #expect(!serverOnly.isEmpty)
        let schemas = try server.psql(
            "SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'vbank_transcript_%'", database: name)
        #expect(schemas.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    }

    // MARK: - Opening

    @Test(arguments: [
        ("nosuchdb", "the database server has no database 'nosuchdb'", "createdb nosuchdb"),
        ("ghost", "the database server refused the login of 'ghost'", "~/.pgpass"),
        ("nosocket", "cannot reach the database server at", "Check that the server runs"),
        ("badurl", "the server address cannot be read", "postgresql://USER@HOST:PORT/DATABASE"),
        ("password", "the server address holds a password", "Remove it from the address"),
    ])
    func eachFailureToOpen_saysWhatAndWhatToDo_andExits1(failure: String, message: String, hint: String) throws {
        // Given an address that fails in one way
        let server = try TestPostgresServer.shared()
        let address =
            switch failure {
            case "nosuchdb": server.url(of: "nosuchdb")
            case "ghost": server.url(of: "postgres", user: "ghost")
            case "nosocket": "postgresql:///postgres?host=\(home)&user=postgres"
            case "badurl": "postgresql://[::1/bank"
            default: "postgresql://teller:s3cret-word@localhost/bank"
            }

        // When vbank opens it
        let run = try VBankExecutable.run(["--demo", "--db", address], input: "accounts\n", home: home)

        // Then it says why and what to do, runs nothing, and never shows a password
        #expect(run.status == 1)
        #expect(run.errors.contains("error: \(message)"), "\(run.errors)")
        #expect(run.errors.contains(hint), "\(run.errors)")
        #expect(!run.errors.contains("s3cret"))
        #expect(run.output.isEmpty)
    }

    @Test func theAddressMayComeFromTheEnvironment_andBackupsPointToPgDump() throws {
        // Given an address in VBANK_DATABASE_URL
        let url = try TestPostgresServer.shared().freshDatabase().url

        // When a session runs and the bank is backed up from the shell
        let session = try VBankExecutable.run(
            [], input: "accounts\n", home: home, environment: ["VBANK_DATABASE_URL": url])
        let backup = try VBankExecutable.run(
            ["backup", home + "/b.sqlite"], home: home, environment: ["VBANK_DATABASE_URL": url])
        let verify = try VBankExecutable.run(["verify"], home: home, environment: ["VBANK_DATABASE_URL": url])

        // Then the session used the server, backup says to use pg_dump, and verify checks the bank
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.errors.contains("created a new bank with demo data in \(url)"))
        #expect(session.output.contains("Rainy day"))
        #expect(backup.status == 1)
        #expect(backup.errors.contains("pg_dump --format=custom"), "\(backup.errors)")
        #expect(!FileManager.default.fileExists(atPath: home + "/b.sqlite"))
        #expect(verify.status == 0, "\(verify.errors)\(verify.output)")
        #expect(verify.output.contains("every balance equals its ledger"), "\(verify.output)")
    }

    @Test func aDryRunOnAServer_isRefused_andChangesNothing() throws {
        let url = try TestPostgresServer.shared().freshDatabase().url

        let run = try VBankExecutable.run(
            ["--demo", "--db", url, "--check"], input: "settings\nset page-size 5\n", home: home)

        #expect(run.status == 1)
        #expect(run.errors.contains("error: --check works on bank files, not on a bank on a PostgreSQL server"))
        #expect(run.output.isEmpty)
    }

    // MARK: - Sharing

    @Test func aSessionAtATerminal_seesTheTransfersOfAScript_andTheScriptSeesItsOwn() throws {
        // Given a bank on the server and a session at a terminal showing its balances
        let url = try TestPostgresServer.shared().freshDatabase().url
        _ = try VBankExecutable.run(["--demo", "--db", url], input: "quit\n", home: home)
        let terminal = try PseudoTerminal(
            path: VBankExecutable.path, arguments: ["--demo", "--db", url, "--now", VBankExecutable.now],
            environment: [
                "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": "xterm", "LANG": "C.UTF-8", "TZ": "UTC",
                "PAGER": "cat",
            ],
            columns: 100)
        try terminal.waitFor("Home > ")

        // When a script moves money, and the terminal moves some back
        let script = try VBankExecutable.run(
            ["--demo", "--db", url],
            input: "transfer\nfrom 1\nto 2\namount 100\nmemo shared\nconfirm\n", home: home)
        terminal.type("refresh\r")
        let seen = try terminal.waitFor("$12,100.00")
        terminal.type("transfer\r")
        terminal.type("from 2\r")
        terminal.type("to 1\r")
        terminal.type("amount 40\r")
        terminal.type("confirm\r")
        try terminal.waitFor("Transferred")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        let after = try VBankExecutable.run(["--demo", "--db", url], input: "accounts\n", home: home)

        // Then each saw the other's transfer
        #expect(script.status == 0, "\(script.errors)")
        #expect(seen.contains("$12,100.00"))
        #expect(after.output.contains("$12,060.00"), "\(after.output)")
        #expect(after.output.contains("$5,372.50"), "\(after.output)")
    }
}
