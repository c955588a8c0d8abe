public import BankDomain

/// The use cases of the transaction detail scene.
enum TransactionDetail {
    // MARK: - Show Transaction

    /// Show every field of one transaction, its note and its history.
    enum ShowTransaction {
        struct Response: Sendable, Equatable {
            let transaction: Transaction
            let account: Account
            /// Who wrote it: the audit trail of a bank shared between people.
            let author: LedgerAuthor
            /// The key of the transfer that wrote it, which `search` finds again.
            var requestKey: RequestKey?
            /// The note of one's own and every change made to the row.
            var notes = TransactionNotes(note: "", history: [])
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
            /// The row's changes, oldest first, each one line.
            var history: [String] = []
        }
    }

    // MARK: - Correct

    /// Give the row a category, a memo or a note, or delete it.
    enum Correct {
        struct Request: Sendable, Equatable {
            let correction: Correction
        }

        struct Response: Sendable, Equatable {
            let receipt: CorrectionReceipt
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Split

    /// Split the row into parts, each counted in its category, as typed.
    enum Split {
        struct Request: Sendable, Equatable {
            let parts: [WrittenSplitPart]
        }
    }

    // MARK: - Undo

    /// Review the session's last change, then take it back with `confirm`.
    enum Undo {
        struct Response: Sendable, Equatable {
            let correction: LedgerCorrection
            /// Whether it is taken back already, or only reviewed.
            let isDone: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }
}

/// What can be typed in a transaction's detail.
public enum TransactionDetailCommand: Sendable, Equatable {
    /// Count the row in another category.
    case category(TransactionCategory)
    /// Give the row another memo.
    case memo(String)
    /// Keep a note with the row; none removes it.
    case note(String)
    /// Split the row into parts that add up to it.
    case split([WrittenSplitPart])
    /// Take the row out of the ledger.
    case delete
    /// Review the session's last change, to take it back.
    case undo
    /// Take back the change reviewed.
    case confirm
}
