import BankData
import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

/// The real factory over a seeded in-memory bank, driven by lines as a session drives it.
@MainActor
@Suite("Bank app in process")
struct BankSceneFactoryTests {
    private let console = CapturingConsole(width: 100)
    private let navigator = Navigator()
    private let bank: InMemoryBank
    private let factory: BankSceneFactory
    private let dispatcher: CommandDispatcher

    init() async throws {
        bank = try InMemoryBank()
        factory = BankSceneFactory(
            stores: bank.stores, clock: fixedClock, timeZone: utc, console: console, navigator: navigator)
        dispatcher = CommandDispatcher(navigator: navigator, console: console)
        navigator.push(factory.makeHome())
        await navigator.completeTransitions()
    }

    @discardableResult
    private func run(_ lines: String...) async -> [DispatchResult] {
        var results: [DispatchResult] = []
        for line in lines {
            results.append(await dispatcher.dispatch(line))
        }
        return results
    }

    private func balance(of id: Account.ID) async throws -> Decimal {
        try await bank.stores.accounts.account(id: id).balance
    }

    @Test func benchmarkNavigation_works() async {
        let results = await run("accounts", "open 2", "transactions", "next", "prev", "back", "back", "home")

        #expect(results.allSatisfy { $0 == .succeeded })
        #expect(console.errorOutput.isEmpty)
        #expect(navigator.breadcrumb == ["Home"])
    }

    @Test func transferFromHome_movesMoneyAndHomeShowsTheNewTotalsAndTheOutcome() async throws {
        console.clear()

        let results = await run(
            "transfer", "from everyday", "to rainy", "amount 50", "memo Saving up", "review", "confirm")

        #expect(results.allSatisfy { $0 == .succeeded })
        #expect(try await balance(of: 1) == Decimal(string: "5382.50"))
        #expect(try await balance(of: 2) == Decimal(string: "12050"))
        #expect(navigator.breadcrumb == ["Home"])
        #expect(console.output.contains("Transferred $50.00 from Everyday to Rainy day.\nHome\nTotal balance:"))
        #expect(console.output.contains("Everyday   checking   $5,382.50"))
    }

    @Test func transferFromAccountDetail_startsFromThatAccountAndReturnsThere() async throws {
        await run("accounts", "open visa", "transfer")
        console.clear()

        let results = await run("to 1", "amount 100", "confirm")

        #expect(results.allSatisfy { $0 == .succeeded })
        #expect(try await balance(of: 4) == Decimal(string: "-1340.30"))
        #expect(navigator.breadcrumb == ["Home", "Accounts", "Visa"])
        #expect(console.output.contains("Transferred $100.00 from Visa to Everyday.\nVisa\n"))
        #expect(console.output.contains("Balance:   -$1,340.30"))
    }

    @Test func leavingATransfer_tellsTheStartingSceneNothingMoved() async throws {
        await run("transfer", "from 1", "amount 5")
        console.clear()

        await run("back")

        #expect(console.output.hasPrefix("Transfer cancelled; no money was moved.\nHome\n"))
        #expect(try await balance(of: 1) == Decimal(string: "5432.50"))
    }

    @Test func transferMistakes_areExplainedAndMoveNothing() async throws {
        await run("transfer")
        console.clear()

        let results = await run("confirm", "from 1", "to 1", "amount 0.001", "amount 999999", "cancel")

        #expect(results == [.failed, .succeeded, .failed, .failed, .failed, .succeeded])
        #expect(
            console.reportedErrors.map(\.message) == [
                "the transfer still needs: from, to, amount",
                "the source and destination are the same account",
                "AMOUNT must have at most 2 decimal places, not '0.001'",
                "insufficient funds: $5,432.50 available",
            ])
        #expect(try await balance(of: 1) == Decimal(string: "5432.50"))
    }

    @Test func toggleBalances_hidesThemEverywhereUntilSwitchedOn() async {
        await run("accounts", "toggle-balances")
        console.clear()

        await run("home")
        let hidden = console.output
        await run("accounts", "toggle-balances")

        #expect(hidden.contains("Total balance: ••••"))
        #expect(!hidden.contains("$5,432.50"))
        #expect(console.output.contains("$5,432.50"))
    }

    @Test func settings_pageSizeChangesTransactionPages() async {
        await run("settings", "set page-size 5", "home", "accounts", "open 1")
        console.clear()

        await run("transactions")

        #expect(console.output.contains("Page 1 of 104 · 520 transactions"))
    }

    @Test func freezingACard_isShownAndRefusedTwice() async {
        await run("cards")
        console.clear()

        let results = await run("freeze everyday", "freeze 1")

        #expect(results == [.succeeded, .failed])
        #expect(console.output.hasPrefix("Froze **** **** **** "))
        #expect(console.reportedErrors.map(\.message) == ["the card is already frozen"])
    }

    @Test func transactionsSearchFilterAndOpen() async {
        await run("accounts", "open 1", "transactions", "filter type credit", "search salary")
        console.clear()

        await run("open 1")

        #expect(navigator.breadcrumb.last == "Transaction")
        #expect(console.output.contains("Memo:         Salary"))
        #expect(console.output.contains("Type:         credit"))
    }

    @Test(arguments: [
        ["accounts"], ["cards"], ["settings"], ["transfer"], ["accounts", "open 1"],
        ["accounts", "open 1", "transactions"], ["accounts", "open 1", "transactions", "open 1"],
    ])
    func everyScene_releasesAllItsPartsWhenLeft(path: [String]) async {
        for line in path {
            await run(line)
        }
        let parts = SceneParts(navigator.top?.scene)
        #expect(parts.count == 4)

        await run("home")

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
