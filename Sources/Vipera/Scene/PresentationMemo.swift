/// The view model a presenter made last and what it made it from, so that a scene shown again
/// with nothing changed (after `back`, or `home`) shows the view model it already has instead of
/// formatting every row again.
///
/// The source is everything the view model is made from: the response, and whatever else the
/// presenter's text depends on, such as today's date for "Yesterday".
///
/// ```swift
/// private var memo = PresentationMemo<Accounts.FetchAccounts.Response, Accounts.FetchAccounts.ViewModel>()
///
/// func presentAccounts(_ response: Accounts.FetchAccounts.Response) {
///     display?.displayAccounts(memo.viewModel(for: response, make: makeViewModel))
/// }
/// ```
public struct PresentationMemo<Source: Equatable, ViewModel> {
    // MARK: - Properties

    private var last: (source: Source, viewModel: ViewModel)?

    // MARK: - Initialization

    /// A memo that has seen nothing yet.
    public init() {}

    // MARK: - Presenting

    /// The view model of `source`: the one kept when `source` equals what it was made from,
    /// otherwise `make(source)`, which is kept in its place.
    /// - Parameters:
    ///   - source: What the view model is made from, such as a response.
    ///   - make: Makes the view model when `source` is new.
    public mutating func viewModel(for source: Source, make: (Source) -> ViewModel) -> ViewModel {
        if let last, last.source == source {
            return last.viewModel
        }
        let viewModel = make(source)
        last = (source, viewModel)
        return viewModel
    }
}
