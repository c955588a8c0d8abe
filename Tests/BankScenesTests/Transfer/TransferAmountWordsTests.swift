import BankData
import Testing
import ViperaTesting

@testable import BankScenes

/// An amount typed the way vbank prints it: a currency code, then the number.
@MainActor
@Suite("Transfer amounts written with their currency code")
struct TransferAmountWordsTests {
    private let app: SceneHarness

    init() async throws {
        app = await try InMemoryBank().app()
    }

    @Test func anAmountWithTheAccountsCode_isThatAmount() async {
        // Given a transfer between two dollar accounts
        await app.run("transfer", "from 1", "to 2")

        // When the amount is typed as vbank prints a coded amount
        let output = await app.run("amount USD 7.25", "review")

        // Then it is read as one amount, in that currency
        #expect(output.errors.isEmpty)
        #expect(output.output.contains("Ready to move $7.25 from Everyday"))
    }

    @Test func anAmountWithAnotherCode_isRefusedByItsCurrency_notAsAnExtraWord() async {
        // Given
        await app.run("transfer", "from 1", "to 2")

        // When
        let output = await app.run("amount CHF 7.25")

        // Then
        #expect(output.errors.contains("the amount is in CHF, but Everyday is in USD"))
        #expect(!output.errors.contains("unexpected argument"))
    }
}
