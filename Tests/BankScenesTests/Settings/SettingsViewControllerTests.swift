import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings view controller")
struct SettingsViewControllerTests {
    @Test func viewController_parsesSetAndAppliesTheColourSetting() async throws {
        let console = CapturingConsole(width: 60, colorEnabled: true)
        let interactor = SettingsBusinessLogicSpy()
        let sut = SettingsViewController(console: console, interactor: interactor, router: SettingsRoutingLogicSpy())
        let table = sut.commands

        await sut.sceneDidLoad()
        await sut.handle(try table.command(for: "set page-size 50"))
        await sut.handle(try table.command(for: "set show off"))
        await sut.handle(try table.command(for: "set color ON"))
        await sut.handle(try table.command(for: "set notices off"))
        sut.displaySettings(.init(fields: [.init(label: "Colour", value: "off")], usesColour: false))

        #expect(table.declarationProblems().isEmpty)
        #expect(
            interactor.calls == [
                .showSettings, .changeSetting(.init(change: .pageSize(50))),
                .changeSetting(.init(change: .showsBalances(false))), .changeSetting(.init(change: .usesColour(true))),
                .changeSetting(.init(change: .showsNotices(false))),
            ])
        #expect(console.output == lines("Settings", "", "Colour: off"))
        #expect(!console.colorEnabled)
    }

    @Test(arguments: [
        ("set page-size 4", "page-size must be a whole number from 5 to 100, not '4'"),
        ("set page-size many", "page-size must be a whole number from 5 to 100, not 'many'"),
        ("set colour maybe", "colour must be on or off, not 'maybe'"),
        ("set volume 3", "KEY must be one of page-size, show-balances, colour, color, notices, not 'volume'"),
        ("set notices maybe", "notices must be on or off, not 'maybe'"),
    ])
    func viewController_badSettings_areExplained(line: String, message: String) {
        #expect {
            try SettingsViewController.commandTable.command(for: line)
        } throws: { error in
            (error as? CommandLineError)?.message == message
        }
    }
}
