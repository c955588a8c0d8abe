import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings presenter: backups, restores, checks and unsaved changes")
struct SettingsMaintenancePresenterTests {
    private let display = SettingsDisplayLogicSpy()

    private func makePresenter(surface: Settings.Surface = .session) -> SettingsPresenter {
        let presenter = SettingsPresenter(formatting: formatting, surface: surface)
        presenter.display = display
        return presenter
    }

    private static let soundLines: [Settings.CheckViewModel.Line] = [
        .init(label: "File", value: "whole: SQLite's integrity check found nothing wrong", isProblem: false),
        .init(label: "Version", value: "5, the newest this vbank knows", isProblem: false),
        .init(
            label: "Money", value: "every balance equals its ledger (1 account, 2,600 transactions)", isProblem: false),
        .init(label: "Tallies", value: "agree with the ledger", isProblem: false),
    ]

    @Test func aSoundBank_isShownLineByLine_withTheVerdict_andNoError() {
        makePresenter().presentVerify(.init(report: Checks.sound))

        #expect(
            display.calls == [
                .displayVerify(
                    .init(
                        title: "Bank check · /home/alex/bank.sqlite",
                        check: .init(file: "/home/alex/bank.sqlite", lines: Self.soundLines, problemCount: 0),
                        verdict: "The bank is sound: its file is whole and every balance equals its ledger."))
            ])
    }

    @Test func aBankOnAServer_saysTheServerKeepsItsPages_andPointsAtPgRestore() throws {
        // Given the checks of a sound bank on a server, and of one whose balance is off
        let address = "postgresql://teller@db/bank"
        let sound = BankCheckReport(
            file: address, condition: .keptByServer, version: .current(1),
            money: .checked(accounts: [Checks.everyday], transactions: 2_600), talliesAgree: true)
        let faulty = BankCheckReport(
            file: address, condition: .keptByServer, version: .current(1),
            money: .checked(accounts: [Checks.visaOff], transactions: 2_600), talliesAgree: true)

        // When they are presented
        let presenter = makePresenter()
        presenter.presentVerify(.init(report: sound))
        presenter.presentVerify(.init(report: faulty))

        // Then no SQLite file is claimed, and the way back is pg_restore
        let shown = try #require(display.displayVerifyArguments.first)
        #expect(shown.title == "Bank check · postgresql://teller@db/bank")
        #expect(
            shown.check.lines.first
                == .init(
                    label: "Storage", value: "kept by the PostgreSQL server, which checks its own pages (pg_amcheck)",
                    isProblem: false))
        #expect(shown.verdict == "The bank is sound: every balance equals its ledger.")
        #expect(
            display.displayErrorArguments.map(\.hint) == [
                "Restore it from a copy pg_dump wrote: pg_restore --clean --dbname=DATABASE bank.dump."
            ])
    }

    @Test func aFaultyBank_marksWhatIsWrong_namesTheAccount_andIsAnError() throws {
        makePresenter().presentVerify(.init(report: Checks.faulty))

        let shown = try #require(display.displayVerifyArguments.first)
        #expect(
            shown.check.lines == [
                .init(label: "File", value: "damaged: SQLite's integrity check found 3 problems", isProblem: true),
                .init(label: "Version", value: "4 of 5: vbank brings it up to date when it opens it", isProblem: false),
                .init(
                    label: "Money",
                    value: "Visa ****0004: the balance is -$1,240.30, but its ledger comes to -$1,240.31",
                    isProblem: true),
                .init(label: "Tallies", value: "agree with the ledger", isProblem: false),
            ])
        #expect(shown.verdict == nil)
        #expect(
            display.displayErrorArguments == [
                ErrorViewModel(
                    message: "the bank has 2 problems",
                    hint: "Restore it from a backup: 'restore FILE' here, or vbank restore FILE.")
            ])
    }

    @Test func aBackup_saysWhereHowBigAndWhatItHolds() {
        makePresenter().presentBackUp(.init(backup: BankBackup(file: "b.sqlite", bytes: 606_208, check: Checks.sound)))

        #expect(
            display.displayBackUpArguments.map(\.message) == [
                "Backed up the bank to 'b.sqlite' (606 KB: 1 account, 2,600 transactions); the copy passes its check."
            ])
        #expect(display.displayErrorArguments.isEmpty)
    }

    @Test func aBackupOfAFaultyBank_isWritten_butIsAnError() {
        makePresenter().presentBackUp(.init(backup: BankBackup(file: "b.sqlite", bytes: 1_500, check: Checks.faulty)))

        #expect(
            display.displayErrorArguments.map(\.message) == ["the copy has 2 problems, so the bank has them too"])
    }

    @Test func aRestore_saysWhereTheOldBankWent() {
        makePresenter().presentRestore(
            .init(outcome: .restored(file: "b.sqlite", keptAt: "bank.sqlite.before-restore-X", check: Checks.sound)))

        let shown = display.displayRestoreArguments
        #expect(shown.map(\.kept) == ["The bank as it was is kept in 'bank.sqlite.before-restore-X'."])
        #expect(shown.map(\.message) == ["Restored the bank from 'b.sqlite'. Type 'home' to see it."])
        #expect(display.displayErrorArguments.isEmpty)
    }

    @Test func onTheCommandLine_adviceNamesTheShellsCommands_andNoSessionIsPromised() {
        // Given the presenter of `vbank verify`, `vbank backup` and `vbank restore`
        let presenter = makePresenter(surface: .commandLine)

        // When a faulty bank, a backup of it and a restore are presented
        presenter.presentVerify(.init(report: Checks.faulty))
        presenter.presentBackUp(.init(backup: BankBackup(file: "b.sqlite", bytes: 1_500, check: Checks.faulty)))
        presenter.presentRestore(.init(outcome: .restored(file: "b.sqlite", keptAt: nil, check: Checks.sound)))

        // Then nothing tells the user to type a command of a session that is not there
        #expect(
            display.displayErrorArguments.map(\.hint) == [
                "Restore it from a backup: vbank restore FILE.",
                "Run 'vbank verify' to see them, and restore the bank from an older backup.",
            ])
        #expect(display.displayRestoreArguments.map(\.message) == ["Restored the bank from 'b.sqlite'."])
    }

    @Test func aRefusedRestore_showsTheCheck_andIsAnError() {
        makePresenter().presentRestore(.init(outcome: .refused(check: Checks.faulty)))

        #expect(display.displayRestoreArguments.map(\.message) == ["The bank was not replaced."])
        #expect(
            display.displayErrorArguments == [
                ErrorViewModel(
                    message: "'/home/alex/old.sqlite' did not pass its check (2 problems): the bank is as it was",
                    hint: "Restore from another backup, one that passes its check.")
            ])
    }

    @Test func aChangeThatWasNotSaved_isAWarningWithTheCauseAndTheWayOut() {
        let full = StorageFault(.diskFull, during: .saving, file: "bank.sqlite")

        makePresenter().presentChange(.init(change: .usesColour(false), notSaved: full))

        #expect(
            display.displayChangeArguments == [
                .init(
                    message:
                        "Colour is now off for this session only: the disk is full, so it was not saved. Free some space and try again.",
                    isSaved: false)
            ])
    }
}
