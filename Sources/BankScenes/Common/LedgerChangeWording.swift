public import BankDomain

/// Says a change another session made in the user's words, one line each:
/// `Savings: +$12.34, transfer from Everyday (another session)`,
/// `Everyday: 1,204 transactions imported (another session)`,
/// `Everyday: “Fresh Market”, category dining → groceries (another session)`.
public struct LedgerChangeWording: Sendable {
    // MARK: - Properties

    private let formatting: BankFormatting

    // MARK: - Initialization

    /// Creates the wording, with money and counts written as every scene writes them.
    public init(formatting: BankFormatting) {
        self.formatting = formatting
    }

    // MARK: - Wording

    /// The line that tells `change`.
    public func sentence(for change: LedgerChange) -> String {
        switch change.kind {
        case .bankReplaced: return Strings.Notices.bankReplaced
        case .resumed(let added):
            return Strings.Notices.resumed(
                formatting.count(added), count: added, listed: added <= LedgerChange.mostListedAfterAGap)
        case .imported, .corrected, .transaction: break
        }
        return "\(change.accountName): \(what(change)) \(Strings.Notices.bySomeoneElse)"
    }

    /// The line that stands for a burst of `count` changes.
    public static func burst(_ count: Int) -> String {
        Strings.Notices.burst(count)
    }

    // MARK: - Private

    private func what(_ change: LedgerChange) -> String {
        switch change.kind {
        case .imported(let count):
            return Strings.Notices.imported(formatting.count(count), plural: count != 1)
        case .bankReplaced:
            return Strings.Notices.bankReplaced
        case .resumed:
            return sentence(for: change)
        case .corrected(let correction, let memo):
            return CorrectionWording.notice(correction, memo: memo)
        case .transaction(let minorUnits, let category, let counterparty, let memo):
            let amount = formatting.money.string(minorUnits: minorUnits, currency: change.currency, sign: .always)
            guard category == .transfer else { return "\(amount), \(memo)" }
            let direction =
                minorUnits > 0
                ? Strings.Notices.transfer(from: counterparty) : Strings.Notices.transfer(to: counterparty)
            return "\(amount), \(direction)"
        }
    }
}
