import Vipera

/// A router that takes a short flow back to the scene that started it.
@MainActor
protocol OriginRouting {
    func routeBackToOrigin() throws(NavigationError)
}

/// The view controller of a short flow (a transfer, a record, an undo): it ends, or cannot
/// begin, by going back to the scene that started it.
@MainActor
protocol FlowEnding: ErrorDisplaying {
    /// Where the flow goes back to.
    var origin: any OriginRouting { get }
}

extension FlowEnding {
    /// The flow could not begin: it says why, and goes back to where it was started from.
    func displayUnavailable(_ viewModel: ErrorViewModel) {
        displayError(viewModel)
        leaveFlow()
    }

    /// Goes back to where the flow was started from, or says why it cannot.
    func leaveFlow() {
        do {
            try origin.routeBackToOrigin()
        } catch {
            displayError(ErrorViewModel(error))
        }
    }
}
