import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings presenter")
struct SettingsPresenterTests {
    @Test func presenter_labelsTheSettingsAndConfirmsChanges() {
        let display = SettingsDisplayLogicSpy()
        let sut = SettingsPresenter(formatting: formatting)
        sut.display = display

        sut.presentSettings(
            .init(settings: UserSettings(pageSize: 10, showsBalances: false, usesColour: true, showsNotices: false)))
        sut.presentChange(.init(change: .pageSize(10)))
        sut.presentChange(.init(change: .showsBalances(false)))
        sut.presentChange(.init(change: .usesColour(true)))
        sut.presentChange(.init(change: .showsNotices(true)))

        #expect(
            display.displaySettingsArguments == [
                .init(
                    fields: [
                        .init(label: "Page size", value: "10"), .init(label: "Show balances", value: "off"),
                        .init(label: "Colour", value: "on"), .init(label: "Notices", value: "off"),
                    ],
                    usesColour: true
                )
            ])
        #expect(
            display.displayChangeArguments.map(\.message) == [
                "Transaction pages now show 10 rows.", "Show balances is now off.", "Colour is now on.",
                "Notices of other sessions' changes are now on.",
            ])
    }
}
