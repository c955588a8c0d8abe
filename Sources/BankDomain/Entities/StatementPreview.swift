/// What an import of a statement would do, found without writing anything: the rows that would
/// come in and what they add up to, the first and last of them as they will read, the categories
/// they would be in, the rows the ledger holds already, and every bad row.
public struct StatementPreview: Sendable, Equatable {
    /// Rows of one category.
    public struct CategoryCount: Sendable, Equatable {
        /// The category's name.
        public let category: TransactionCategory
        /// How many rows would come in in it.
        public let rows: Int

        /// Creates a count.
        public init(category: TransactionCategory, rows: Int) {
            self.category = category
            self.rows = rows
        }
    }

    /// The import's counts as if it ran: `imported` is what would come in, every bad row listed.
    public let result: StatementImportResult
    /// What the rows that would come in bring in, in minor units.
    public let moneyInMinor: Int64
    /// What they take out, in minor units, as a positive figure.
    public let moneyOutMinor: Int64
    /// The first rows that would come in, up to ``StatementImportResult/sampleLimit``.
    public let first: [NewTransaction]
    /// The last of them, up to the same number, when there are more than the first.
    public let last: [NewTransaction]
    /// The rows that would come in by category, most rows first.
    public let categories: [CategoryCount]

    /// Creates a preview.
    public init(
        result: StatementImportResult, moneyInMinor: Int64, moneyOutMinor: Int64, first: [NewTransaction],
        last: [NewTransaction], categories: [CategoryCount]
    ) {
        self.result = result
        self.moneyInMinor = moneyInMinor
        self.moneyOutMinor = moneyOutMinor
        self.first = first
        self.last = last
        self.categories = categories
    }
}
