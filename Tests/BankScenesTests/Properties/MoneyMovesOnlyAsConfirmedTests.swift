import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// Properties of the whole app over generated command sequences, on a fresh seeded bank each:
/// lines a person types, mistakes, corrections, cancels, `back` and `home` in the middle of a
/// transfer, imports of good and bad statements, and amounts of any shape; on SQLite and on a
/// PostgreSQL server alike.
///
/// - Money moves only by a `confirm` that succeeded, by exactly the pieces last accepted: a
///   refused piece leaves nothing in its place.
/// - The sum of all balances changes only by an import; every balance stays its ledger's and
///   within the bound.
/// - No line traps: every one succeeds or fails with a message.
@MainActor
@Suite("Money moves only as confirmed", .serialized)
struct MoneyMovesOnlyAsConfirmedTests {
    // MARK: - Generated Lines

    /// Amounts of every shape: well-formed, refused by a rule, refused as text, and random digits.
    private static let amounts = Gen.frequency(
        (
            3,
            Gen.element(of: ["25", "12.50", "1,000.50", "$5", "3,250.75", "5432.50", "0.01"]).map { $0 ?? "25" }
        ),
        (
            2,
            Gen.element(of: [
                "-$12.00", "0", "0.001", "12,50", "1.000,50", "6000", "4000", "999999999999999", "1000000000",
                "€5", "abc", "$", "5432.51",
            ]).map { $0 ?? "0" }
        ),
        (1, Gen.element(of: Array("0123456789,.-$")).map { $0 ?? "0" }.array(of: 1...14).map { String($0) }))

    private static let accounts = Gen.frequency(
        (4, Gen.element(of: ["1", "2", "3", "every", "rainy"]).map { $0 ?? "1" }),
        (1, Gen.element(of: ["4", "5", "6", "0", "travel", "x"]).map { $0 ?? "6" }))

    /// What a person types in a transfer: mostly its pieces and `confirm`, sometimes a way out.
    private static let transferLines = Gen.frequency(
        (4, amounts.map { "amount " + $0 }),
        (2, accounts.map { "from " + $0 }),
        (2, accounts.map { "to " + $0 }),
        (2, Gen.always("confirm")),
        (
            1,
            Gen.element(of: ["review", "cancel", "back", "home", "memo Rent", "memo \u{1B}[31mRED", "where"])
                .map { $0 ?? "review" }
        ))

    /// One episode: a transfer started from Home or from an account, then what is typed in it;
    /// or a statement imported into an account.
    private static let episodes = Gen.frequency(
        (3, transferLines.array(of: 2...12).map { ["home", "transfer"] + $0 }),
        (1, transferLines.array(of: 2...8).map { ["home", "accounts", "open 1", "transfer"] + $0 }),
        (
            1,
            Gen.element(of: ["ok.csv", "huge.csv", "shifted.csv"]).map {
                ["home", "accounts", "open 3", "import " + ($0 ?? "ok.csv")]
            }
        ))

    private static let scripts = episodes.array(of: 1...6).map { $0.flatMap { $0 } }

    // MARK: - Properties

    /// On a server each script has a database of its own, which costs a quarter of a second to
    /// make: fewer scripts there, the same generator.
    @Test(arguments: StoreBackend.allCases)
    func moneyMovesOnlyByAConfirmedDraft_andTheSumOnlyByImports(backend: StoreBackend) async throws {
        let folder = try Self.statements()
        await propertyCheck(count: backend == .sqlite ? 60 : 25, input: Self.scripts) { script in
            try await Self.check(script, on: backend, statements: folder)
        }
    }

    // MARK: - Checking One Script

    /// The pieces of the transfer the lines so far have set, as the user was told.
    private struct Draft {
        var source: Account.ID?
        var destination: Account.ID?
        var amount: Int64?
    }

