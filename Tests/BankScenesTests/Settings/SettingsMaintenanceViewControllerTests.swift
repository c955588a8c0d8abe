import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings view controller: backups, restores, checks and unsaved changes")
struct SettingsMaintenanceViewControllerTests {
    private let console = CapturingConsole(width: 80)
    private let interactor = SettingsBusinessLogicSpy()

    private func makeViewController() -> SettingsViewController {
        SettingsViewController(console: console, interactor: interactor, router: SettingsRoutingLogicSpy())
    }

    @Test func backupRestoreAndVerify_becomeTheirRequests() async throws {
        let sut = makeViewController()
        let table = sut.commands

        await sut.handle(try table.command(for: "backup 'my backups/bank.sqlite'"))
        await sut.handle(try table.command(for: "restore old.sqlite"))
        await sut.handle(try table.command(for: "restore old.sqlite --yes"))
        await sut.handle(try table.command(for: "confirm"))
        await sut.handle(try table.command(for: "cancel"))
        await sut.handle(try table.command(for: "verify"))

        #expect(
            interactor.calls == [
                .backUp(.init(path: "my backups/bank.sqlite")), .restore(.init(path: "old.sqlite", isConfirmed: false)),
                .restore(.init(path: "old.sqlite", isConfirmed: true)), .confirmRestore,
                .cancelRestore, .verify,
            ])
    }

    @Test(arguments: [("backup", "missing FILE for 'backup'"), ("restore", "missing FILE for 'restore'")])
    func aBackupOrRestoreWithoutAFile_isRefusedBeforeItRuns(line: String, message: String) {
        #expect {
            try SettingsViewController.commandTable.command(for: line)
        } throws: { error in
            (error as? CommandLineError)?.message == message
        }
    }

    @Test func aCheck_isRenderedAsItsLines_thenItsVerdict() {
        makeViewController().displayVerify(
            .init(
                title: "Bank check · bank.sqlite",
                check: .init(
                    file: "bank.sqlite",
                    lines: [
                        .init(label: "File", value: "whole", isProblem: false),
                        .init(label: "Money", value: "every balance equals its ledger", isProblem: false),
                    ],
                    problemCount: 0),
                verdict: "The bank is sound."))

        #expect(
            console.output
                == lines(
                    "Bank check · bank.sqlite", "", "File:  whole", "Money: every balance equals its ledger", "",
                    "The bank is sound."))
    }

    @Test func aChangeThatWasNotSaved_isAWarning() {
        makeViewController().displayChange(.init(message: "Colour is now off for this session only.", isSaved: false))

        #expect(console.output == lines("warning: Colour is now off for this session only."))
    }

    @Test func aRestore_showsTheCheck_whereTheOldBankWent_andTheOutcome() {
        makeViewController().displayRestore(
            .init(
                title: "Bank check · b.sqlite",
                check: .init(
                    file: "b.sqlite", lines: [.init(label: "File", value: "whole", isProblem: false)], problemCount: 0),
                kept: "The bank as it was is kept in 'k'.", message: "Restored the bank from 'b.sqlite'."))

        #expect(
            console.output
                == lines(
                    "Bank check · b.sqlite", "", "File: whole", "", "The bank as it was is kept in 'k'.", "",
                    "Restored the bank from 'b.sqlite'."))
    }
}
