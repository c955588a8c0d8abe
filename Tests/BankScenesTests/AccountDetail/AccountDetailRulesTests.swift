import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// An import through hledger rules, in the account's scene.
@MainActor
@Suite("Account detail import with rules")
struct AccountDetailRulesTests {
    private static func scene(_ interactor: AccountDetailBusinessLogicSpy, rulesFolder: String?)
        -> AccountDetailViewController
    {
        AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 60), interactor: interactor,
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false,
            rulesFolder: rulesFolder)
    }

    @Test func rulesNamedAlone_areReadFromTheRulesFolder_andAPathAsItIs() async throws {
        // Given the scene with a rules folder
        let interactor = AccountDetailBusinessLogicSpy()
        let sut = Self.scene(interactor, rulesFolder: "/home/ann/.config/vbank/rules")

        // When statements are imported with rules by name, by a path, and by a file name
        for line in [
            "import s.csv --rules chase", "import s.csv --rules ./mine/chase.rules", "import s.csv --rules giro.rules",
        ] {
            await sut.handle(try sut.commands.command(for: line))
        }

        // Then the name is a file of the folder, and the others are paths as given
        #expect(
            interactor.calls.map { call -> String? in
                guard case .importStatement(let request) = call else { return nil }
                return request.options.rulesPath
            } == ["/home/ann/.config/vbank/rules/chase.rules", "./mine/chase.rules", "giro.rules"])
    }

    @Test func aDateFormatBesideRules_isRefused_asTheRulesSayHowDatesAreWritten() {
        let sut = Self.scene(AccountDetailBusinessLogicSpy(), rulesFolder: nil)

        #expect(throws: CommandLineError.self) {
            try sut.commands.command(for: "import s.csv --rules chase --format dd/MM/yyyy")
        }
    }

    @Test func withoutARulesFolder_aNameIsTakenAsAPath() {
        #expect(StatementImportLine.rulesPath("chase", folder: nil) == "chase")
        #expect(StatementImportLine.rulesPath("chase", folder: "/r") == "/r/chase.rules")
    }

    @Test func theSummary_namesTheRulesVbankPassedOver_threeAtMost() {
        // Given an import whose rules said four things vbank has no use for
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display
        let result = StatementImportResult(
            rowsRead: 1, imported: 1, duplicates: 0, problems: [], problemCount: 0, elapsed: .seconds(1),
            passedOverRules: [
                "b.rules:3: comment %3", "b.rules:4: status *", "b.rules:5: code %1", "b.rules:9: timezone UTC",
            ])

        // When it is presented
        sut.presentImport(.init(path: "s.csv", accountName: "Everyday", result: result))

        // Then the summary names three and counts the rest
        #expect(
            display.displayImportArguments.map(\.summary) == [
                "Imported 1 transaction into Everyday from s.csv (1.0 s, 1 rows/s). vbank has no use for, and passed over, these rules: b.rules:3: comment %3; b.rules:4: status *; b.rules:5: code %1; and 1 more."
            ])
    }
}
