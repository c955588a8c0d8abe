import BankTesting
import Foundation
import Testing

/// `vbank import FILE --account NAME` and `vbank export FILE --account NAME`: an account's
/// statements from the shell, through the scenes a person would go through.
@Suite("Statements from the shell")
struct StatementCommandsTests {
    private let home: String
    private let bank: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
        bank = home + "/mine.sqlite"
        _ = try VBankExecutable.run(["init", "--db", bank], home: home)
        _ = try vbank([], input: "accounts\nnew-account \"Rainy day\" savings --opening 100 --opened 2026-01-01\n")
    }

    private func vbank(_ arguments: [String], input: String = "") throws -> VBankExecutable.Run {
        try VBankExecutable.run(
            arguments + ["--db", bank, "--now", VBankExecutable.now], input: input, home: home,
            environment: ["COLUMNS": "120"])
    }

    private func statement(_ name: String, _ rows: String) throws -> String {
        let path = home + "/" + name
        try ("date,memo,amount\n" + rows).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anImport_saysWhatCameIn_onceOnly_andChecksWriteNothing() throws {
        // Given a statement of two rows, for an account whose name has a space
        let path = try statement("jan.csv", "2026-01-03,Bakery,-4.50\n2026-01-04,Refund,20.00\n")

        // When it is checked, imported, and imported again
        let checked = try vbank(["--check", "import", path, "--account", "Rainy day"])
        let imported = try vbank(["import", path, "--account", "Rainy day"])
        let again = try vbank(["import", path, "--account", "rainy day"])

        // Then only the import wrote the rows, and the second found them there
        #expect(checked.status == 0 && checked.errors.contains("--check: would import 2 transactions"))
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.hasPrefix("Imported 2 transactions into Rainy day from \(path)"), "\(imported.output)")
        let said = again.output.replacing("\n", with: " ")
        #expect(said.contains("Imported 0 transactions") && said.contains("2 rows already imported"), "\(said)")
        let verified = try vbank(["verify"])
        #expect(verified.output.contains("every balance equals its ledger (1 account, 3 transactions)"))
    }

    @Test func anImport_throughRulesKeptByName_readsABanksOwnCSVInItsEncoding() throws {
        // Given a bank's statement in Latin-1 with semicolons, and its rules kept by name
        let rules = home + "/.config/vbank/rules"
        try FileManager.default.createDirectory(atPath: rules, withIntermediateDirectories: true)
        try "skip 1\nseparator ;\ndecimal-mark ,\ndate-format %d.%m.%Y\nfields date, description, amount\n".write(
            toFile: rules + "/giro.rules", atomically: true, encoding: .utf8)
        let path = home + "/giro.csv"
        let text = "Datum;Text;Betrag\n03.01.2026;Café;-4,50\n"
        try Data(text.unicodeScalars.map { UInt8($0.value) }).write(to: URL(fileURLWithPath: path))

        // When it is imported from the shell with the rules' name and the file's encoding
        let imported = try vbank(["import", path, "--account", "Rainy day", "--rules", "giro", "--encoding", "latin1"])

        // Then its row came in with its memo as meant
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.hasPrefix("Imported 1 transaction into Rainy day"), "\(imported.output)")
        let listed = try vbank(["--at", "accounts; open rainy; transactions"])
        #expect(listed.output.contains("Café"), "\(listed.output)")
    }

    @Test func anImport_intoNoSuchAccount_orOfABadStatement_failsAndImportsNothing() throws {
        let path = try statement("bad.csv", "2026-01-03,Bakery,lots\n")

        let nowhere = try vbank(["import", path, "--account", "Nope"])
        let strict = try vbank(["import", path, "--account", "Rainy day", "--strict"])

        #expect(nowhere.status != 0 && nowhere.errors.contains("not 'Nope'"))
        #expect(strict.status != 0 && strict.errors.contains("line 2"), "\(strict.errors)")
        #expect(try vbank(["verify"]).output.contains("(1 account, 1 transaction)"))
    }

    @Test func anExport_writesTheDaysAsked_andNeverOverAFileUnasked() throws {
        // Given three rows imported
        let path = try statement("jan.csv", "2026-01-03,Bakery,-4.50\n2026-01-04,Refund,20.00\n2026-01-05,Cafe,-3.00\n")
        _ = try vbank(["import", path, "--account", "Rainy day"])
        let out = home + "/out.csv"

        // When the days from the 4th are exported, and exported again without and with --replace
        let exported = try vbank(["export", out, "--account", "Rainy day", "--from", "2026-01-04"])
        let first = try String(contentsOfFile: out, encoding: .utf8)
        let refused = try vbank(["export", out, "--account", "Rainy day"])
        let unchanged = try String(contentsOfFile: out, encoding: .utf8)
        let replaced = try vbank(["export", out, "--account", "Rainy day", "--replace"])

        // Then the first has those days' rows, the second wrote nothing, the third all of them
        #expect(exported.status == 0 && exported.output.hasPrefix("Exported 2 transactions to \(out)"))
        #expect(first.split(separator: "\n").dropFirst().map { $0.prefix(10) } == ["2026-01-05", "2026-01-04"])
        #expect(refused.status != 0 && refused.errors.contains("already exists: nothing was written"))
        #expect(unchanged == first)
        #expect(replaced.status == 0 && replaced.output.contains("Exported 4 transactions"))
    }
}
