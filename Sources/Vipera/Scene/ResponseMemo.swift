/// The responses an interactor made last, each with what it was made from, so that a use case
/// asked again while its data has not changed presents the response it already has instead of
/// reading every part of it again.
///
/// The source is everything the response is read and worked out from: the request, the state of
/// the data as the worker tells it (a revision that moves with every change, in this process or
/// another), and whatever else the interactor's logic depends on, such as today's date. A source
/// the worker cannot tell the state of is `nil`: the response is made afresh and not kept.
///
/// ```swift
/// func showAccount() async {
///     await presenter.presentingErrors {
///         let source = await worker.fetchRevision().map { ShowAccount.Source(id: accountID, revision: $0) }
///         let response = try await accountViews.response(for: source) { try await readAccount() }
///         presenter.presentAccount(response)
///     }
/// }
/// ```
///
/// One memo may serve every interactor of one kind of scene: the scene factory makes it once and
/// gives it to each interactor it makes, so a scene opened again on unchanged data presents the
/// response the last opening made. Like ``SharedPresentationMemo``, it keeps one response unless
/// told to keep more.
@MainActor
public final class ResponseMemo<Source: Equatable, Response> {
    // MARK: - Properties

    @usableFromInline var memo: PresentationMemo<Source, Response>

    // MARK: - Initialization

    /// A memo that has seen nothing yet, and keeps the `count` responses asked for last.
    /// - Parameter count: How many to keep; less than one keeps one.
    public init(keeping count: Int = 1) {
        memo = PresentationMemo(keeping: count)
    }

    // MARK: - Responding

    /// The response of `source`: a kept one when `source` equals what it was made from, otherwise
    /// `make()`'s, which is kept in place of the one asked for longest ago. A `nil` source makes
    /// the response and keeps nothing; a `make` that throws keeps nothing.
    /// - Parameters:
    ///   - source: What the response is made from, the data's revision with it; `nil` when the
    ///     revision cannot be told.
    ///   - make: Reads and works out the response when `source` is new.
    @inlinable
    public func response(for source: Source?, make: () async throws -> Response) async rethrows -> Response {
        guard let source else { return try await make() }
        if let kept = memo.kept(for: source) {
            return kept
        }
        let response = try await make()
        memo.keep((source, response))
        return response
    }
}
