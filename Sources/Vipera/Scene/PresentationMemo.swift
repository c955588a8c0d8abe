// Its lookups are inlinable, so they are compiled for the app's own sources, whose comparison is
// then a direct call: generic code looked up the source's metadata and compared through its
// witness table at every display.

/// The view models a presenter made last and what it made each from, so that a scene shown again
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
///
/// A memo keeps one view model unless told to keep more: a scene that pages through a list keeps
/// a few (`PresentationMemo(keeping: 3)`), so paging back shows a page already made.
public struct PresentationMemo<Source: Equatable, ViewModel> {
    // MARK: - Nested Types

    @usableFromInline typealias Entry = (source: Source, viewModel: ViewModel)

    // MARK: - Properties

    /// How many view models are kept at most.
    @usableFromInline let capacity: Int
    /// The view model asked for last, kept apart from the others so that a memo of one never
    /// allocates storage of its own.
    @usableFromInline var newest: Entry?
    /// The others, newest first; empty for a memo of one.
    @usableFromInline var older: [Entry] = []

    // MARK: - Initialization

    /// A memo that has seen nothing yet, and keeps the view model made last.
    public init() {
        self.init(keeping: 1)
    }

    /// A memo that has seen nothing yet, and keeps the `count` view models asked for last.
    /// - Parameter count: How many to keep; less than one keeps one.
    public init(keeping count: Int) {
        capacity = max(count, 1)
    }

    // MARK: - Presenting

    /// The view model of `source`: a kept one when `source` equals what it was made from,
    /// otherwise `make(source)`, which is kept in place of the one asked for longest ago.
    /// - Parameters:
    ///   - source: What the view model is made from, such as a response.
    ///   - make: Makes the view model when `source` is new.
    @inlinable
    public mutating func viewModel(for source: Source, make: (Source) -> ViewModel) -> ViewModel {
        // A source equal to a kept one is kept in its place: it is the one the next read is likely
        // to share storage with, which makes the next comparison a comparison of addresses. The
        // kept entries are compared and changed where they are stored, never copied out whole:
        // a copy retains every field of the source and the view model.
        if newest?.source.isMemoSource(equalTo: source) == true, let viewModel = newest?.viewModel {
            newest?.source = source
            return viewModel
        }
        if let position = older.firstIndex(where: { $0.source == source }) {
            var kept = older.remove(at: position)
            kept.source = source
            let viewModel = kept.viewModel
            keep(kept)
            return viewModel
        }
        let viewModel = make(source)
        keep((source, viewModel))
        return viewModel
    }

    // MARK: - Private

    /// Makes `entry` the newest, moving the one before it among the older ones and forgetting
    /// any beyond the capacity.
    @inlinable
    mutating func keep(_ entry: consuming Entry) {
        if capacity > 1, let previous = newest.take() {
            if older.count == capacity - 1 {
                older.removeLast()
            }
            older.insert(previous, at: 0)
        }
        newest = entry
    }
}

extension Equatable {
    /// Whether this source equals `other`: called on a kept source where it is stored (through
    /// optional chaining), so comparing it copies nothing.
    @inlinable
    func isMemoSource(equalTo other: Self) -> Bool {
        self == other
    }
}
