import BankDomain
import Foundation

/// What the bank's `vbank_verify` answers, one JSON document, read into a check's report.
struct ServerCheck: Decodable {
    // MARK: - Nested Types

    /// The schema's version alone, read first: a newer vbank's document may differ.
    private struct Header: Decodable {
        let applied: Int
    }

    /// An account's balance and what its opening balance and ledger add up to, as text: a sum
    /// past 64 bits is not a balance, and JSON's numbers are doubles.
    struct Account: Decodable {
        let name: String
        let number: String
        let currency: String
        let balance: String
        let ledger: String
    }

    /// A ledger row beyond ``MoneyBounds``.
    struct Row: Decodable {
        let id: Int64
        let account: String
        let currency: String
        let date: Double
        let amount: String
        let type: String
        let day: Int?
    }

    // MARK: - Properties

    let applied: Int
    let accounts: [Account]
    let transactions: Int
    let talliesAgree: Bool
    let outOfBoundsCount: Int
    let outOfBounds: [Row]
    let unbalancedTransfers: Int

    // MARK: - Reading

    /// The report of the document `json` on the bank at `file`: the money, tallies, rows and
    /// transfers only for a schema this vbank knows.
    static func report(json: String, file: String) throws -> BankCheckReport {
        let data = Data(json.utf8)
        let version = version(applied: try decoded(Header.self, from: data).applied)
        guard case .current = version else {
            return BankCheckReport(
                file: file, condition: .keptByServer, version: version, money: .skipped, talliesAgree: nil)
        }
        return try decoded(ServerCheck.self, from: data).report(file: file, version: version)
    }

    /// The version of a bank that applied `applied` migrations.
    static func version(applied: Int) -> BankCheckReport.Version {
        let known = PostgresSchema.migrations.count
        if applied > known { return .newer(known: known) }
        return applied == known ? .current(known) : .older(applied, current: known)
    }

    // MARK: - Private

    private static func decoded<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw PostgresError.unexpectedValue(row: 0, column: 0)
        }
    }

    private func report(file: String, version: BankCheckReport.Version) throws -> BankCheckReport {
        let balances = try accounts.map { account in
            guard let balance = Int64(account.balance) else { throw PostgresError.unexpectedValue(row: 0, column: 0) }
            return BankCheckReport.AccountBalance(
                name: account.name, number: account.number, currency: account.currency, balanceMinor: balance,
                ledgerMinor: Int64(account.ledger))
        }
        let rows = try outOfBounds.map { row in
            guard let amount = Int64(row.amount) else { throw PostgresError.unexpectedValue(row: 0, column: 0) }
            return BankCheckReport.OutOfBoundsRow(
                id: row.id, account: row.account, currency: row.currency,
                when: row.day.map { .day(CalendarDay(daysSince1970: $0)) }
                    ?? .moment(Date(timeIntervalSince1970: row.date)),
                signedMinor: row.type == TransactionType.credit.rawValue ? amount : 0 &- amount)
        }
        return BankCheckReport(
            file: file, condition: .keptByServer, version: version,
            money: .checked(accounts: balances, transactions: transactions), talliesAgree: talliesAgree,
            outOfBounds: rows, outOfBoundsCount: outOfBoundsCount, unbalancedTransfers: unbalancedTransfers)
    }
}
