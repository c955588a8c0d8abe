/// What a new scene is for, which decides its first use case and the input it is built from.
public enum SceneKind: String, Sendable, CaseIterable {
    /// A numbered list: `list` fetches items through the worker, and a command can pick one by
    /// number or name.
    case list
    /// One item's facts, built from the item it shows: `show` fetches them through the worker.
    case detail
    /// A draft filled in piece by piece, reviewed and confirmed, as vbank's transfer is.
    case form
}
