import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// A transfer whose call or answer the network loses moves the money exactly once, and vbank says
/// what became of it: sent again with its key on a new connection, the server answers with the
/// first outcome, or makes it now if the call never arrived; while the server stays unreachable,
/// vbank says the transfer may have been made, with the key.
@Suite("Transfers whose answer is lost")
struct LostAnswerTests {
    // MARK: - Settled at once

    @Test(arguments: [LostPart.answer, .call])
    @MainActor func aLostPart_isSentAgainWithItsKey_andTheMoneyMovesOnce(lost: LostPart) async throws {
        // Given a server bank reached through a proxy that loses the transfer's call or answer
        let bank = try BankBehindProxy()
        let before = try bank.balances()
        bank.proxy.arm(lost.fault)

        // When a transfer is sent
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Lost", date: testNow)
        let receipt = try await bank.session.stores.transfers.transfer(order)

        // Then it was made once, and the receipt says so
        #expect(bank.proxy.faultsSprung == 1)
        #expect(try bank.balances() == [before[0] - 700, before[1] + 700, before[2]])
        #expect(receipt.source.balanceMinor == before[0] - 700)
        #expect(try bank.rows(carrying: order.key) == 2)
    }

    // MARK: - Unsettled while the server is away

    @Test(arguments: [LostPart.answer, .call])
    @MainActor func whileTheServerStaysAway_theTransferMayHaveBeenMade_andTheSameKeyLaterSettlesIt(lost: LostPart)
        async throws
    {
        // Given a proxy that loses the call or its answer, then reaches no server
        let bank = try BankBehindProxy()
        let before = try bank.balances()
        bank.proxy.arm(lost.fault)
        bank.proxy.setReachable(false)

        // When a transfer is sent
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Away", date: testNow)

        // Then vbank says it may have been made, with its key
        await #expect(throws: BankError.storage(StorageFault(.answerLost(key: order.key), during: .transfer))) {
            try await bank.session.stores.transfers.transfer(order)
        }
        #expect(try bank.rows(carrying: order.key) == (lost == .answer ? 2 : 0))

        // And once the server is back, the same order moves the money once in all
        bank.proxy.setReachable(true)
        _ = try await bank.session.stores.transfers.transfer(order)
        #expect(try bank.balances() == [before[0] - 700, before[1] + 700, before[2]])
        #expect(try bank.rows(carrying: order.key) == 2)
    }

    @Test @MainActor func aConnectionFoundGoneBeforeAnythingWasSent_movedNoMoney_andSaysSo() async throws {
        // Given a session whose connection the server dropped, and a server now unreachable
        let bank = try BankBehindProxy()
        bank.proxy.arm(.dropMessage(containing: "vbank_transfer"))
        bank.proxy.setReachable(false)
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Away", date: testNow)
        await #expect(throws: BankError.self) { try await bank.session.stores.transfers.transfer(order) }

        // When another transfer is tried while the server is still away
        let next = TransferOrder(sourceID: 1, destinationID: 2, amount: 3, memo: "Next", date: testNow)

        // Then nothing was sent, and vbank says the connection is lost, not that money may have moved
        let error = await #expect(throws: BankError.self) { try await bank.session.stores.transfers.transfer(next) }
        guard case .storage(let fault) = error else { return }
        #expect(fault.cause == .connectionLost && !fault.isAnswerLost)
        #expect(try bank.rows(carrying: next.key) == 0)
    }

    // MARK: - The money property

    @Test @MainActor func overRandomLostAnswers_eachConfirmMovesTheMoneyExactlyOnce_andEveryAnswerIsTrue() async throws
    {
        // Given a bank behind the proxy and a model of its balances
        let bank = try BankBehindProxy()
        var model = try bank.balances()
        var random = SeededGenerator(seed: 50)

        for _ in 0..<24 {
            // When a transfer is confirmed while the network may lose its call or its answer, and
            // may keep the server away for a while
            let source = Int.random(in: 0..<3, using: &random)
            let destination = (source + Int.random(in: 1..<3, using: &random)) % 3
            let minor = Int64.random(in: 1...5_000, using: &random)
            let order = TransferOrder(
                sourceID: Int64(source + 1), destinationID: Int64(destination + 1),
                amount: Decimal(minor) / 100, memo: "Property", date: testNow)
            let fault = [nil, LostPart.answer, .call].randomElement(using: &random) ?? nil
            fault.map { bank.proxy.arm($0.fault) }
            let staysAway = fault != nil && Bool.random(using: &random)
            bank.proxy.setReachable(!staysAway)

            // Then every answer is true of the bank, and confirming again settles an unknown one
            let moved = try await bank.confirmUntilSettled(order, healing: staysAway)
            if moved {
                model[source] -= minor
                model[destination] += minor
            }
            #expect(try bank.rows(carrying: order.key) == (moved ? 2 : 0))
            #expect(try bank.balances() == model)
        }
    }
}

// MARK: - Support

/// Which part of a transfer's round trip the network loses.
enum LostPart: Sendable, CustomStringConvertible {
    case answer, call

    var fault: PostgresFaultProxy.Fault {
        switch self {
        case .answer: .dropAnswer(toMessageContaining: "vbank_transfer")
        case .call: .dropMessage(containing: "vbank_transfer")
        }
    }

    var description: String { self == .answer ? "the answer" : "the call" }
}

/// A demo bank on the test server, and a session that reaches it through a fault proxy.
@MainActor
struct BankBehindProxy {
    let server: TestPostgresServer
    let database: String
    let proxy: PostgresFaultProxy
    let session: ContractBank

    init() throws {
        server = try TestPostgresServer.shared()
        let (database, url) = try server.freshDatabase()
        self.database = database
        _ = try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: url)
        proxy = try PostgresFaultProxy(server: server)
        session = try ContractBank(.postgres, now: testNow, timeZone: utc, sharing: proxy.url(of: database))
    }

    /// Accounts 1, 2 and 3's balances in minor units, read straight from the server.
    func balances() throws -> [Int64] {
        try server.psql("SELECT balance_minor FROM account WHERE id <= 3 ORDER BY id", database: database)
            .split(separator: "\n").compactMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// How many ledger rows carry `key`.
    func rows(carrying key: RequestKey) throws -> Int {
        Int(
            try server.psql("SELECT count(*) FROM ledger_entry WHERE request_key = '\(key)'", database: database)
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Confirms `order` as a person would: when vbank says it may have been made, the server comes
    /// back (if `healing`) and the same order is confirmed again. Whether the money moved, as
    /// vbank said it; a refusal by the rules moved nothing.
    func confirmUntilSettled(_ order: TransferOrder, healing: Bool) async throws -> Bool {
        do {
            _ = try await session.stores.transfers.transfer(order)
            return true
        } catch BankError.storage(let fault) where fault.isAnswerLost {
            #expect(healing, "an answer was unknown though the server could be asked again")
            proxy.setReachable(true)
            return try await confirmUntilSettled(order, healing: false)
        } catch let refusal as BankError {
            #expect(refusal == .insufficientFunds(available: refusal.availableForTest, currency: "USD"))
            return false
        }
    }
}

extension BankError {
    /// The amount an insufficient-funds refusal names, so the refusal can be compared whole.
    fileprivate var availableForTest: Decimal {
        if case .insufficientFunds(let available, _) = self { available } else { -1 }
    }
}
