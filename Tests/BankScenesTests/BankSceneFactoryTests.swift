import BankData
import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// The real factory over a seeded in-memory bank, driven by command lines through a session: the
/// user stories of the app, as a user tells them.
@MainActor
@Suite("Bank app in process")
struct BankSceneFactoryTests {
    private let bank: InMemoryBank
    private let app: SceneHarness

    init() async throws {
        let bank = try InMemoryBank()
        self.bank = bank
        app = await bank.app()
    }

    private func balance(of id: Account.ID) async throws -> Decimal {
        try await bank.stores.accounts.account(id: id).balance
    }

    @Test func benchmarkNavigation_works() async {
        let output = await app.run("accounts", "open 2", "transactions", "next", "prev", "back", "back", "home")

        #expect(output.result == .succeeded)
        #expect(output.errors.isEmpty)
        #expect(app.breadcrumb == ["Home"])
    }

    @Test func transferFromHome_movesMoneyAndHomeShowsTheNewTotalsAndTheOutcome() async throws {
        let output = await app.run(
            "transfer", "from everyday", "to rainy", "amount 50", "memo Saving up", "review", "confirm")

        #expect(output.errors.isEmpty)
        #expect(try await balance(of: 1) == Decimal(string: "5382.50"))
        #expect(try await balance(of: 2) == Decimal(string: "12050"))
        #expect(app.breadcrumb == ["Home"])
        #expect(output.output.contains("Transferred $50.00 from Everyday to Rainy day.\nHome\nTotal balance:"))
        #expect(output.output.contains("Everyday   checking   $5,382.50"))
    }

    @Test func transferFromAccountDetail_startsFromThatAccountAndReturnsThere() async throws {
        await app.run("accounts", "open visa", "transfer")

        let output = await app.run("to 1", "amount 100", "confirm")

        #expect(output.errors.isEmpty)
        #expect(try await balance(of: 4) == Decimal(string: "-1340.30"))
        #expect(app.breadcrumb == ["Home", "Accounts", "Visa"])
        #expect(output.output.contains("Transferred $100.00 from Visa to Everyday.\nVisa\n"))
        #expect(output.output.contains("Balance:   -$1,340.30"))
    }

