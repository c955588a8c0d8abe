/// What a scene's interactor does: `{Scene}BusinessLogic` refines this protocol and lists the
/// use cases, each an `async` method taking its Request.
///
/// Refining it makes the scene's protocol main-actor isolated and class-bound, as every layer
/// that holds state is:
///
/// ```swift
/// @Spyable
/// protocol AccountsBusinessLogic: BusinessLogic {
///     func fetchAccounts() async
/// }
/// ```
@MainActor
public protocol BusinessLogic: AnyObject {}

/// What a scene's interactor lets its router pass on: `{Scene}DataStore` refines this protocol.
@MainActor
public protocol DataStore: AnyObject {}

/// Where a scene can go: `{Scene}RoutingLogic` refines this protocol and lists the routes.
@MainActor
public protocol RoutingLogic: AnyObject {}

/// What a router reads to pass data on: `{Scene}DataPassing` refines this protocol and names the
/// scene's data store.
@MainActor
public protocol DataPassing: AnyObject {}

/// The data operations of a scene: `{Scene}WorkingLogic` refines this protocol and lists them as
/// `async throws` methods. Workers are values shared with the stores' threads, so `Sendable`.
///
/// A worker's async functions run on the caller's actor when they are `nonisolated(nonsending)`,
/// which `NonisolatedNonsendingByDefault` makes every `nonisolated` async function: a command
/// that reads data its scene already read then runs from the view controller to the display
/// without a suspension. A worker that is an `actor`, or calls a `@concurrent` function, makes
/// each command that awaits it suspend.
public protocol WorkingLogic: Sendable {}

/// What a scene's presenter does: `{Scene}PresentationLogic` refines this protocol and lists one
/// `present…` method per Response. Every presenter can present an error.
@MainActor
public protocol PresentationLogic: AnyObject {
    /// Turns an error into an error view model for the display.
    /// - Parameter error: What the work threw.
    func presentError(_ error: any Error)
}

extension PresentationLogic {
    /// Runs one use case's work, presenting whatever it throws, so an interactor's method is its
    /// logic alone:
    ///
    /// ```swift
    /// func fetchAccounts() async {
    ///     await presenter.presentingErrors {
    ///         accounts = try await worker.fetchAccounts()
    ///         presenter.presentAccounts(Accounts.FetchAccounts.Response(accounts: accounts))
    ///     }
    /// }
    /// ```
    /// - Parameter work: The use case; whatever it throws goes to ``presentError(_:)``.
    public func presentingErrors(_ work: () async throws -> Void) async {
        do {
            try await work()
        } catch {
            presentError(error)
        }
    }
}

/// A presenter whose errors go to its display: adopting it gives `presentError(_:)`.
///
/// ```swift
/// final class AccountsPresenter: AccountsPresentationLogic, ErrorPresenting {
///     weak var display: (any AccountsDisplayLogic)?
///     var errorDisplay: (any ErrorDisplaying)? { display }
/// }
/// ```
@MainActor
public protocol ErrorPresenting: PresentationLogic {
    /// The display, seen as one that shows errors; `nil` once the scene is gone.
    var errorDisplay: (any ErrorDisplaying)? { get }
}

extension ErrorPresenting {
    /// Shows the error's message and recovery hint on the display, and marks the command running
    /// now failed by it (``CommandOutcome/failed(_:)``), shown or not.
    /// - Parameter error: What the work threw; its description and recovery suggestion are shown.
    public func presentError(_ error: any Error) {
        let viewModel = ErrorViewModel(error)
        CommandRun.markFailed(viewModel)
        errorDisplay?.displayError(viewModel)
    }
}
