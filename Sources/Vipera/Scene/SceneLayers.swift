/// The display side of every scene can show an error.
///
/// Each `{Scene}DisplayLogic` protocol refines this one, so a presenter can always hand an error
/// view model to its display. View controllers that adopt ``ConsoleDisplaying`` get the
/// implementation for free: the error goes to the console's error stream.
///
/// The six parts of a scene follow one pattern:
/// - `{Scene}ViewController` adopts ``Scene`` and `{Scene}DisplayLogic`; owns the interactor and router.
/// - `{Scene}Interactor` adopts `{Scene}BusinessLogic` (async methods taking Requests) and
///   `{Scene}DataStore` (what the router may pass on); owns the presenter and worker.
/// - `{Scene}Presenter` adopts `{Scene}PresentationLogic`; turns Responses into ViewModels and holds
///   its display `weak`.
/// - `{Scene}Router` adopts `{Scene}RoutingLogic` and `{Scene}DataPassing` and usually
///   ``SceneRouting``; holds the navigator and data store `weak`, the scene factory strongly.
/// - `{Scene}Worker` adopts `{Scene}WorkingLogic`, a `Sendable` protocol of async throwing methods
///   over store protocols.
/// - `{Scene}Models` holds `enum {Scene} { enum UseCase { struct Request; struct Response; struct ViewModel } }`.
@MainActor
public protocol ErrorDisplaying: AnyObject {
    /// Shows an error.
    /// - Parameter viewModel: The message and hint to show.
    func displayError(_ viewModel: ErrorViewModel)
}

/// A view controller that renders through a console.
@MainActor
public protocol ConsoleDisplaying {
    /// Where the scene writes its output.
    var console: any Console { get }
}

extension ErrorDisplaying where Self: ConsoleDisplaying {
    /// Reports the error on the console's error stream, and marks the command running now failed
    /// by it (``CommandOutcome/failed(_:)``).
    /// - Parameter viewModel: The message and hint to show.
    public func displayError(_ viewModel: ErrorViewModel) {
        CommandRun.markFailed(viewModel)
        console.reportError(viewModel)
    }
}
