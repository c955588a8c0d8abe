/// How a spy records an argument that has no equality of its own (a delegate, a closure, any
/// other existential): objects by identity, nil as nil, other values by their description.
public struct SpyIdentity: Equatable, Sendable, CustomStringConvertible {
    // MARK: - Properties

    private let object: ObjectIdentifier?
    /// A readable form of the value, for failure messages.
    public let description: String

    // MARK: - Initialization

    /// Records `value`.
    /// - Parameter value: The argument the spy was called with.
    public init(_ value: Any?) {
        guard let value else {
            object = nil
            description = "nil"
            return
        }
        if type(of: value) is AnyClass {
            let instance = value as AnyObject
            object = ObjectIdentifier(instance)
            description = String(describing: type(of: value))
        } else {
            object = nil
            description = String(describing: value)
        }
    }

    /// Equal when both are the same object, or neither is an object and both read the same.
    /// - Parameters:
    ///   - lhs: One recorded argument.
    ///   - rhs: Another.
    public static func == (lhs: SpyIdentity, rhs: SpyIdentity) -> Bool {
        lhs.object == rhs.object && (lhs.object != nil || lhs.description == rhs.description)
    }
}
