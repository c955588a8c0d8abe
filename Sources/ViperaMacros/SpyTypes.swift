/// How the spy stores arguments of each kind of type.
enum SpyTypes {
    /// The type the `Call` enum stores for a parameter of `type`: errors as `ErrorViewModel`,
    /// existentials and closures by identity, anything else as it is.
    static func recordedType(of type: String) -> String {
        switch kind(of: type) {
        case .error: "ErrorViewModel"
        case .identity: "SpyIdentity"
        case .value(let stored): stored
        }
    }

    /// The expression that turns the argument `name` into its recorded value.
    static func recordedValue(of name: String, type: String) -> String {
        switch kind(of: type) {
        case .error: "ErrorViewModel(\(name))"
        case .identity: "SpyIdentity(\(name))"
        case .value: name
        }
    }

    /// The type a handler closure takes for a parameter of `type`: as declared, without the
    /// attributes that only a parameter may carry.
    static func handlerParameterType(of type: String) -> String {
        var text = type
        for prefix in ["inout ", "borrowing ", "consuming ", "sending "] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        return text
    }

    /// Whether `type` is written as an optional.
    static func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?")
    }

    /// Whether `type` is a scene existential, which a spy can answer with a `SpyScene`.
    static func isScene(_ type: String) -> Bool {
        ["any Scene", "(any Scene)"].contains(type)
    }

    // MARK: - Private

    private enum Kind {
        case error
        case identity
        case value(String)
    }

    private static func kind(of type: String) -> Kind {
        let bare = strippingAttributes(type)
        if ["any Error", "(any Error)", "Error", "any Error & Sendable"].contains(bare) {
            return .error
        }
        if bare.contains("any ") || bare.hasPrefix("some ") || bare.contains("->") {
            return .identity
        }
        return .value(bare)
    }

    private static func strippingAttributes(_ type: String) -> String {
        var text = type
        for prefix in ["@escaping ", "@Sendable ", "inout ", "sending ", "borrowing ", "consuming "] {
            while text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
            }
        }
        return text
    }
}
