package import BankDomain

/// A bank's CSV described in hledger's CSV rules: how to read the file, and how each record
/// becomes a row, by the fields hledger names (`date`, `description`, `amount`, `amount-in`,
/// `amount-out`, `balance`, `account2`, `currency`) and the category vbank reads from an account's
/// last segment. What vbank has no use for (`status`, `code`, `comment`, `account3`, …) is kept as
/// a note, never refused, so a rules file an hledger user keeps works as it is.
package struct StatementRules: Equatable, Sendable {
    // MARK: - Nested Types

    /// One test of an `if` block: a pattern, matched without case against the whole record (its
    /// fields joined by commas) or against one field, perhaps negated.
    package struct Matcher: Equatable, Sendable {
        /// The field it reads (`%desc`, `%3`); nil for the whole record.
        package var field: String?
        /// The regular expression, as written.
        package var pattern: String
        package var isNegated = false
    }

    /// An `if` block: its matchers (a line each, any of them; `&&` joins one to the line before,
    /// both), then what it sets.
    package struct Condition: Equatable, Sendable {
        /// Groups of matchers that must all hold; the block applies when any group holds.
        package var groups: [[Matcher]] = []
        /// Field assignments, in order: a later one of a field wins.
        package var assignments: [Assignment] = []
        /// `skip`: the record is passed over.
        package var skipsRecord = false
        /// `end`: the record and every one after it are passed over.
        package var endsFile = false
    }

    /// `FIELD TEMPLATE`: the field gets the template with each `%name` or `%N` replaced.
    package struct Assignment: Equatable, Sendable {
        package var field: String
        package var template: String
    }

    /// A directive vbank reads and passes over, where it stands.
    package struct Note: Equatable, Sendable {
        package var path: String
        package var line: Int
        package var text: String
    }

    // MARK: - Properties

    /// Records passed over at the start: a header, or lines before it.
    package var skip = 0
    /// The name of each field of a record, in order; `""` for one with none.
    package var fieldNames: [String] = []
    package var separator: StatementSeparator?
    /// `,` when amounts are written `1.234,56`.
    package var decimalComma = false
    /// hledger's `date-format`, in `strftime` letters; nil for `yyyy-mm-dd`, `/` or `.`.
    package var dateFormat: String?
    package var isNewestFirst = false
    package var encoding: StatementEncoding?
    /// The assignments outside any `if`, and the fields `fields` names after hledger's fields.
    package var assignments: [Assignment] = []
    package var conditions: [Condition] = []
    /// What vbank passed over, and names that name no field.
    package var notes: [Note] = []
    /// Each `%name` an assignment interpolates, where it stands: one no field has is noted once
    /// the whole file, `fields` included, is read.
    package var interpolated: [Note] = []
}
