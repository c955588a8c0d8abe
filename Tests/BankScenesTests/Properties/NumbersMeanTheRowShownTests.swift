import BankDomain
import Foundation
import PropertyBased
import Testing
import Vipera

@testable import BankScenes

/// A number typed in Accounts means the account shown at that place when the list was last
/// shown, whatever other sessions (or the user's own commands) changed since: over generated
/// sequences of lists shown, changes made elsewhere, and numbers typed, every command that went
/// ahead acted on exactly that account, and every other was refused.
@MainActor
@Suite("Numbers mean the row shown")
struct NumbersMeanTheRowShownTests {
    /// What happens next: the list is shown, another session changes it, or a number is typed.
    private enum Step: CustomStringConvertible {
        case show
        case closeElsewhere(Int)
        case renameElsewhere(Int)
        case openElsewhere
        case open(Int)

        var description: String {
            switch self {
            case .show: "show"
            case .closeElsewhere(let index): "close #\(index) elsewhere"
            case .renameElsewhere(let index): "rename #\(index) elsewhere"
            case .openElsewhere: "open one elsewhere"
            case .open(let number): "open \(number)"
            }
        }
    }

    private static let steps = Gen.frequency(
        (2, Gen.always(Step.show)),
        (1, Gen.int(in: 0...7).map(Step.closeElsewhere)),
        (1, Gen.int(in: 0...7).map(Step.renameElsewhere)),
        (1, Gen.always(Step.openElsewhere)),
        (4, Gen.int(in: 1...8).map(Step.open)))

    @Test func everyNumberTyped_opensTheAccountShownThere_orIsRefused() async {
        await propertyCheck(count: 300, input: Self.steps.array(of: 1...30)) { steps in
            await Self.check(steps)
        }
    }

    private static func check(_ steps: [Step]) async {
        // The bank as other sessions change it, and the list as the scene last showed it
        var bank = (1...5).map { Self.account($0, name: "Account \($0)") }
        var nextID: Int64 = 6
        var shown: [Account]?
        let worker = AccountsWorkingLogicSpy()
        worker.fetchSettingsResult = .success(.defaults)
        let presenter = AccountsPresentationLogicSpy()
        let sut = AccountsInteractor(
            presenter: presenter, worker: worker, calendar: calendar, requestKeys: .seeded(1))
        for step in steps {
            worker.fetchAccountsResult = .success(bank)
            switch step {
            case .show:
                await sut.fetchAccounts()
                shown = bank
            case .closeElsewhere(let index) where bank.indices.contains(index):
                bank.remove(at: index)
            case .renameElsewhere(let index) where bank.indices.contains(index):
                bank[index] = Self.account(bank[index].id, name: bank[index].name + "'")
            case .openElsewhere:
                bank.append(Self.account(nextID, name: "Account \(nextID)"))
                nextID += 1
            case .open(let number):
                await sut.selectAccount(Accounts.SelectAccount.Request(pick: ListPick(position: number)))
                let opened = presenter.calls.last.map(Self.isSelection) == true
                let list = shown ?? []
                let meant = list.indices.contains(number - 1) ? list[number - 1] : nil
                if opened {
                    // It went ahead: the list was unchanged, and it is the account shown there
                    #expect(list == bank && meant != nil && sut.selectedAccount == meant, "\(steps)")
                } else if meant != nil {
                    // Refused only as changed: and then the list as it is now was shown first
                    #expect(list != bank, "\(steps)")
                    #expect(
                        presenter.calls.suffix(2).first == .presentAccounts(.init(accounts: bank, showsBalances: true)),
                        "\(steps)")
                    shown = bank
                }
            case .closeElsewhere, .renameElsewhere:
                break
            }
        }
    }

    private static func isSelection(_ call: AccountsPresentationLogicSpy.Call) -> Bool {
        if case .presentSelectedAccount = call { true } else { false }
    }

    private static func account(_ id: Int64, name: String) -> Account {
        Account(id: id, name: name, type: .checking, number: String(id), iban: nil, currency: "USD", balanceMinor: 0)
    }
}
