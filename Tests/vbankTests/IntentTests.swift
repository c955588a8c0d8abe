import Foundation
import Testing

/// The mistakes of issue 29, each tried as a new user tried it, with the release's behaviour
/// pinned: money and files end up as the user meant, with a clear message and the documented
/// exit status.
@Suite("vbank does only what the user meant", .serialized)
struct IntentTests {
    private let home: String
    private let bank: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
        bank = home + "/bank.sqlite"
    }

    private func vbank(_ arguments: [String], input: String = "") throws -> VBankExecutable.Run {
        try VBankExecutable.run(
            ["--demo", "--db", bank, "--now", VBankExecutable.now] + arguments, input: input, home: home)
    }

    /// Whether `text` says `message`, however it is wrapped: a path longer than a line (a long
    /// temporary folder's) is broken inside it, so blanks and line breaks are left out of both.
    private func says(_ text: String, _ message: String) -> Bool {
        text.filter { !$0.isWhitespace }.contains(message.filter { !$0.isWhitespace })
    }

    /// The accounts as the Accounts scene lists them.
    private func accounts() throws -> String {
        try vbank(["-c", "accounts"]).output
    }

    // MARK: - Deep Links

    @Test func aDeepLinkThatWouldMoveMoneyOrFreezeACard_isRefused_andChangesNothing() throws {
        // Given
        _ = try vbank(["-c", "quit"])
        let before = try accounts()
        let cards = try vbank(["-c", "cards"]).output

        // When
        let transfer = try vbank(["--at", "transfer; from 1; to 2; amount 5; confirm"])
        let freeze = try vbank(["--at", "cards; freeze 1; home"])

        // Then
        #expect(transfer.status == 2 && freeze.status == 2)
        #expect(
            transfer.errors.hasPrefix(
                "--at:5:1: error: 'confirm' changes data, and a deep link only navigates; nothing was changed\n"))
        #expect(freeze.errors.hasPrefix("--at:2:1: error: 'freeze' changes data"))
        #expect(try accounts() == before)
        #expect(try vbank(["-c", "cards"]).output == cards)
    }

    @Test func aLinkToATransaction_opensThatTransaction_afterASearchAndAnotherPage() throws {
        // Given a transaction opened from the second page of a search
        _ = try vbank(["-c", "quit"])
        let first = try vbank(["-c", "accounts; open everyday; transactions; search fresh; next; open 2; where --link"])
        let shown = first.output.components(separatedBy: "Transaction\n").last ?? ""
        let link = try #require(first.output.split(separator: "\n").last.map(String.init))

        // When a new session follows the link
        let value = String(link.dropFirst("--at '".count).dropLast())
        let second = try vbank(["--at", value], input: "where --link\n")

        // Then it shows the same transaction, named by its id, on the same page of the same search
        #expect(link.hasPrefix("--at 'accounts; open Everyday; transactions; search fresh; page 2; open #"))
        #expect(second.status == 0)
        #expect(second.output.hasPrefix("Transaction\n" + shown.prefix(shown.count - link.count - 1)))
        #expect(second.output.hasSuffix(link + "\n"))
    }

    // MARK: - Dry Runs and New Banks

    @Test func aDryRun_writesNoFileARedirectionNames_andMakesNoBank() throws {
        let run = try VBankExecutable.run(
            ["--demo", "--db", bank, "--check", "-c", "accounts > keep.txt"], home: home)

        #expect(run.status == 0)
        #expect(run.output == "1 command checked, 0 failed\n")
        #expect(run.errors.contains("there is no bank at \(bank) yet"))
        #expect(run.errors.contains("--check: would write 9 lines to keep.txt; nothing was written."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).filter { !$0.hasPrefix(".") }.isEmpty)
    }

    @Test func aNewBankIsAnnounced_andAnEmptyFileIsRefused_notFilled() throws {
        // When a bank file is made, then opened again
        let made = try vbank(["-c", "quit"])
        let again = try vbank(["-c", "quit"])
        // And an empty file is given as the bank
        let empty = home + "/empty.sqlite"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let refused = try VBankExecutable.run(["--demo", "--db", empty, "-c", "accounts"], home: home)

        // Then
        #expect(made.errors == "created a new bank with demo data at \(bank)\n")
        #expect(again.errors.isEmpty)
        #expect(refused.status == 1 && refused.output.isEmpty)
        #expect(refused.errors.hasPrefix("error: '\(empty)' is not a vbank bank file: vbank changed nothing\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: empty)).isEmpty)
    }

    // MARK: - Exports and Restores

    @Test func anExport_isPrivateAndEndsInALineBreak() throws {
        _ = try vbank(["-c", "quit"])
        let path = home + "/din.csv"

        let run = try vbank(["-c", "accounts; open everyday; transactions; filter category dining; export \(path)"])

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(run.status == 0)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(text.hasPrefix("date,memo,amount,category,reference\n"))
        #expect(text.split(separator: "\n").dropFirst().allSatisfy { $0.contains(",dining,vbank:") })
    }

    @Test func aRestoreInASession_waitsForConfirm_orForYes() throws {
        // Given a backup, then a transfer the backup does not have
        _ = try vbank(["-c", "quit"])
        let backup = home + "/monday.sqlite"
        _ = try vbank(["backup", backup])
        _ = try vbank(["-c", "transfer; from 1; to 2; amount 10; confirm"])
        let after = try accounts()

        // When a session asks for the restore and leaves without confirming
        let asked = try vbank(["-c", "settings; restore \(backup); home"])

        // Then nothing was replaced, and the session said what it would replace
        #expect(says(asked.output, "Restoring from \(backup) replaces the bank at \(bank) (5 accounts,"))
        #expect(try accounts() == after)

        // When a script says yes
        let restored = try vbank(["-c", "settings; restore \(backup) --yes"])

        // Then
        #expect(restored.status == 0)
        #expect(says(restored.output, "Restored the bank from '\(backup)'."), "\(restored.output)")
        #expect(try accounts() != after)
    }

    // MARK: - Damage

    @Test func aBankFoundDamaged_takesNoWrite() throws {
        // Given a bank whose ledger pages are overwritten
        _ = try vbank(["-c", "quit"])
        let handle = try #require(FileHandle(forUpdatingAtPath: bank))
        for page in stride(from: 20, to: 120, by: 3) {
            try handle.seek(toOffset: UInt64(page * 4_096 + 100))
            try handle.write(contentsOf: Data(repeating: 0xAD, count: 800))
        }
        try handle.close()
        let before = try accounts()

        // When the session meets the damage, then tries a transfer
        let run = try vbank(["-c", "transfer; from 1; to 2; amount 5; confirm"])

        // Then
        #expect(run.status == 1)
        #expect(run.errors.contains("error: the bank file is damaged (\(bank)): nothing was changed\n"))
        #expect(run.errors.contains("error: the bank file is damaged (\(bank)): no money was moved\n"))
        #expect(try accounts() == before)
    }
}
