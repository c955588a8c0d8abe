/// One requirement of a protocol, as the spy generator needs it.
enum SpyRequirement: Equatable {
    /// A method.
    case method(SpyMethod)
    /// A property.
    case property(SpyProperty)
}

/// A method requirement.
struct SpyMethod: Equatable {
    /// How the method may throw.
    enum Throwing: Equatable {
        case none
        case untyped
        case typed(String)
    }

    /// One parameter: its argument label (nil for `_`), its name inside the method, and its type.
    struct Parameter: Equatable {
        let label: String?
        let name: String
        let type: String
    }

    let name: String
    let parameters: [Parameter]
    let isAsync: Bool
    let throwing: Throwing
    let returnType: String?

    /// The method's name with its labels, such as `presentAccounts(_:)`.
    var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A property requirement.
struct SpyProperty: Equatable {
    let name: String
    let type: String
    let isSettable: Bool

    /// Whether the type is optional, so the spy can start with nil.
    var isOptional: Bool {
        type.hasSuffix("?")
    }
}
