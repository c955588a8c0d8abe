import BankDomain
import Foundation
import PropertyBased
import Testing

@testable import BankData
@testable import BankStorage

/// What one bank exports, another imports as it was: every row's day, memo, amount and category,
/// whatever characters the memos hold; and the bank that exported it adds none of it again.
@Suite("Export and import round trip")
struct ExportImportRoundTripTests {
    // MARK: - Constants

    /// Pieces of memos: quotes, separators, breaks (kept as one space), formula starts and the
    /// guard mark before them, letters beyond ASCII, an escape sequence, spaces at the ends.
    private static let pieces = [
        "a", "Z", "é", "ß", "\"", ",", ";", "\t", "\n", "\r\n", " ", "'", "=", "+", "-", "@", "\u{1F600}", "7",
        "\u{1B}[31m", "Café", "O'Brien",
    ]

    private let folder: String

    init() throws {
        folder = try temporaryDirectory()
    }

    // MARK: - Properties

    @Test func anyLedgerOfDays_exportedAndImportedIntoAnotherBank_comesBackAsItWas() async {
        let memo = Gen.element(of: Self.pieces).map { $0 ?? "a" }.array(of: 1...10).map { $0.joined() }
        let amount = Gen.int64(in: -5_000_000...5_000_000).map { $0 == 0 ? 1 : $0 }
        let day = Gen.int(in: 20_000...20_500).map { CalendarDay(daysSince1970: $0) }
        let category = Gen.element(of: TransactionCategory.defaults).map { $0 ?? .other }
        let row = zip(memo, amount, day, category)
        let folder = self.folder
        await propertyCheck(count: 60, input: row.array(of: 1...12)) { generated in
            // Given a bank whose account holds rows of days, with memos as the bank keeps them
            let rows = generated.compactMap { memo, amount, day, category -> NewTransaction? in
                guard let kept = try? MemoText.accepted(memo) else { return nil }
                return NewTransaction(
                    day: day, memo: kept, category: category, amountMinor: amount.magnitude.clamped,
                    type: amount > 0 ? .credit : .debit, counterparty: kept)
            }
            let (mine, mineID) = try await Self.emptyBank()
            try await mine.imports.append(rows, to: mineID)

            // When it is exported, imported into another bank, and into the same bank again
            let path = folder + "/\(UUID().uuidString).csv"
            let written = try await mine.statements.exportStatement(
                matching: TransactionQuery(accountID: mineID), to: path)
            let (other, otherID) = try await Self.emptyBank()
            let there = try await other.statements.importStatement(
                at: path, into: otherID, options: .init(), progress: { _ in })
            let again = try await mine.statements.importStatement(
                at: path, into: mineID, options: .init(), progress: { _ in })

            // Then the other bank holds the same rows (those of one day in the order of the file,
            // which lists the newest first), and the bank itself adds nothing
            #expect(
                written == rows.count && there.imported == rows.count && there.problemCount == 0, "\(there.problems)")
            let theirs = try await other.transactions.newest(50, matching: TransactionQuery(accountID: otherID))
            let ours = try await mine.transactions.newest(50, matching: TransactionQuery(accountID: mineID))
            #expect(theirs.map(Self.content).sorted() == ours.map(Self.content).sorted())
            #expect(again.imported == 0 && again.ownRowsInLedger == rows.count)
        }
    }

    @Test(arguments: ["=SUM(A1)", "'=SUM(A1)", "''+1", "'plain", "O'Brien", "-5 fee", "@home"])
    func aMemoThatLooksLikeAGuardedFormula_readsBackAsItWas(memo: String) {
        let exported = StatementCSV.exportedMemo(memo)

        #expect(StatementCSV.withoutFormulaGuard(exported) == memo)
        #expect(!["=", "+", "-", "@"].contains(exported.first.map(String.init) ?? ""))
    }

    // MARK: - Private

    /// A new empty bank in memory and its one account.
    private static func emptyBank() async throws -> (BankStores, Account.ID) {
        let stores = SQLiteBank.stores(
            for: try SQLiteBank.create(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow)),
            timeZone: utc)
        let account = try await stores.accountManagement.open(
            NewAccount(name: "Everyday", type: .checking, currency: "USD", openingMinor: 0, openedOn: nil))
        return (stores, account.id)
    }

    /// What a row says, without the identifiers a bank gives it.
    private static func content(_ row: Transaction) -> String {
        "\(row.day?.isoText ?? "-")|\(row.memo)|\(row.signedMinorUnits)|\(row.category.rawValue)"
    }
}

extension UInt64 {
    /// The value as a signed amount, which every generated magnitude fits.
    fileprivate var clamped: Int64 { Int64(clamping: self) }
}
