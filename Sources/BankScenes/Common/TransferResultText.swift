/// How a finished transfer is told to the scene that started it.
enum TransferResultText {
    static func message(for result: TransferResult, formatting: BankFormatting) -> String {
        switch result {
        case .completed(let receipt):
            Strings.Transfer.completed(
                formatting.money.string(receipt.order.amount, currency: receipt.source.currency),
                from: receipt.source.name,
                to: receipt.destination.name
            )
        case .cancelled:
            Strings.Transfer.cancelled
        }
    }
}