    private static func check(_ script: [String], on backend: StoreBackend, statements folder: String) async throws {
        let bank = try ContractBank(backend, now: fixedNow, timeZone: utc)
        let app = await InMemoryBank.app(over: bank.stores)
        let accounts = try await bank.stores.accounts.allAccounts()
        var expected = Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0.balanceMinor) })
        var draft: Draft?
        for command in script {
            let line = command.hasPrefix("import ") ? "import " + folder + "/" + command.dropFirst(7) : command
            let wasInTransfer = app.breadcrumb.last == Strings.Transfer.title
            let wasIn = app.breadcrumb.last
            bank.commandWillRun()
            let output = await app.run(line)
            #expect(output.result != nil, "'\(line)' ran nothing")
            let isInTransfer = app.breadcrumb.last == Strings.Transfer.title
            if isInTransfer, !wasInTransfer {
                // A transfer started in an account has it as its source.
                draft = Draft(source: accounts.first { $0.name == wasIn }?.id)
            } else if wasInTransfer, isInTransfer {
                draft = updated(draft ?? Draft(), by: command, succeeded: output.result == .succeeded, in: accounts)
            }
            if wasInTransfer, command == "confirm", output.result == .succeeded {
                let moved = try #require(draft, "confirm moved money with no draft")
                let source = try #require(moved.source, "confirm moved money without an accepted source")
                let destination = try #require(moved.destination, "confirm moved money without an accepted destination")
                let amount = try #require(moved.amount, "confirm moved money without an accepted amount")
                expected[source, default: 0] -= amount
                expected[destination, default: 0] += amount
            }
            if !isInTransfer {
                draft = nil
            }
            bank.commandWillRun()
            let actual = try await bank.stores.accounts.allAccounts()
            if command.hasPrefix("import "), output.result == .succeeded {
                expected = Dictionary(uniqueKeysWithValues: actual.map { ($0.id, $0.balanceMinor) })
            }
            #expect(
                Dictionary(uniqueKeysWithValues: actual.map { ($0.id, $0.balanceMinor) }) == expected,
                "after '\(line)' in \(script)")
        }
        let report = try await bank.stores.maintenance.verify()
        guard case .checked(let balances, _) = report.money else {
            Issue.record("the money invariant was not checked")
            return
        }
        #expect(balances.allSatisfy { $0.agrees && $0.isWithinBounds }, "\(script)")
        #expect(report.outOfBoundsCount == 0 && report.talliesAgree == true, "\(script)")
    }

    /// The draft after `command` in a transfer: an accepted piece takes its value, a refused one
    /// is cleared.
    private static func updated(_ draft: Draft, by command: String, succeeded: Bool, in accounts: [Account]) -> Draft {
        var draft = draft
        let words = command.split(separator: " ", maxSplits: 1).map(String.init)
        let value = words.count > 1 ? words[1] : ""
        switch words.first {
        case "amount": draft.amount = succeeded ? try? WrittenAmount(reading: value).minorUnits(in: "USD") : nil
        case "from": draft.source = succeeded ? account(value, in: accounts) : nil
        case "to": draft.destination = succeeded ? account(value, in: accounts) : nil
        default: break
        }
        return draft
    }

    /// The account a `from` or `to` that was accepted picked.
    private static func account(_ text: String, in accounts: [Account]) -> Account.ID? {
        if let position = Int(text) {
            return accounts.indices.contains(position - 1) ? accounts[position - 1].id : nil
        }
        let matches = accounts.filter { $0.name.lowercased().hasPrefix(text.lowercased()) }
        return matches.count == 1 ? matches.first?.id : nil
    }

    // MARK: - Statements

    /// A folder of statements to import: a good one, one with amounts beyond the bound (the typo
    /// of the issue), and one whose rows have a column more than their header.
    private static func statements() throws -> String {
        let folder = NSTemporaryDirectory() + "vbank-properties-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files = [
            "ok.csv": "date,memo,amount\n2026-01-03,Refund,12.50\n2026-01-04,Coffee,-$3.20\n",
            "huge.csv": "date,memo,amount\n" + String(repeating: "2026-01-05,typo,999999999999999\n", count: 100)
                + "2026-01-06,Fine,1\n",
            "shifted.csv": "date,memo,amount\n2026-01-07,Coffee, large,-4.50\n2026-01-08,Tea,-2.00\n",
        ]
        for (name, text) in files {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
