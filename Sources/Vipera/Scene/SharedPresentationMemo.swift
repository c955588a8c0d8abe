/// A ``PresentationMemo`` that every presenter of one kind of scene shares, so that a scene opened
/// again on data that has not changed (an account's page after `back` and `transactions`, the
/// account list after `home` and `accounts`) shows the view model made the last time it was open
/// instead of formatting every row again.
///
/// The scene factory makes one for each kind of scene and gives it to each presenter it makes;
/// a presenter made on its own (in a test) gets a memo of its own.
///
/// ```swift
/// // In the factory, once:
/// private let accountPages = SharedPresentationMemo<Accounts.FetchAccounts.Response, Accounts.FetchAccounts.ViewModel>()
///
/// // For each scene it opens:
/// AccountsPresenter(formatting: formatting, listMemo: accountPages)
///
/// // In the presenter:
/// display?.displayAccounts(listMemo.viewModel(for: response, make: listViewModel))
/// ```
///
/// As with a memo of one presenter, the source is everything the view model is made from, so a
/// view model kept from another opening of the scene is the one that opening would make.
@MainActor
public final class SharedPresentationMemo<Source: Equatable, ViewModel> {
    // MARK: - Properties

    @usableFromInline var memo: PresentationMemo<Source, ViewModel>

    // MARK: - Initialization

    /// A memo that has seen nothing yet, and keeps the `count` view models asked for last.
    /// - Parameter count: How many to keep; less than one keeps one.
    public init(keeping count: Int = 1) {
        memo = PresentationMemo(keeping: count)
    }

    // MARK: - Presenting

    /// The view model of `source`: a kept one when `source` equals what it was made from,
    /// otherwise `make(source)`, which is kept in place of the one asked for longest ago.
    /// - Parameters:
    ///   - source: What the view model is made from, such as a response.
    ///   - make: Makes the view model when `source` is new.
    @inlinable
    public func viewModel(for source: Source, make: (Source) -> ViewModel) -> ViewModel {
        memo.viewModel(for: source, make: make)
    }
}
