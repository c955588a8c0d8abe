import Synchronization

/// Makes named operations of an app's data layer fail on purpose, so a transcript can pin what a
/// user sees when storage fails. A transcript arms a fault for one command with a directive line
/// before it:
///
/// ```
/// #@fail transfers.transfer disk-full
/// > confirm
/// ! error: the disk is full: no money was moved
/// ```
///
/// While transcripts are checked, ``current`` holds the injector of the session being built, so
/// the app's root builder can wrap its stores; each wrapped operation calls ``check(_:)`` first.
@_spi(TranscriptFaults)
public final class FaultInjector: Sendable {
    // MARK: - Nested Types

    private struct State {
        var errors: [String: any Error & Sendable] = [:]
        var operations: Set<String> = []
        var armed: [String: String] = [:]
        var triggered: Set<String> = []
    }

    // MARK: - Properties

    /// The injector of the transcript session whose root is being built; nil in a real session.
    @TaskLocal public static var current: FaultInjector?

    private let state = Mutex(State())

    // MARK: - Initialization

    /// Creates an injector with nothing armed.
    package init() {}

    // MARK: - Declaring

    /// Declares the operations that can be made to fail and the errors a directive may name.
    /// - Parameters:
    ///   - operations: The operations' names, such as `transfers.transfer`.
    ///   - errors: The errors by the names a directive uses, such as `busy`.
    public func register(operations: [String], errors: [String: any Error & Sendable]) {
        state.withLock { state in
            state.operations.formUnion(operations)
            state.errors.merge(errors) { _, new in new }
        }
    }

    // MARK: - Arming

    /// Arms `faults` (operation to error name) for the next command; what cannot be armed, as
    /// messages: an operation or an error nobody declared.
    func arm(_ faults: [TranscriptFault]) -> [String] {
        state.withLock { state in
            state.armed = [:]
            state.triggered = []
            var problems: [String] = []
            for fault in faults {
                if !state.operations.contains(fault.operation) {
                    problems.append(Strings.Transcripts.unknownFaultOperation(fault.operation, known: state.operations))
                } else if state.errors[fault.error] == nil {
                    problems.append(Strings.Transcripts.unknownFaultError(fault.error, known: Set(state.errors.keys)))
                } else {
                    state.armed[fault.operation] = fault.error
                }
            }
            return problems
        }
    }

    /// Disarms every fault; the operations that were armed and never called.
    func disarm() -> [String] {
        state.withLock { state in
            let untouched = Set(state.armed.keys).subtracting(state.triggered).sorted()
            state.armed = [:]
            state.triggered = []
            return untouched
        }
    }

    // MARK: - Checking

    /// Throws the error armed for `operation`, if any; a wrapped operation calls it first.
    /// - Parameter operation: The operation's registered name.
    /// - Throws: The error a `#@fail` line armed for it.
    public func check(_ operation: String) throws {
        let error: (any Error & Sendable)? = state.withLock { state in
            guard let name = state.armed[operation] else { return nil }
            state.triggered.insert(operation)
            return state.errors[name]
        }
        if let error {
            throw error
        }
    }
}

/// One `#@fail OPERATION ERROR` directive of a transcript.
package struct TranscriptFault: Sendable, Equatable {
    /// The operation to fail, as the app names it (`transfers.transfer`).
    package let operation: String
    /// The error to fail with, as the app names it (`storage`).
    package let error: String
}
