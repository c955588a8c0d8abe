import BankDomain
import Foundation
import Testing

@Suite("Storage faults in the user's words")
struct StorageFaultTests {
    static let causes: [StorageFault.Cause] = [
        .diskFull, .diskFailed, .readOnlyFile, .readOnlyFolder, .busy(seconds: 5), .damaged, .notABank, .newerVersion,
        .isFolder, .missingFolder("/srv/bank"), .fileExists, .noFile, .sameFile,
        .cannotOpen(reason: "it is not readable for you"), .outOfMemory, .unexpected,
    ]
    static let works: [StorageFault.Work] = [
        .reading, .saving, .transfer, .importStatement, .exportStatement, .opening, .backingUp, .restoring,
    ]

    /// What SQLite and PostgreSQL say of themselves, which a user must never read.
    static let technicalWords = [
        "SQLite error", "SQLITE_", "while executing", "SELECT", "INSERT", "UPDATE ", "sqlite_master", "ledgerEntry",
        "PRAGMA", "errno", "SQLSTATE", "error 1", "error 5", "error 8", "error 10", "error 11", "error 13",
    ]

    @Test func theIssuesExample_readsAsWritten() {
        // Given a full disk under an import
        let error = BankError.storage(StorageFault(.diskFull, during: .importStatement))

        // Then the user reads the cause, what became of the account, and what to do
        #expect(error.localizedDescription == "the disk is full: nothing was imported and the account is as it was")
        #expect(error.recoverySuggestion == "Free some space and import again.")
    }

    @Test func aDamagedBank_namesItsFileAndTheWayBack() {
        let fault = StorageFault(.damaged, during: .opening, file: "/home/alex/.local/share/vbank/bank.sqlite")

        #expect(
            fault.message
                == "the bank file is damaged (/home/alex/.local/share/vbank/bank.sqlite): vbank changed nothing")
        #expect(fault.hint == "Restore it from a backup: vbank restore FILE. 'vbank verify' tells what is wrong.")
    }

    @Test(arguments: works)
    func everyCause_saysWhatBecameOfTheData_withoutTechnicalWords(work: StorageFault.Work) {
        for cause in Self.causes {
            let fault = StorageFault(cause, during: work, file: "bank.sqlite")
            let text = fault.message + "\n" + fault.hint

            #expect(fault.message.contains(": "), "\(cause)")
            #expect(!fault.hint.isEmpty && fault.hint.hasSuffix("."), "\(cause)")
            for word in Self.technicalWords {
                #expect(!text.contains(word), "\(cause) during \(work): \(text)")
            }
        }
    }

    @Test func theConsequence_followsTheWork() {
        let consequences = Self.works.map { StorageFault(.busy(seconds: 5), during: $0).message }

        #expect(
            consequences == [
                "another session kept the bank busy for more than 5 seconds: nothing was changed",
                "another session kept the bank busy for more than 5 seconds: nothing was saved",
                "another session kept the bank busy for more than 5 seconds: no money was moved",
                "another session kept the bank busy for more than 5 seconds: nothing was imported and the account is as it was",
                "another session kept the bank busy for more than 5 seconds: no statement was written",
                "another session kept the bank busy for more than 5 seconds: vbank changed nothing",
                "another session kept the bank busy for more than 5 seconds: no backup was written",
                "another session kept the bank busy for more than 5 seconds: the bank is as it was",
            ])
    }

    @Test func aSessionThatOnlyReads_saysToStartAgainToWrite() {
        // Given a transfer refused in a session that opened a full disk's bank for reading only
        let fault = StorageFault(.diskFull, during: .transfer, readOnlySession: true)

        // Then a retry in this session would not help, and the hint says so
        #expect(fault.message == "the disk is full: no money was moved")
        #expect(fault.hint == "Free some space and start vbank again to make changes.")
    }

    @Test func onlyFaultsThatLeaveTheBankReadable_letASessionGoOnReading() {
        let readable = Self.causes.filter { StorageFault($0, during: .saving).leavesBankReadable }

        #expect(readable == [.diskFull, .readOnlyFile, .readOnlyFolder])
    }

    @Test func theSameFault_duringOtherWork_keepsItsCauseAndFile() {
        let fault = StorageFault(.readOnlyFolder, during: .reading, file: "/srv/bank.sqlite").during(.transfer)

        #expect(fault == StorageFault(.readOnlyFolder, during: .transfer, file: "/srv/bank.sqlite"))
        #expect(fault.message == "the folder of '/srv/bank.sqlite' is read-only for you: no money was moved")
    }
}
