import BankDomain
import Testing

@Suite("Sharing rules")
struct SharingRulesTests {
    private static func account(owner: String? = "ann", access: AccountAccess = .own, closed: Bool = false) -> Account {
        Account(
            id: 1, name: "Joint", type: .checking, number: "7700000001", iban: "DE1", currency: "USD",
            balanceMinor: 100, isClosed: closed, owner: owner, access: access)
    }

    @Test func onlyAViewShare_stopsMoney_andOnlyTheOwnerChangesTheAccount() throws {
        // Given the three ways a person may hold an account
        let own = Self.account()
        let transfer = Self.account(access: .shared(.transfer))
        let view = Self.account(access: .shared(.view))

        // When money and changes are checked
        // Then a view share moves nothing and names the owner; shares change nothing of the account
        try SharingRules.checkMovesMoney(own)
        try SharingRules.checkMovesMoney(transfer)
        #expect(throws: BankError.mayOnlyView(account: "Joint", owner: "ann")) {
            try SharingRules.checkMovesMoney(view)
        }
        try SharingRules.checkOwns(own)
        #expect(throws: AccountError.notOwner(account: "Joint", owner: "ann")) { try SharingRules.checkOwns(transfer) }
        #expect(
            BankError.mayOnlyView(account: "Joint", owner: "ann").localizedDescription.contains("no money was moved"))
    }

    @Test func aTransferWithAViewShareOnEitherSide_isRefused() {
        // Given an account shared to view and one of the person's own
        let view = Self.account(access: .shared(.view))
        let own = Account(
            id: 2, name: "Mine", type: .checking, number: "7700000002", iban: "DE2", currency: "USD", balanceMinor: 100)

        // When money would move either way
        // Then both are refused
        #expect(throws: BankError.mayOnlyView(account: "Joint", owner: "ann")) {
            try TransferRules.checkAccounts(from: view, to: own)
        }
        #expect(throws: BankError.mayOnlyView(account: "Joint", owner: "ann")) {
            try TransferRules.checkAccounts(from: own, to: view)
        }
    }

    @Test(arguments: [
        ("bob", "bob"), ("  o'brien ", "o'brien"), ("zoë", "zoë"),
        ("a; DROP TABLE account; --", "a; DROP TABLE account; --"),
        ("\"quoted\"", "\"quoted\""),
    ])
    func personNames_keepWhatTheyHold(typed: String, accepted: String) throws {
        #expect(try SharingRules.acceptedPerson(typed) == accepted)
    }

    @Test func personNames_thatNoRoleCanHave_areRefused() {
        #expect(throws: AccountError.emptyPerson) { try SharingRules.acceptedPerson("   ") }
        #expect(throws: AccountError.noSuchPerson(String(repeating: "é", count: 32))) {
            try SharingRules.acceptedPerson(String(repeating: "é", count: 32))
        }
        #expect(throws: AccountError.self) { try SharingRules.acceptedPerson("bob\u{1B}[2J") }
    }

    @Test func sharing_needsAnOpenAccountOfOnesOwn_andAnotherPerson() throws {
        try SharingRules.checkShare(Self.account(), with: "bob")
        #expect(throws: AccountError.sharedWithOwner(account: "Joint", owner: "ann")) {
            try SharingRules.checkShare(Self.account(), with: "ann")
        }
        #expect(throws: BankError.accountClosed("Joint")) {
            try SharingRules.checkShare(Self.account(closed: true), with: "bob")
        }
        #expect(throws: AccountError.notOwner(account: "Joint", owner: "ann")) {
            try SharingRules.checkShare(Self.account(access: .shared(.transfer)), with: "cat")
        }
    }
}
