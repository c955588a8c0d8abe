import BankData
import BankDomain
import BankStorage
import BankTesting
import Foundation
import Testing

/// The revision a scene keeps a response under: the same while nothing changes, moved by every
/// change, whoever makes it, on every backend.
@Suite("Bank revision contract")
struct BankRevisionContractTests {
    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    @Test(arguments: StoreBackend.allCases)
    func anUnchangedBank_tellsTheSameRevision_commandAfterCommand(backend: StoreBackend) async throws {
        // Given a bank whose revision a command read
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        bank.commandWillRun()
        let first = try await bank.stores.revisions.revision()

        // When later commands read it, and the accounts, with nothing written
        bank.commandWillRun()
        _ = try await bank.stores.accounts.allAccounts()
        let second = try await bank.stores.revisions.revision()
        bank.commandWillRun()
        let third = try await bank.stores.revisions.revision()

        // Then every one tells the same revision
        #expect(first != nil)
        #expect(second == first)
        #expect(third == first)
    }

    @Test(arguments: StoreBackend.allCases)
    func aTransferOfThisSession_movesTheRevision(backend: StoreBackend) async throws {
        // Given a bank whose revision a command read
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        bank.commandWillRun()
        let before = try await bank.stores.revisions.revision()

        // When the same command transfers, and reads the revision again
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 1, memo: "Moved", date: testNow))
        let after = try await bank.stores.revisions.revision()

        // Then it moved
        #expect(after != before)
    }

    @Test(arguments: StoreBackend.allCases)
    func aWriteByAnotherConnection_movesTheRevisionForTheNextCommand(backend: StoreBackend) async throws {
        // Given two sessions on one bank, the first having read its revision
        let path = folder + "/shared.sqlite"
        let first = try ContractBank(backend, now: testNow, timeZone: utc, sharing: path)
        let second = try ContractBank(backend, now: testNow, timeZone: utc, sharing: first.address ?? path)
        first.commandWillRun()
        let before = try await first.stores.revisions.revision()

        // When the second transfers
        second.commandWillRun()
        _ = try await second.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 3, memo: "Other", date: testNow))

        // Then the first's next command tells another revision
        first.commandWillRun()
        #expect(try await first.stores.revisions.revision() != before)
    }

    @Test func onAServer_theRevision_costsTheCommandsOneCheck_sharedWithItsReads() async throws {
        // Given a server bank whose accounts an earlier command read
        let bank = try ContractBank(.postgres, now: testNow, timeZone: utc)
        bank.commandWillRun()
        _ = try await bank.stores.accounts.allAccounts()

        // When a later command reads the revision, then the accounts
        bank.commandWillRun()
        let before = bank.roundTrips()
        _ = try await bank.stores.revisions.revision()
        _ = try await bank.stores.accounts.allAccounts()

        // Then both together cost the one revision check
        #expect(bank.roundTrips() - before == 1)
    }

    @Test func aBankForgottenWhole_tellsANewGeneration_thoughItsCountersRepeat() {
        // Given a read cache that confirmed a revision
        var cache = ReadCache()
        cache.commandWillRun()
        let revision = Revision(dataVersion: 3, localChanges: 9)
        let before = cache.confirm(revision)

        // When the bank was replaced under it (a restore) and the same counters are read
        cache.forgetEverything()
        cache.commandWillRun()
        let after = cache.confirm(revision)

        // Then the revisions differ, and within one generation the counters decide
        #expect(after != before)
        #expect(after.generation == before.generation + 1)
        #expect(cache.confirmedBankRevision == after)
    }
}
