/// Which bank this is, and which life of it: what a draft names, so that what it was made against
/// is known again when it is sent.
///
/// ``id`` is the bank's from its making on, kept by backups; ``generation`` is new whenever a
/// restore puts another state of a bank in its place, so a transfer drafted before a restore
/// never goes out against the accounts the restore brought.
public struct BankIdentity: Sendable, Equatable {
    /// The bank's own identifier, from its making on.
    public let id: String
    /// This life of the bank: new after every restore.
    public let generation: String

    /// Creates an identity.
    public init(id: String, generation: String) {
        self.id = id
        self.generation = generation
    }
}
