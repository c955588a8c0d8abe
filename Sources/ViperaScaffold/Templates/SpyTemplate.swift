/// One method of a written spy: how it is declared, the `Call` case it records, and, for a
/// worker's method that returns, the `Result` a test sets for it.
struct SpyMethod {
    // MARK: - Properties

    /// The requirement as the protocol declares it, such as
    /// `func presentItems(_ response: Books.FetchItems.Response)`.
    let signature: String
    /// The `Call` case declared for it, such as `presentItems(Books.FetchItems.Response)`.
    let callCase: String
    /// The value recorded, such as `.presentItems(response)`.
    let recorded: String
    /// What the method returns, when it does: a test sets `{name}Result` to answer it.
    let answer: String?
    /// The method as documentation names it, such as `fetchFacts(about:)`.
    let selector: String

    /// Whether the method throws: a worker's spy then throws what the test sets.
    var throwsErrors: Bool { signature.contains(" throws") }

    /// The method's name, before its parameters.
    var name: String {
        let afterFunc = signature.dropFirst("func ".count)
        return String(afterFunc.prefix { $0 != "(" })
    }

    // MARK: - Initialization

    /// A method taking nothing or one value, declared with `effects` (`async`, `async throws`)
    /// and returning `answer` when given. `parameter` is `(label, name, type)` as declared; the
    /// call records its value, or what `recording` makes of it (an error as its view model).
    init(
        _ name: String, _ parameter: (label: String, name: String, type: String)? = nil, effects: String = "",
        answering answer: String? = nil, recording: (type: String, value: String)? = nil
    ) {
        let declared = parameter.map { "\($0.label == $0.name ? "" : "\($0.label) ")\($0.name): \($0.type)" } ?? ""
        let tail = (effects.isEmpty ? "" : " \(effects)") + (answer.map { " -> \($0)" } ?? "")
        signature = "func \(name)(\(declared))\(tail)"
        let kept = recording ?? parameter.map { (type: $0.type, value: $0.name) }
        callCase = kept.map { "\(name)(\($0.type))" } ?? name
        recorded = kept.map { ".\(name)(\($0.value))" } ?? ".\(name)"
        self.answer = answer
        selector = "\(name)(\(parameter.map { "\($0.label):" } ?? ""))"
    }

    // MARK: - Text

    /// The case line of the spy's `Call` enum.
    var caseLine: String { "        case \(callCase)\n" }

    /// The method as a main-actor spy implements it, after a blank line.
    var mainActorMethod: String {
        "\n    \(signature) {\n        calls.append(\(recorded))\n    }\n"
    }
}

/// A spy written into the test target, for an app that does not use `@Spyable`: the same
/// `calls` log of a `Call` enum, and `{method}Result` for what a worker answers, as the macro
/// writes, so the generated tests read the same either way.
struct SpyTemplate {
    // MARK: - Properties

    /// The protocol it stands in for, such as `BooksPresentationLogic`.
    let protocolName: String
    /// Its methods, inherited ones included.
    let methods: [SpyMethod]
    /// Whether it may be used from any task (a worker): it then keeps its log behind a lock.
    let isSendable: Bool

    // MARK: - Text

    var text: String {
        let cases = methods.map(\.caseLine).joined()
        let callEnum = "    enum Call: Equatable, Sendable {\n\(cases)    }\n"
        return isSendable ? sendableSpy(callEnum) : mainActorSpy(callEnum)
    }

    // MARK: - Private

    private var spyName: String { protocolName + "Spy" }

    private func mainActorSpy(_ callEnum: String) -> String {
        """
        /// Records every call to `\(protocolName)`, in order.
        @MainActor
        final class \(spyName): \(protocolName) {
        \(callEnum)
            private(set) var calls: [Call] = []
        \(methods.map(\.mainActorMethod).joined())}

        """
    }

    private func sendableSpy(_ callEnum: String) -> String {
        let answers = methods.map { method in
            if let answer = method.answer {
                "    private let \(method.name)Answer = SpyBox<Result<\(answer), any Error>?>(nil)\n"
            } else if method.throwsErrors {
                "    private let \(method.name)Failure = SpyBox<(any Error)?>(nil)\n"
            } else {
                ""
            }
        }
        let settings = methods.compactMap(resultProperty).joined()
        return """
            /// Records every call to `\(protocolName)`, in order, from any task, and answers as the test
            /// sets it.
            final class \(spyName): \(protocolName) {
            \(callEnum)
                private let recorded = SpyBox<[Call]>([])
            \(answers.joined())
                /// Every call, in the order made.
                var calls: [Call] { recorded.value }
            \(settings)\(methods.map(sendableMethod).joined())}

            """
    }

    private func resultProperty(_ method: SpyMethod) -> String? {
        guard let answer = method.answer else { return method.throwsErrors ? errorProperty(method) : nil }
        return """

                /// What `\(method.selector)` answers; the call fails when nothing is set.
                var \(method.name)Result: Result<\(answer), any Error>? {
                    get { \(method.name)Answer.value }
                    set { \(method.name)Answer.value = newValue }
                }

            """
    }

    private func errorProperty(_ method: SpyMethod) -> String {
        """

            /// What `\(method.selector)` throws, if anything.
            var \(method.name)Error: (any Error)? {
                get { \(method.name)Failure.value }
                set { \(method.name)Failure.value = newValue }
            }

        """
    }

    private func sendableMethod(_ method: SpyMethod) -> String {
        let record = "        recorded.mutate { $0.append(\(method.recorded)) }\n"
        guard method.answer != nil else {
            let failure =
                method.throwsErrors
                ? "        if let error = \(method.name)Error {\n            throw error\n        }\n" : ""
            return "\n    \(method.signature) {\n\(record)\(failure)    }\n"
        }
        return """

                \(method.signature) {
                    recorded.mutate { $0.append(\(method.recorded)) }
                    guard let answer = \(method.name)Result else {
                        throw UnconfiguredSpyError(
                            spy: "\(spyName)", method: "\(method.selector)", setting: "\(method.name)Result")
                    }
                    return try answer.get()
                }

            """
    }
}
