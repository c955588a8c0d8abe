import BankDomain
import Vipera

@testable import BankScenes

/// A scene that only has a title, returned by the factory spy.
@MainActor
final class StubScene: Scene {
    let title: String

    init(_ title: String) {
        self.title = title
    }
}

/// Records what routers ask of the navigator.
@MainActor
final class NavigatorSpy: Navigating {
    enum Call: Equatable {
        case push(String)
        case pop
        case popTo(EntryID)
        case popToRoot
        case replaceTop(String)
        case setPath([String])
    }

    private(set) var calls: [Call] = []
    var popError: NavigationError?
    let entries: [NavigationEntry] = []

    func push(_ scene: any Scene) -> EntryID {
        calls.append(.push(scene.title))
        return EntryID(calls.count)
    }

    func pop() throws(NavigationError) {
        calls.append(.pop)
        if let popError { throw popError }
    }

    func pop(to id: EntryID) throws(NavigationError) { calls.append(.popTo(id)) }
    func popToRoot() throws(NavigationError) { calls.append(.popToRoot) }

    func replaceTop(with scene: any Scene) -> EntryID {
        calls.append(.replaceTop(scene.title))
        return EntryID(calls.count)
    }

    func setPath(_ scenes: [any Scene]) throws(NavigationError) { calls.append(.setPath(scenes.map(\.title))) }
}

/// Records which scenes routers ask for, with the data they pass, and returns stub scenes.
@MainActor
final class BankSceneFactorySpy: BankSceneFactoring {
    enum Call: Equatable {
        case home
        case accounts
        case accountDetail(Account)
        case transactions(Account)
        case transactionDetail(Transaction, Account)
        case transfer(source: Account?, hasDelegate: Bool)
        case cards
        case settings
    }

    private(set) var calls: [Call] = []
    private(set) weak var lastTransferDelegate: (any TransferDelegate)?

    func makeHome() -> any Scene { record(.home, "Home") }
    func makeAccounts() -> any Scene { record(.accounts, "Accounts") }
    func makeAccountDetail(account: Account) -> any Scene { record(.accountDetail(account), account.name) }
    func makeTransactions(account: Account) -> any Scene { record(.transactions(account), "Transactions") }

    func makeTransactionDetail(transaction: Transaction, account: Account) -> any Scene {
        record(.transactionDetail(transaction, account), "Transaction")
    }

    func makeTransfer(source: Account?, delegate: (any TransferDelegate)?) -> any Scene {
        lastTransferDelegate = delegate
        return record(.transfer(source: source, hasDelegate: delegate != nil), "Transfer")
    }

    func makeCards() -> any Scene { record(.cards, "Cards") }
    func makeSettings() -> any Scene { record(.settings, "Settings") }

    private func record(_ call: Call, _ title: String) -> any Scene {
        calls.append(call)
        return StubScene(title)
    }
}

/// Records how transfer flows ended.
@MainActor
final class TransferDelegateSpy: TransferDelegate {
    private(set) var results: [TransferResult] = []

    func transferDidFinish(_ result: TransferResult) { results.append(result) }
}
