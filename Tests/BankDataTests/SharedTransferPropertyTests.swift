import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// The shares hold for every transfer a person asks of a server bank, whatever the accounts and
/// amounts: money moves only between accounts the person may move money on, and a refused
/// transfer changes nothing, not even on an account the person cannot see.
@Suite("Shares hold for every transfer", .serialized)
struct SharedTransferPropertyTests {
    // MARK: - Nested Types

    /// The demo bank, the administrator's, seen by a person who may view account 1, move money
    /// on account 3 and on an account of their own, and cannot see the others.
    private struct SharedBank {
        let administrator: ContractBank
        let person: ContractBank
        let own: Account.ID

        init() async throws {
            administrator = try ContractBank(.postgres, now: testNow, timeZone: utc)
            person = try administrator.admittedPerson(sharing: [(1, .view), (3, .transfer)])
            let opened = try await person.stores.accountManagement.open(
                NewAccount(name: "Mine", type: .checking, currency: "USD", openingMinor: 10_000, openedOn: testToday))
            own = opened.id
        }

        /// Every balance, as the administrator sees them.
        func balances() async throws -> [Account.ID: Int64] {
            let accounts = try await administrator.stores.accounts.allAccounts()
            return Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0.balanceMinor) })
        }
    }

    // MARK: - Generated Orders

    /// Every pair of the demo's accounts and the person's own (id 6), with amounts from a cent to
    /// more than any account holds.
    private static let orders = Gen.element(
        of: [Int64](1...6).flatMap { source in
            [Int64](1...6).flatMap { destination in
                [Decimal(string: "0.01"), 5, 75, 1_000_000].compactMap { $0 }.map { (source, destination, $0) }
            }
        }
    ).map { $0 ?? (3, 6, 5) }.array(of: 1...12)

    // MARK: - Properties

    @Test func money_movesOnlyBetweenAccountsThePersonMayMoveMoneyOn() async throws {
        let bank = try await SharedBank()
        let movable: Set<Account.ID> = [3, bank.own]
        await propertyCheck(count: 20, input: Self.orders) { orders in
            for (source, destination, amount) in orders {
                let before = try await bank.balances()
                let order = TransferOrder(
                    sourceID: source, destinationID: destination, amount: amount, memo: "Try", date: testNow)
                let outcome = await Result(awaiting: { try await bank.person.stores.transfers.transfer(order) })
                let after = try await bank.balances()
                let minor = try TransferRules.checkAmount(amount, currency: "USD")
                if movable.contains(source), movable.contains(destination), source != destination,
                    (before[source] ?? 0) >= minor
                {
                    #expect((try? outcome.get()) != nil, "\(source) → \(destination) \(amount) was refused")
                    #expect(after[source] == (before[source] ?? 0) - minor)
                    #expect(after[destination] == (before[destination] ?? 0) + minor)
                } else {
                    #expect((try? outcome.get()) == nil, "\(source) → \(destination) \(amount) moved money")
                    #expect(after == before)
                }
                #expect(after.values.reduce(0, +) == before.values.reduce(0, +))
            }
        }
    }

    @Test func aViewShare_isRefusedInThePersonsWords_andAHiddenAccountIsNotThere() async throws {
        let bank = try await SharedBank()

        let viewed = await Result(awaiting: {
            try await bank.person.stores.transfers.transfer(
                TransferOrder(sourceID: 1, destinationID: bank.own, amount: 5, memo: "Try", date: testNow))
        })
        let hidden = await Result(awaiting: {
            try await bank.person.stores.transfers.transfer(
                TransferOrder(sourceID: 2, destinationID: bank.own, amount: 5, memo: "Try", date: testNow))
        })

        #expect(bank.own == 6)
        #expect(throws: BankError.mayOnlyView(account: "Everyday", owner: TestPostgresServer.superuser)) {
            try viewed.get()
        }
        #expect(throws: BankError.accountNotFound(2)) { try hidden.get() }
    }
}

extension Result where Failure == any Error {
    /// The outcome of an async throwing call.
    fileprivate init(awaiting body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
