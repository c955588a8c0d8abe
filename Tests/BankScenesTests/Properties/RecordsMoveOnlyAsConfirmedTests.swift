import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// Money spent and received, over generated command sequences on a fresh seeded bank each: one-line
/// forms of any shape, pieces given and refused, cancels, `back` and `home` in a draft; on SQLite
/// and on a PostgreSQL server alike.
///
/// - A balance changes only by a `confirm` that succeeded in a record, and then only the one
///   account's, by exactly the amount last accepted, down for a spend and up for a receipt.
/// - A refused line, a cancel and leaving the draft change no balance.
@MainActor
@Suite("Records move money only as confirmed", .serialized)
struct RecordsMoveOnlyAsConfirmedTests {
    // MARK: - Generated Lines

    private static let amounts = Gen.element(of: ["4.50", "25", "1,000", "0", "-5", "0.001", "12,50", "999999"])
        .map { $0 ?? "25" }

    private static let kinds = Gen.element(of: ["spend", "receive"]).map { $0 ?? "spend" }
    private static let payees = Gen.element(of: ["", " at Shop", " from Acme"]).map { $0 ?? "" }
    private static let accounts = Gen.element(of: ["", " from every", " into every", " from rainy", " into x"])
        .map { $0 ?? "" }
    private static let categories = Gen.element(of: ["", " category dining", " category transfer", " category food"])
        .map { $0 ?? "" }
    private static let days = Gen.element(of: ["", " on 2026-01-14", " on 2026-01-16", " on 2025-01-01"])
        .map { $0 ?? "" }

    /// `spend` or `receive`, with any of its pieces on the line.
    private static let openings = zip(kinds, amounts, payees, accounts, categories, days).map {
        kind, amount, payee, account, category, day in
        let pieces: String = payee + account + category + day
        return kind + " " + amount + pieces
    }

    /// What a person types in the draft: mostly its pieces and `confirm`, sometimes a way out.
    private static let draftLines = Gen.frequency(
        (3, amounts.map { "amount " + $0 }),
        (2, Gen.element(of: ["account 1", "account 2", "account 4", "account x"]).map { $0 ?? "account 1" }),
        (
            2,
            Gen.element(of: ["payee Shop", "payee   ", "category dining", "category transfer", "on 2026-01-16"])
                .map { $0 ?? "payee Shop" }
        ),
        (3, Gen.always("confirm")),
        (1, Gen.element(of: ["review", "cancel", "back", "home"]).map { $0 ?? "review" }))

    private static let starts = Gen.element(of: [["home"], ["home", "accounts", "open 1"]]).map { $0 ?? ["home"] }

    private static let episodes = zip(starts, openings, draftLines.array(of: 0...8)).map {
        start, opening, lines in
        let episode: [String] = start + [opening] + lines
        return episode
    }

    private static let scripts = episodes.array(of: 1...5).map { $0.flatMap { $0 } }

    // MARK: - Properties

    @Test(arguments: StoreBackend.allCases)
    func balancesMoveOnlyByAConfirmedRecord_byItsAmount(backend: StoreBackend) async throws {
        await propertyCheck(count: backend == .sqlite ? 60 : 20, input: Self.scripts) { script in
            try await Self.check(script, on: backend)
        }
    }

    // MARK: - Checking One Script

    /// What the record being drafted will move, as the lines so far set it.
    private struct Draft {
        let kind: RecordKind
        var amount: Int64?
    }

    private static func check(_ script: [String], on backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: fixedNow, timeZone: utc)
        let app = await InMemoryBank.app(over: bank.stores)
        var draft: Draft?
        var before = try await balances(of: bank)
        for line in script {
            let wasInRecord = app.breadcrumb.last == RecordViewController.sceneName
            bank.commandWillRun()
            let output = await app.run(line)
            let succeeded = output.result == .succeeded
            let isInRecord = app.breadcrumb.last == RecordViewController.sceneName
            let after = try await balances(of: bank)
            let moved = after.filter { before[$0.key] != $0.value }.map { $0.value - (before[$0.key] ?? 0) }
            if wasInRecord, line == "confirm", succeeded {
                let confirmed = try #require(draft, "confirm recorded money with no draft")
                let amount = try #require(confirmed.amount, "confirm recorded money without an accepted amount")
                #expect(moved == [confirmed.kind == .spend ? -amount : amount], "after '\(line)' in \(script)")
            } else {
                #expect(moved.isEmpty, "'\(line)' moved money in \(script)")
            }
            if isInRecord, !wasInRecord {
                draft = Draft(kind: line.hasPrefix("spend") ? .spend : .receive, amount: lineAmount(line))
            } else if isInRecord, line.hasPrefix("amount ") {
                draft?.amount = succeeded ? minorUnits(String(line.dropFirst(7))) : nil
            } else if !isInRecord {
                draft = nil
            }
            before = after
        }
        #expect(try await bank.stores.maintenance.verify().isSound, "\(script)")
    }

    private static func balances(of bank: ContractBank) async throws -> [Account.ID: Int64] {
        bank.commandWillRun()
        let accounts = try await bank.stores.accounts.allAccounts(includingClosed: true)
        return Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0.balanceMinor) })
    }

    /// The amount a one-line form that began a draft gave: the word after its command, unless that
    /// word starts another piece.
    private static func lineAmount(_ line: String) -> Int64? {
        let words = line.split(separator: " ").map(String.init)
        guard words.count > 1, !["at", "from", "into", "category", "on", "memo"].contains(words[1]) else { return nil }
        return minorUnits(words[1])
    }

    private static func minorUnits(_ text: String) -> Int64? {
        try? WrittenAmount(reading: text).minorUnits(in: "USD")
    }
}
