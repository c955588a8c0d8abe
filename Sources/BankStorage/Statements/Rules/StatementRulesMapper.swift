import BankDomain
import Foundation

/// Turns each record of a bank's CSV into the fields vbank's import reads (date, memo, amount,
/// category, balance), as a rules file says: the fields it names, what it sets, and each `if`
/// block that matches, a later assignment of a field winning over an earlier one, as in hledger.
package struct StatementRulesMapper {
    // MARK: - Nested Types

    /// What a record became.
    package enum Mapped: Equatable {
        /// vbank's fields, in ``columns``' order.
        case row([String])
        /// `skip`: passed over.
        case skipped
        /// `end`: this record and the rest are passed over.
        case ended
        /// Why the record makes no row.
        case problem(String)
    }

    // MARK: - Constants

    /// The header the import reads the mapped rows with.
    package static let columns = ["date", "memo", "amount", "category", "balance"]

    // MARK: - Properties

    private let rules: StatementRules
    private let dates: StrftimeDates
    private let conditions: [(condition: StatementRules.Condition, groups: [[StatementRulesTest]])]
    /// Each field's position by its name, from 1.
    private let positions: [String: Int]

    // MARK: - Initialization

    /// A mapper for `rules`, whose patterns the parser found to be regular expressions.
    package init(rules: StatementRules) {
        self.rules = rules
        dates = rules.dateFormat.flatMap(StrftimeDates.init(format:)) ?? .standard
        var positions: [String: Int] = [:]
        for (index, name) in rules.fieldNames.enumerated() where !name.isEmpty && positions[name] == nil {
            positions[name] = index + 1
        }
        self.positions = positions
        conditions = rules.conditions.map { condition in
            (condition, condition.groups.map { group in group.map { StatementRulesTest($0, positions: positions) } })
        }
    }

    // MARK: - Mapping

    /// What the record `fields` becomes.
    package func map(_ fields: [String]) -> Mapped {
        var values: [String: String] = [:]
        for (name, position) in positions where StatementRulesParser.usedFields.contains(name) {
            values[name] = position <= fields.count ? fields[position - 1] : ""
        }
        for assignment in rules.assignments {
            values[assignment.field] = interpolate(assignment.template, fields)
        }
        let record = fields.joined(separator: ",")
        var lowered: [UInt8]?
        let loweredRecord = {
            if let lowered { return lowered }
            let bytes = Array(record.lowercased().utf8)
            lowered = bytes
            return bytes
        }
        for (condition, groups) in conditions
        where groups.contains(where: { group in
            group.allSatisfy { $0.holds(fields: fields, record: record, loweredRecord: loweredRecord) }
        }) {
            if condition.endsFile { return .ended }
            if condition.skipsRecord { return .skipped }
            for assignment in condition.assignments {
                values[assignment.field] = interpolate(assignment.template, fields)
            }
        }
        return row(from: values)
    }

    // MARK: - Private

    private func row(from values: [String: String]) -> Mapped {
        let dateText = values["date"]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard let day = dates.day(from: dateText) else {
            return .problem(Strings.Rules.badDate(dateText, format: rules.dateFormat))
        }
        let amount: String
        switch StatementRulesAmount.amount(
            values["amount"], in: values["amount-in"], out: values["amount-out"], decimalComma: rules.decimalComma)
        {
        case .success(let text): amount = text
        case .failure(let problem): return .problem(problem.reason)
        }
        let currency = values["currency"].map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let balance = values["balance"].flatMap {
            StatementRulesAmount.normalised($0, decimalComma: rules.decimalComma)
        }
        return .row([
            day.isoText, values["description"] ?? "", currency.isEmpty ? amount : currency + " " + amount,
            category(values), balance.map { currency.isEmpty ? $0 : currency + " " + $0 } ?? "",
        ])
    }

    /// vbank's category: one set as `category`, else the last segment of `account2`
    /// (`expenses:food:groceries` is `groceries`).
    private func category(_ values: [String: String]) -> String {
        if let category = values["category"], !category.trimmingCharacters(in: .whitespaces).isEmpty {
            return category
        }
        guard let account = values["account2"] else { return "" }
        return account.split(separator: ":").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// `template` with each `%N` and `%name` replaced by that field of the record; a name that is
    /// no field stays as written.
    private func interpolate(_ template: String, _ fields: [String]) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var result = ""
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            guard character == "%" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            let nameStart = template.index(after: index)
            let nameEnd =
                template[nameStart...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                ?? template.endIndex
            let name = template[nameStart..<nameEnd].lowercased()
            if let position = Int(name) ?? positions[name] {
                result += position >= 1 && position <= fields.count ? fields[position - 1] : ""
            } else {
                result += template[index..<nameEnd]
            }
            index = nameEnd
        }
        return result
    }

}
