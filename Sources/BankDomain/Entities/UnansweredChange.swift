/// A change sent with a key whose answer was lost on the way back
/// (``StorageFault/Cause/answerLost(key:)``). Asked for again, the same change carries the same
/// key, so the store makes it at most once whether or not the first one went through (payment
/// APIs' idempotency keys); any other change draws a new key. Once a change is answered, the lost
/// one is forgotten.
public struct UnansweredChange<Change: Sendable>: Sendable {
    // MARK: - Properties

    private var lost: (change: Change, key: RequestKey)?

    // MARK: - Initialization

    /// Nothing sent yet.
    public init() {}

    // MARK: - Keys

    /// The key to send a change with: the lost one's when `isSame` says this is that change
    /// again, else the next of `keys`.
    public func key(drawingFrom keys: RequestKeys, ifSameAs isSame: (Change) -> Bool) -> RequestKey {
        guard let lost, isSame(lost.change) else { return keys.next() }
        return lost.key
    }

    // MARK: - Outcomes

    /// Remembers `change`, sent with `key`, when `error` says its answer was lost; any other
    /// failure leaves what was remembered.
    public mutating func failed(_ change: Change, key: RequestKey, with error: any Error) {
        guard case .storage(let fault)? = error as? BankError, fault.isAnswerLost else { return }
        lost = (change, key)
    }

    /// Forgets the lost change: a change was answered.
    public mutating func answered() {
        lost = nil
    }
}
