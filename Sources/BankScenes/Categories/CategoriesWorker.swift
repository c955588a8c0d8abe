import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the categories scene.
@Spyable
protocol CategoriesWorkingLogic: WorkingLogic {
    func fetchCategoryBook() async throws -> CategoryBook
    /// Closed accounts too: their rows count in a month's totals.
    func fetchAccountsWithHistory() async throws -> [Account]
    func fetchTotals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals]
    func addCategory(_ definition: CategoryDefinition) async throws
    func moveCategory(_ move: CategoryMove) async throws -> CategoryMoveReceipt
    func addRule(_ rule: CategoryRule) async throws -> [CategoryRule]
    func removeRule(at position: Int) async throws -> CategoryRule
    func recategorise(applying: Bool) async throws -> [RuleCategorisation]
}

/// The categories scene's worker: the bank's stores.
typealias CategoriesWorker = StoreWorker

extension StoreWorker: CategoriesWorkingLogic {
    func addCategory(_ definition: CategoryDefinition) async throws {
        try await stores.categories.addCategory(definition)
    }

    func moveCategory(_ move: CategoryMove) async throws -> CategoryMoveReceipt {
        try await stores.categories.move(move)
    }

    func addRule(_ rule: CategoryRule) async throws -> [CategoryRule] {
        try await stores.categories.addRule(rule)
    }

    func removeRule(at position: Int) async throws -> CategoryRule {
        try await stores.categories.removeRule(at: position)
    }

    func recategorise(applying: Bool) async throws -> [RuleCategorisation] {
        try await stores.categories.recategorise(applying: applying)
    }
}
