import BankData
import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// The rule of every multi-step command, held by the real scenes over a seeded bank: a refused
/// value, whether the line did not parse or a rule refused it, leaves no older value in its place.
@MainActor
@Suite("Refused values in multi-step commands")
struct TransferRefusalTests {
    private let bank: InMemoryBank
    private let app: SceneHarness

    init() async throws {
        let bank = try InMemoryBank()
        self.bank = bank
        app = await bank.app()
    }

    private func startTransfer() async {
        await app.run("transfer", "from 1", "to 2")
    }

    @Test func anAmountThatDoesNotParse_clearsTheAmountBefore() async {
        await startTransfer()
        await expectRefusalForgets(
            app, accepted: "amount 50", refused: "amount 12,50", probe: "review", stale: "$50.00")
    }

    @Test func anAmountTheRulesRefuse_clearsTheAmountBefore() async {
        await startTransfer()
        await expectRefusalForgets(app, accepted: "amount 50", refused: "amount 6000", probe: "review", stale: "$50.00")
    }

    @Test func aSourceTheRulesRefuse_clearsTheSourceBefore() async {
        await app.run("transfer", "to 2", "amount 4000")
        await expectRefusalForgets(
            app, accepted: "from 1", refused: "from travel", probe: "review", stale: "Everyday")
    }

    @Test func aDestinationTheSameAsTheSource_clearsTheDestinationBefore() async {
        await app.run("transfer", "from 1", "amount 5")
        await expectRefusalForgets(app, accepted: "to 2", refused: "to 1", probe: "review", stale: "Rainy day")
    }

    @Test func aMemoTooLong_clearsTheMemoBefore() async {
        await app.run("transfer", "from 1", "to 2", "amount 5")
        await expectRefusalForgets(
            app, accepted: "memo Birthday", refused: "memo " + String(repeating: "x", count: 201), probe: "review",
            stale: "Birthday")
    }

    @Test func confirmAfterARefusedCorrection_movesNothing_andSaysWhatIsMissing() async throws {
        // Given the reproduction of the issue
        await startTransfer()

        // When
        let output = await app.run("amount 50", "amount 12,50", "confirm")

        // Then
        #expect(
            output.result
                == .failed(ErrorViewModel(message: "the transfer still needs: amount", hint: "Type 'amount 25.00'.")))
        #expect(output.errors.contains("  The amount is cleared: the transfer has none until you give one with"))
        #expect(output.errors.hasSuffix("error: the transfer still needs: amount\n  Type 'amount 25.00'.\n"))
        #expect(try await bank.stores.accounts.account(id: 1).balanceMinor == 543_250)
    }

    @Test func amountsAsVbankPrintsThem_areAccepted() async throws {
        await startTransfer()

        let output = await app.run("amount $1,000.50", "confirm")

        #expect(output.errors.isEmpty)
        #expect(output.output.contains("Amount: $1,000.50\n"))
        #expect(output.output.contains("Transferred $1,000.50 from Everyday to Rainy day.\n"))
        #expect(try await bank.stores.accounts.account(id: 1).balanceMinor == 543_250 - 100_050)
    }
}
