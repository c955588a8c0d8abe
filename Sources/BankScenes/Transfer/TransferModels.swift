public import BankDomain
import Foundation
public import Vipera
import ViperaSpyable

/// The use cases of the transfer scene, a multi-step flow that collects its data first.
enum Transfer {
    // MARK: - Show Draft

    /// Show what has been collected and what is still needed.
    enum ShowDraft {
        struct Response: Sendable, Equatable {
            let draft: TransferDraft
            let accounts: [Account]
            let showsBalances: Bool
            let includesAccounts: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            typealias AccountRow = DraftAccountRow

            typealias Field = DraftField

            let accounts: [AccountRow]
            let fields: [Field]
            /// The amount set so far, for programs.
            let amount: MinorAmount?
            let nextStep: String
        }
    }

    // MARK: - Update Draft

    /// Set one piece of the transfer. A piece that is refused is cleared, so the transfer never
    /// goes out with an older value in its place.
    enum UpdateDraft {
        enum Change: Sendable, Equatable {
            case source(ListPick)
            case destination(ListPick)
            case amount(WrittenAmount)
            case memo(String)

            /// The piece the change sets.
            var field: Field {
                switch self {
                case .source: .source
                case .destination: .destination
                case .amount: .amount
                case .memo: .memo
                }
            }
        }

        struct Request: Sendable, Equatable {
            let change: Change
        }
    }

    // MARK: - Forget

    /// Clear one piece: a line that would have set it was refused before it reached the scene.
    /// The refusal is shown as an error, with a note when a value was cleared.
    enum Forget {
        struct Request: Sendable, Equatable {
            let field: Field
            /// The error of the refused line.
            let refusal: ErrorViewModel
        }

        struct Response: Sendable, Equatable {
            /// The piece cleared; nil when it held nothing.
            let cleared: Field?
            /// The error of the refused line.
            let refusal: ErrorViewModel
        }
    }

    /// The pieces of a transfer, each collected by the command of the same name.
    enum Field: String, Sendable, Equatable, CaseIterable {
        case source
        case destination
        case amount
        case memo

        /// The command that collects the piece: the `collects` of its declaration.
        var piece: String {
            switch self {
            case .source: TransferCommand.Name.from
            case .destination: TransferCommand.Name.to
            case .amount: TransferCommand.Name.amount
            case .memo: TransferCommand.Name.memo
            }
        }

        /// The pieces that name an account.
        static let accounts: [Field] = [.source, .destination]

        /// The piece a command collects.
        init?(piece: String) {
            guard let field = Self.allCases.first(where: { $0.piece == piece }) else { return nil }
            self = field
        }
    }

    // MARK: - Review

    /// Check the whole transfer before sending it.
    enum Review {
        struct Response: Sendable, Equatable {
            let order: TransferOrder
            let source: Account
            let destination: Account
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            /// The amount to send, for programs.
            let amount: MinorAmount
        }
    }

    // MARK: - Finish

    /// Send the transfer, or cancel it, and leave.
    enum Finish {
        struct Response: Sendable, Equatable {
            let result: TransferResult
        }

        struct ViewModel: Sendable, Equatable, Encodable {}
    }
}

/// What the transfer flow has collected so far: the data collector of the seeds.
struct TransferDraft: Sendable, Equatable {
    var source: Account?
    var destination: Account?
    var amount: Decimal?
    /// The currency the amount was written in, when one was (`$5`).
    var amountCurrency: String?
    var memo: String?

    /// The account `field` holds, for the pieces that name one.
    func account(for field: Transfer.Field) -> Account? {
        switch field {
        case .source: source
        case .destination: destination
        case .amount, .memo: nil
        }
    }

    /// Whether `field` holds a value.
    func holds(_ field: Transfer.Field) -> Bool {
        switch field {
        case .source: source != nil
        case .destination: destination != nil
        case .amount: amount != nil
        case .memo: memo != nil
        }
    }

    /// The draft without `field`'s value.
    func clearing(_ field: Transfer.Field) -> TransferDraft {
        var cleared = self
        switch field {
        case .source: cleared.source = nil
        case .destination: cleared.destination = nil
        case .amount: (cleared.amount, cleared.amountCurrency) = (nil, nil)
        case .memo: cleared.memo = nil
        }
        return cleared
    }

    /// The memo the transfer is recorded with: the one given, or the domain's default.
    var memoToRecord: String { memo ?? TransferOrder.defaultMemo }

    /// The pieces still missing before the transfer can be sent, in the order they are asked for.
    var missing: [Transfer.Field] {
        [source == nil ? .source : nil, destination == nil ? .destination : nil, amount == nil ? .amount : nil]
            .compactMap { $0 }
    }
}

/// How a transfer flow ended, told to the scene that started it.
public enum TransferResult: Sendable, Equatable {
    /// The money moved.
    case completed(TransferReceipt)
    /// The user left without moving money.
    case cancelled
}

/// The scene that started a transfer, told how it ended, once, before the flow leaves.
@Spyable
@MainActor
public protocol TransferDelegate: AnyObject {
    /// The transfer finished or was cancelled.
    func transferDidFinish(_ result: TransferResult)
}

/// Why the transfer cannot go ahead yet.
enum TransferFlowError: Error, Equatable, Sendable, LocalizedError {
    /// Pieces still to give.
    case missing([Transfer.Field])
    /// A restore replaced the bank since the draft was begun: every piece was cleared.
    case bankReplaced
    /// An account of the draft changed since it was picked: the piece was cleared.
    case accountChanged(Transfer.Field, DraftAccountChange)

    var errorDescription: String? {
        switch self {
        case .missing(let fields): Strings.Transfer.missing(fields.map(\.piece))
        case .bankReplaced: Strings.Transfer.bankReplaced
        case .accountChanged(let field, let change): Strings.Transfer.accountChanged(field.piece, change)
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .missing(let fields): Strings.Transfer.missingHint(fields.map(\.piece))
        case .bankReplaced: Strings.Transfer.bankReplacedHint
        case .accountChanged(let field, _): Strings.Transfer.accountChangedHint(field.piece)
        }
    }
}

/// How an account a draft holds changed since it was picked, perhaps by another session.
enum DraftAccountChange: Sendable, Equatable {
    /// It was closed, or is no longer there to see.
    case closed(String)
    /// It has another name now.
    case renamed(String, to: String)
    /// It is owned or shared another way now.
    case reshared(String)

    /// How `picked` changed, as `current` lists the accounts now; nil when it is as it was.
    static func of(_ picked: Account, in current: [Account]) -> DraftAccountChange? {
        guard let now = current.first(where: { $0.id == picked.id }), !now.isClosed else { return .closed(picked.name) }
        if now.name != picked.name {
            return .renamed(picked.name, to: now.name)
        }
        if now.access != picked.access || now.owner != picked.owner {
            return .reshared(picked.name)
        }
        return nil
    }
}

/// The commands of the transfer scene.
public enum TransferCommand: Sendable, Equatable {
    /// Move money from the account picked from the list.
    case from(ListItem)
    /// Move it to the account picked from the list.
    case to(ListItem)
    /// How much, as written.
    case amount(WrittenAmount)
    /// The note both statements show.
    case memo(String)
    /// Check everything before sending.
    case review
    /// Send the transfer.
    case confirm
    /// Leave without sending.
    case cancel
}

extension TransferCommand {
    /// Command names that prose names too: declared once, for the table and the text.
    enum Name {
        static let from = "from"
        static let to = "to"
        static let amount = "amount"
        static let memo = "memo"
        static let review = "review"
        static let confirm = "confirm"
        static let cancel = "cancel"
    }
}
