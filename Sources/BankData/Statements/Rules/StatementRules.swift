import BankDomain

/// A bank's CSV described in hledger's CSV rules: how to read the file, and how each record
/// becomes a row, by the fields hledger names (`date`, `description`, `amount`, `amount-in`,
/// `amount-out`, `balance`, `account2`, `currency`) and the category vbank reads from an account's
/// last segment. What vbank has no use for (`status`, `code`, `comment`, `account3`, …) is kept as
/// a note, never refused, so a rules file an hledger user keeps works as it is.
struct StatementRules: Equatable, Sendable {
    // MARK: - Nested Types

    /// One test of an `if` block: a pattern, matched without case against the whole record (its
    /// fields joined by commas) or against one field, perhaps negated.
    struct Matcher: Equatable, Sendable {
        /// The field it reads (`%desc`, `%3`); nil for the whole record.
        var field: String?
        /// The regular expression, as written.
        var pattern: String
        var isNegated = false
    }

    /// An `if` block: its matchers (a line each, any of them; `&&` joins one to the line before,
    /// both), then what it sets.
    struct Condition: Equatable, Sendable {
        /// Groups of matchers that must all hold; the block applies when any group holds.
        var groups: [[Matcher]] = []
        /// Field assignments, in order: a later one of a field wins.
        var assignments: [Assignment] = []
        /// `skip`: the record is passed over.
        var skipsRecord = false
        /// `end`: the record and every one after it are passed over.
        var endsFile = false
    }

    /// `FIELD TEMPLATE`: the field gets the template with each `%name` or `%N` replaced.
    struct Assignment: Equatable, Sendable {
        var field: String
        var template: String
    }

    /// A directive vbank reads and passes over, where it stands.
    struct Note: Equatable, Sendable {
        var path: String
        var line: Int
        var text: String
    }

    // MARK: - Properties

    /// Records passed over at the start: a header, or lines before it.
    var skip = 0
    /// The name of each field of a record, in order; `""` for one with none.
    var fieldNames: [String] = []
    var separator: StatementSeparator?
    /// `,` when amounts are written `1.234,56`.
    var decimalComma = false
    /// hledger's `date-format`, in `strftime` letters; nil for `yyyy-mm-dd`, `/` or `.`.
    var dateFormat: String?
    var isNewestFirst = false
    var encoding: StatementEncoding?
    /// The assignments outside any `if`, and the fields `fields` names after hledger's fields.
    var assignments: [Assignment] = []
    var conditions: [Condition] = []
    /// What vbank passed over, and names that name no field.
    var notes: [Note] = []
    /// Each `%name` an assignment interpolates, where it stands: one no field has is noted once
    /// the whole file, `fields` included, is read.
    var interpolated: [Note] = []
}