    @Test func aSpendOnOneLine_fromHome_isRecordedAndHomeShowsTheNewTotal() async throws {
        let output = await app.run("spend 4.50 at Coffee Corner from everyday category dining", "review", "confirm")

        #expect(output.errors.isEmpty, "\(output.errors)")
        #expect(try await balance(of: 1) == Decimal(string: "5428.00"))
        #expect(app.breadcrumb == ["Home"])
        #expect(
            output.output.contains(
                "Recorded $4.50 spent from Everyday at Coffee Corner; Everyday now holds\n$5,428.00.\nHome\n"))
    }

    @Test func aReceiptInAnAccount_isRecordedThere_piecesGivenOneByOne_andLeavesBackToIt() async throws {
        await app.run("accounts", "open visa", "receive")

        let output = await app.run("amount 40", "payee Refund shop", "category shopping", "confirm")

        #expect(output.errors.isEmpty, "\(output.errors)")
        #expect(try await balance(of: 4) == Decimal(string: "-1200.30"))
        #expect(app.breadcrumb == ["Home", "Accounts", "Visa"])
        #expect(output.output.contains("Latest transactions") && output.output.contains("Refund shop"))
    }

    @Test func aSpendLineTheRulesRefuse_beginsNothing_andMovesNothing() async throws {
        let output = await app.run("spend 1000000 at Yacht from everyday")

        #expect(output.errors.hasPrefix("error: insufficient funds: $5,432.50 available"), "\(output.errors)")
        #expect(output.errors.components(separatedBy: "error:").count == 2)
        #expect(app.breadcrumb == ["Home"])
        #expect(try await balance(of: 1) == Decimal(string: "5432.50"))
    }

    @Test func leavingATransfer_tellsTheStartingSceneNothingMoved() async throws {
        await app.run("transfer", "from 1", "amount 5")

        let output = await app.run("back")

        #expect(output.output.hasPrefix("Transfer cancelled; no money was moved.\nHome\n"))
        #expect(try await balance(of: 1) == Decimal(string: "5432.50"))
    }

    @Test func transferMistakes_areExplainedAndMoveNothing() async throws {
        await app.run("transfer")

        let output = await app.run("confirm", "from 1", "to 1", "amount 0.001", "amount 999999", "cancel")

        #expect(
            output.lines.filter { $0.stream == .error && $0.text.hasPrefix("error: ") }.map(\.text) == [
                "error: the transfer still needs: from, to, amount",
                "error: the source and destination are the same account",
                "error: USD amounts have at most 2 decimal places",
                "error: insufficient funds: $5,432.50 available",
            ])
        #expect(try await balance(of: 1) == Decimal(string: "5432.50"))
    }

    @Test func toggleBalances_hidesThemEverywhereUntilSwitchedOn() async {
        await app.run("accounts", "toggle-balances")

        let hidden = await app.run("home")
        let shown = await app.run("accounts", "toggle-balances")

        #expect(hidden.output.contains("Total balance: ••••"))
        #expect(!hidden.output.contains("$5,432.50"))
        #expect(shown.output.contains("$5,432.50"))
    }

    @Test func settings_pageSizeChangesTransactionPages() async {
        await app.run("settings", "set page-size 5", "home", "accounts", "open 1")

        let output = await app.run("transactions")

        #expect(output.output.contains("Page 1 of 104 · 520 transactions"))
    }

    @Test func freezingACard_isShownAndRefusedTwice() async {
        await app.run("cards")

        let frozen = await app.run("freeze everyday")
        let again = await app.run("freeze 1")

        #expect(frozen.result == .succeeded)
        #expect(again.result == .failed(ErrorViewModel(message: "the card is already frozen")))
        #expect(frozen.output.hasPrefix("Froze **** **** **** "))
        #expect(again.errors == "error: the card is already frozen\n")
    }

    @Test func transactionsSearchFilterAndOpen() async {
        await app.run("accounts", "open 1", "transactions", "filter type credit", "search salary")

        let output = await app.run("open 1")

        #expect(app.breadcrumb.last == "Transaction")
        #expect(output.output.contains("Memo:         Salary"))
        #expect(output.output.contains("Type:         credit"))
    }

    @Test(arguments: [
        ["accounts"], ["cards"], ["settings"], ["transfer"], ["accounts", "open 1"],
        ["accounts", "open 1", "transactions"], ["accounts", "open 1", "transactions", "open 1"],
    ])
    func everyScene_releasesAllItsPartsWhenLeft(path: [String]) async {
        for line in path {
            await app.run(line)
        }
        let parts = SceneParts(app.topScene)
        #expect(parts.count == 4)

        await app.run("home")

        #expect(parts.released)
    }
}

/// Weak references to a scene's view controller, interactor, presenter and router, found by
/// reflection so the test sees what the factory really built.
@MainActor
private struct SceneParts {
    private var references: [WeakReference] = []

    var count: Int { references.count }
    var released: Bool { references.allSatisfy { $0.object == nil } }

    init(_ scene: (any Scene)?) {
        guard let scene else { return }
        references.append(WeakReference(scene))
        for child in Mirror(reflecting: scene).children where ["interactor", "router"].contains(child.label) {
            guard let part = child.value as AnyObject? else { continue }
            references.append(WeakReference(part))
            for grandchild in Mirror(reflecting: part).children where grandchild.label == "presenter" {
                if let presenter = grandchild.value as AnyObject? {
                    references.append(WeakReference(presenter))
                }
            }
        }
    }
}

/// A weak reference to any object.
private struct WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
