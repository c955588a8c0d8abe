import BankDomain
public import Vipera
import ViperaSpyable

/// An account a flow's draft can pick (a transfer's, a record's): numbered as listed, with what it
/// has available.
@TableRow
struct DraftAccountRow: Sendable, Equatable, Encodable {
    let number: String
    let name: String
    let maskedNumber: String
    let available: String
    /// What is available, for programs; nil while balances are hidden.
    let availableMinor: Int64?
    let currency: String
}

extension DraftAccountRow {
    /// The table's columns.
    nonisolated static let columns: [RowTable.Column<Column>] = [
        .init(Strings.Common.numberColumn, alignment: .right, .number),
        .init(Strings.Common.accountColumn, .name),
        .init(Strings.Accounts.numberColumn, shrinking: .whole, .maskedNumber),
        .init(Strings.Transfer.availableColumn, alignment: .right, .available),
    ]

    /// `accounts` numbered from 1, their availability shown when `showsBalances`.
    static func rows(_ accounts: [Account], showsBalances: Bool, formatting: BankFormatting) -> [DraftAccountRow] {
        accounts.enumerated().map { offset, account in
            DraftAccountRow(
                number: String(offset + 1), name: account.name,
                maskedNumber: formatting.maskedAccountNumber(account.number),
                available: formatting.balance(account.available, currency: account.currency, isVisible: showsBalances),
                availableMinor: showsBalances ? account.availableMinor : nil, currency: account.currency)
        }
    }
}

/// A piece of a flow's draft, labelled as the draft shows it.
struct DraftField: Sendable, Equatable, Encodable {
    let label: String
    let value: String
}

/// How a flow shows its draft: the accounts under a heading when it lists them, then each piece
/// and what is still needed.
enum DraftLayout {
    static func render(
        title: String, accounts: [DraftAccountRow], fields: [DraftField], nextStep: String
    ) -> RenderGroup {
        var parts: [any Renderable] = []
        if !accounts.isEmpty {
            parts.append(Heading(title))
            parts.append(RowTable(columns: DraftAccountRow.columns, rows: accounts))
        }
        let summary: [any Renderable] = [
            KeyValueList(fields.map { KeyValueList.Pair($0.label, $0.value) }), Paragraph(nextStep, style: .dim),
        ]
        parts.append(RenderGroup(summary, spacing: 0))
        return RenderGroup(parts)
    }
}
