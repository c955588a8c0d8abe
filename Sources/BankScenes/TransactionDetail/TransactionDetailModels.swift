import BankDomain

/// The use cases of the transaction detail scene.
enum TransactionDetail {
    // MARK: - Show Transaction

    /// Show every field of one transaction.
    enum ShowTransaction {
        struct Response: Sendable, Equatable {
            let transaction: Transaction
            let account: Account
            /// Who wrote it: the audit trail of a bank shared between people.
            let author: LedgerAuthor
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Field: Sendable, Equatable, Encodable {
                let label: String
                let value: String
                /// Whether the value is money coming in, which the view shows in green.
                var isCredit = false
            }

            let fields: [Field]
            /// The signed amount in minor units, its currency and when, for programs: the ISO
            /// moment of a row of a moment, the ISO day of a row of a day.
            let amountMinor: Int64
            let currency: String
            let timestamp: String?
            let day: String?
        }
    }
}
