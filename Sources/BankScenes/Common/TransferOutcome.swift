import BankDomain

/// How a transfer a scene started has ended: the use case Home and AccountDetail share, each
/// through its own protocols, told when the transfer flow reports to its delegate.
enum TransferOutcome {
    struct Response: Sendable, Equatable {
        let result: TransferResult
    }

    struct ViewModel: Sendable, Equatable, Encodable {
        let message: String
        let isSuccess: Bool
        /// What moved, for programs; nil when nothing did.
        let amount: MinorAmount?
    }
}

extension TransferOutcome.ViewModel {
    /// What moved, or that nothing did.
    init(_ result: TransferResult, formatting: BankFormatting) {
        switch result {
        case .completed(let receipt):
            message = Strings.Transfer.completed(
                formatting.money.string(receipt.order.amount, currency: receipt.source.currency),
                from: receipt.source.name,
                to: receipt.destination.name
            )
            isSuccess = true
            amount = MinorAmount(
                minor: MinorUnits.roundedMinorUnits(of: receipt.order.amount, currency: receipt.source.currency),
                currency: receipt.source.currency)
        case .cancelled:
            message = Strings.Transfer.cancelled
            isSuccess = false
            amount = nil
        }
    }
}
