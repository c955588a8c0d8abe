import BankDomain
import Foundation

/// A server bank's ledger read with plain SQL, through psql.
enum ServerLedger {
    private static let separator = "\u{1F}"

    static func transactions(of id: Account.ID, in database: String) throws -> [Transaction] {
        let output = try TestPostgresServer.shared().psql(
            """
            SELECT id, account_id, date, memo, category, amount_minor, type, counterparty, day FROM ledger_entry
            WHERE account_id = \(id) ORDER BY date DESC, id DESC
            """, database: database, separator: separator)
        return output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: Character(separator), omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 9, let id = Int64(fields[0]), let account = Int64(fields[1]),
                let date = Double(fields[2]), let amount = Int64(fields[5])
            else { return nil }
            return Transaction(
                id: id, accountID: account, date: Date(timeIntervalSince1970: date),
                day: Int(fields[8]).map(CalendarDay.init(daysSince1970:)), memo: fields[3],
                category: TransactionCategory(rawValue: fields[4]) ?? .other, amountMinor: amount,
                type: TransactionType(rawValue: fields[6]) ?? .debit, counterparty: fields[7])
        }
    }
}
